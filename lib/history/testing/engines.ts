import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres, type PgServer } from '@/tests/pg/server'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { HistoryStore } from '../store'
import { openHistoryDb, type OpenOptions } from '../store/open'

/**
 * The engines every index test runs on: SQLite in a temporary file and a throwaway PostgreSQL cluster (started
 * once per test file). `open()` gives a fresh, empty database each time.
 */
export interface EngineFixture {
  name: 'sqlite' | 'postgres'
  options(): Promise<OpenOptions>
  open(): Promise<HistoryStore>
}

export function engines(): { list: EngineFixture[]; setup(): Promise<void>; teardown(): Promise<void> } {
  let pgServer: PgServer | undefined
  const dirs: string[] = []
  const stores: HistoryStore[] = []
  const keep = (s: HistoryStore) => (stores.push(s), s)
  const denom = (n: NetworkId) => getNetwork(n).denom.base
  const sqlite: EngineFixture = {
    name: 'sqlite',
    async options() {
      const dir = mkdtempSync(join(tmpdir(), 'explorer-idx-'))
      dirs.push(dir)
      return { file: join(dir, 'index.sqlite') }
    },
    async open() {
      return keep(new HistoryStore(await openHistoryDb(await this.options()), denom))
    },
  }
  const postgres: EngineFixture = {
    name: 'postgres',
    async options() {
      return { databaseUrl: await pgServer!.newDatabase(), poolSize: 4 }
    },
    async open() {
      return keep(new HistoryStore(await openHistoryDb(await this.options()), denom))
    },
  }
  return {
    list: [sqlite, postgres],
    async setup() {
      pgServer = await startPostgres()
    },
    async teardown() {
      for (const s of stores) await s.close().catch(() => {})
      await pgServer?.stop()
      for (const d of dirs) rmSync(d, { recursive: true, force: true })
    },
  }
}
