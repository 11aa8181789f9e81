import 'server-only'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { migrate } from './migrations'
import type { HistoryDb } from './schema'

export type Engine = 'sqlite' | 'postgres'

export interface OpenDb {
  db: Kysely<HistoryDb>
  engine: Engine
  close(): Promise<void>
}

export interface OpenOptions {
  /** postgres://… : PostgreSQL; otherwise SQLite at `file`. */
  databaseUrl?: string
  file?: string
  /** PostgreSQL pool size (the followers write one network at a time; readers share it). */
  poolSize?: number
}

/** int8 (oid 20) as BigInt, for this pool only: heights and counts never pass through Number. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (v: string) => BigInt(v) : pg.types.getTypeParser(oid, format ?? 'text')) as never,
}

function sqlite(file: string): Kysely<HistoryDb> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const database = new Database(file)
  // WAL: readers never wait for the followers' writes; NORMAL may lose the last commits on power loss, never
  // corrupt (they are re-read: the sync state commits with its blocks).
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  database.pragma('busy_timeout = 5000')
  database.defaultSafeIntegers(true)
  return new Kysely<HistoryDb>({ dialect: new SqliteDialect({ database }) })
}

function postgres(url: string, max: number): Kysely<HistoryDb> {
  const pool = new pg.Pool({ connectionString: url, max, types: pgTypes, connectionTimeoutMillis: 5000 })
  pool.on('error', () => {}) // an idle client's lost connection: the next query reconnects
  return new Kysely<HistoryDb>({ dialect: new PostgresDialect({ pool }) })
}

/** Open the index database and bring its schema up to date (refusing one newer than this code). */
export async function openHistoryDb(opts: OpenOptions): Promise<OpenDb> {
  const engine: Engine = opts.databaseUrl ? 'postgres' : 'sqlite'
  if (!opts.databaseUrl && !opts.file) throw new Error('openHistoryDb: a DATABASE_URL or a SQLite file is needed')
  const db = opts.databaseUrl ? postgres(opts.databaseUrl, opts.poolSize ?? 8) : sqlite(opts.file!)
  try {
    await migrate(db as Kysely<unknown>)
  } catch (e) {
    await db.destroy()
    throw e
  }
  return { db, engine, close: () => db.destroy() }
}
