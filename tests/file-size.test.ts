import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The codebase's rule "files ≤ 300 lines" (issue 28), checked where it can be broken: a file that grows past it is
 * named here instead of being found by the next reader. Generated files say so on their first line and are exempt.
 * The thin `app/` rule (≤ 80 lines a file) likewise.
 */
const LIMIT = 300
const APP_LIMIT = 80
const SOURCE = /\.(ts|tsx|mts|mjs|js|css|sh)$/
const root = fileURLToPath(new URL('..', import.meta.url))
// Dependencies, build and test output, local data (.gitignore): not the project's source. Dot folders likewise.
const SKIP = new Set(['node_modules', 'out', 'coverage', 'test-results', 'playwright-report', 'blob-report', 'results'])

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.') || SKIP.has(e.name)) return []
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path)
    return e.isFile() && SOURCE.test(e.name) && e.name !== 'next-env.d.ts' ? [relative(root, path)] : []
  })
}
const files = sources(root)

function lengthOf(file: string): { lines: number; generated: boolean } {
  const text = readFileSync(join(root, file), 'utf8')
  const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length
  return { lines, generated: /^\/\/ Generated\b/.test(text) }
}

describe('source files', () => {
  it('are read from the repository', () => {
    expect(files.length).toBeGreaterThan(100)
  })

  it(`are at most ${LIMIT} lines, generated ones aside`, () => {
    const long = files
      .map((f) => ({ f, size: lengthOf(f) }))
      .filter(({ size }) => !size.generated && size.lines > LIMIT)
      .map(({ f, size }) => `${f}: ${size.lines} lines`)
    expect(long).toEqual([])
  })

  // Pages and routes read their parameters and compose: what they show and load lives in components/ and lib/.
  it(`under app/ are at most ${APP_LIMIT} lines`, () => {
    const long = files
      .filter((f) => f.startsWith(`app${sep}`))
      .map((f) => ({ f, lines: lengthOf(f).lines }))
      .filter(({ lines }) => lines > APP_LIMIT)
      .map(({ f, lines }) => `${f}: ${lines} lines`)
    expect(long).toEqual([])
  })
})
