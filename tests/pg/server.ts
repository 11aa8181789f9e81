import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from '@/tests/redis/server'

/**
 * A throwaway PostgreSQL cluster (Debian's `postgresql`; scripts/test.sh installs it) on a free loopback port:
 * trust auth, no fsync, data in a temporary folder removed on stop. Dynamic shared memory is kept as files in
 * that folder, since a container's /dev/shm may be as small as 64 MB. initdb refuses to run as root, so as root
 * the cluster runs as the `postgres` user through runuser.
 */
export interface PgServer {
  port: number
  /** postgres://… of a fresh database on this cluster. */
  newDatabase(): Promise<string>
  stop(): Promise<void>
}

export function pgBinDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : undefined
}

const asRoot = process.getuid?.() === 0

function run(bin: string, args: string[]): void {
  const cmd = asRoot ? 'runuser' : bin
  const argv = asRoot ? ['-u', 'postgres', '--', bin, ...args] : args
  const r = spawnSync(cmd, argv, { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${bin.split('/').at(-1)} failed: ${(r.stderr || r.stdout).slice(-600)}`)
}

/**
 * Starts the cluster on a free port, up to three times: between freePort() closing its probe socket and the
 * postmaster binding, another test's server may take the port (seen once in CI as a bare "could not start
 * server"). A failure that outlasts the retries reports the server log's tail, which says why.
 */
async function startCluster(bin: string, dir: string, data: string): Promise<number> {
  const log = join(dir, 'log')
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c dynamic_shared_memory_type=mmap`
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-l', log, '-w', '-t', '60', 'start', '-o', opts])
      return port
    } catch (err) {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-800) : '(no log)'
      if (attempt >= 3) throw new Error(`${(err as Error).message}\nserver log:\n${tail}`)
    }
  }
}

export async function startPostgres(): Promise<PgServer> {
  const bin = pgBinDir()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql; npm test does it)')
  const dir = mkdtempSync(join(tmpdir(), 'explorer-pg-'))
  chmodSync(dir, 0o700)
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8'])
  const port = await startCluster(bin, dir, data)
  let n = 0
  const admin = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres', max: 1 })
  return {
    port,
    async newDatabase() {
      const name = `t${process.pid}_${++n}`
      await admin.query(`create database ${name}`)
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    async stop() {
      await admin.end().catch(() => {})
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
