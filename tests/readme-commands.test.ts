import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort } from './redis/server'

/**
 * Every command the README names runs on this checkout: `npm run catalog` was broken for weeks after networks
 * became data files and nothing noticed. A command that would run for minutes (a build, a benchmark, the suite
 * itself) runs its `--help` form, which loads every module the entry imports before it prints (scripts/cli-help.ts),
 * so an entry that cannot start fails here too. A command the README names and this table does not know fails the
 * test: say here how to run it.
 */
const root = join(import.meta.dirname, '..')
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
)

/** The commands the README names: `npm <verb>`, `npm run <script>` and the `bench:…` shorthands in its lists. */
export function namedCommands(text: string): string[] {
  const found = new Set<string>()
  for (const m of text.matchAll(/\bnpm (start|test|install|ci)\b/g)) found.add(m[1]!)
  for (const m of text.matchAll(/\bnpm run (?:--silent )?([a-z][\w:-]*)/g)) found.add(m[1]!)
  for (const m of text.matchAll(/`((?:bench|start):[\w:-]+)`/g)) found.add(m[1]!)
  for (const m of text.matchAll(/\bnpx (?:tsx )?([\w./-]+)/g)) found.add(`npx ${m[1]!}`)
  return [...found].sort()
}

type Run = { args: string[]; env?: Record<string, string>; check?: (stdout: string) => void }
const help = (script: string): Run => ({
  args: script === 'start' || script === 'test' ? [script, '--', '--help'] : ['run', script, '--', '--help'],
})

/** How each named command runs here, and what it must print. */
const RUNS: Record<string, Run> = {
  // npm's own dry run resolves the lockfile against the registry and changes nothing on disk.
  install: { args: ['install', '--dry-run', '--no-audit', '--no-fund'] },
  ci: { args: ['ci', '--dry-run', '--no-audit', '--no-fund'] },
  start: help('start'),
  test: help('test'),
  dev: help('dev'),
  format: help('format'),
  catalog: {
    args: ['run', '--silent', 'catalog'],
    check: (stdout) => {
      const rows = JSON.parse(stdout) as { id: string; method: string; path: string }[]
      expect(rows.length).toBeGreaterThan(200)
      for (const row of rows) expect(row).toMatchObject({ id: expect.any(String), path: expect.stringMatching(/^\//) })
    },
  },
  'start:cluster': help('start:cluster'),
  ...Object.fromEntries(scripts.filter((s) => s.startsWith('bench:')).map((s) => [s, help(s)])),
}

const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m

function run(args: string[], env: Record<string, string> = {}, timeoutMs = 90_000) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('npm', args, {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

describe('the commands the README names', () => {
  const named = namedCommands(readme)

  it('finds the README commands, each one a script of package.json or an npm verb', () => {
    expect(named).toEqual(expect.arrayContaining(['catalog', 'start', 'test', 'install', 'devnet', 'bench:load']))
    for (const name of named.filter((n) => !['install', 'ci', 'start', 'test'].includes(n)))
      expect(scripts, `README names ${name}`).toContain(name)
  })

  it('knows how to run every one of them here', () => {
    const unknown = named.filter((n) => n !== 'devnet' && !(n in RUNS))
    expect(unknown, 'README commands this test cannot run: add them to RUNS').toEqual([])
  })

  for (const [name, { args, env, check }] of Object.entries(RUNS).filter(([n]) => named.includes(n))) {
    it(`npm ${args.join(' ')} (${name})`, { timeout: 120_000 }, async () => {
      const { code, stdout, stderr } = await run(args, env)
      expect(stderr, 'no stack trace').not.toMatch(STACK_LINE)
      expect(stdout, 'no stack trace').not.toMatch(STACK_LINE)
      expect(code, stderr.slice(-2000)).toBe(0)
      check?.(stdout)
    })
  }

  it('npm run devnet serves the gateways until SIGTERM, then stops cleanly', { timeout: 120_000 }, async () => {
    const port = await freePort()
    const child = spawn('npm', ['run', '--silent', 'devnet'], {
      cwd: root,
      env: { ...process.env, DEVNET_PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'readme-devnet-')) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const closed = new Promise<string>((resolve) =>
      child.on('close', (code, signal) => resolve(signal ?? String(code))),
    )
    try {
      let status = 0
      for (let i = 0; i < 120 && status === 0; i++) {
        status = await fetch(`http://127.0.0.1:${port}/supply/vesting/totalsupply`, {
          headers: { 'api-key': process.env.DEVNET_API_KEY ?? 'devnet-key' },
        }).then(
          (r) => r.status,
          () => 0,
        )
        if (status === 0) await new Promise((r) => setTimeout(r, 500))
      }
      expect(status, output.slice(-2000)).toBe(200)
    } finally {
      process.kill(-child.pid!, 'SIGTERM')
    }
    // The signal reaches npm and devnet at once (one process group): npm ends by it, devnet by its own handler.
    expect(['0', 'SIGTERM'], output.slice(-2000)).toContain(await closed)
    expect(output).toContain('[devnet] SIGTERM: stopping')
    expect(output).not.toMatch(STACK_LINE)
  })
})
