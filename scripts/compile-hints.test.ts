import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, firstLoadScripts } from './compile-hints'

/** A build's layout as `next build` leaves it, with only what the hints read. */
function fakeBuild(dir: string) {
  const write = (p: string, body: string) => {
    mkdirSync(dirname(join(dir, p)), { recursive: true })
    writeFileSync(join(dir, p), body)
  }
  write(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfill.js'],
      rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js'],
    }),
  )
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};\n`
  write(
    'server/app/page_client-reference-manifest.js',
    manifest('/page', {
      '[project]/app/layout': ['static/chunks/layout.js'],
      '[project]/app/page': ['static/chunks/home.js'],
    }),
  )
  write(
    'server/app/[network]/page_client-reference-manifest.js',
    manifest('/[network]/page', {
      '[project]/app/layout': ['static/chunks/layout.js'],
      '[project]/app/[network]/page': ['static/chunks/overview.js', 'static/css/x.css'],
    }),
  )
  for (const name of ['react-dom', 'turbopack-runtime', 'layout', 'home', 'overview', 'polyfill', 'charts'])
    write(`static/chunks/${name}.js`, `(globalThis.TURBOPACK||[]).push([${JSON.stringify(name)}]);\n`)
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'))
  fakeBuild(dir)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const read = (name: string) => readFileSync(join(dir, 'static/chunks', name), 'utf8')

describe('compile hints on first-load scripts', () => {
  it('finds the framework’s scripts and every route’s entry scripts, not polyfills, stylesheets or lazy chunks', () => {
    expect(firstLoadScripts(dir)).toEqual([
      'static/chunks/home.js',
      'static/chunks/layout.js',
      'static/chunks/overview.js',
      'static/chunks/react-dom.js',
      'static/chunks/turbopack-runtime.js',
    ])
  })

  it('puts the hint on the first line of those scripts only, the rest of each file unchanged', () => {
    const before = read('overview.js')
    expect(addCompileHints(dir)).toEqual({ marked: 5, already: 0 })
    expect(read('overview.js')).toBe(COMPILE_HINT + before)
    expect(read('react-dom.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(read('charts.js')).not.toContain('allFunctionsCalledOnLoad')
    expect(read('polyfill.js')).not.toContain('allFunctionsCalledOnLoad')
  })

  it('is idempotent: a second run changes nothing', () => {
    addCompileHints(dir)
    const once = read('layout.js')
    expect(addCompileHints(dir)).toEqual({ marked: 0, already: 5 })
    expect(read('layout.js')).toBe(once)
  })

  it('leaves a directory without a build alone', () => {
    const empty = mkdtempSync(join(tmpdir(), 'compile-hints-empty-'))
    try {
      expect(addCompileHints(empty)).toEqual({ marked: 0, already: 0 })
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
