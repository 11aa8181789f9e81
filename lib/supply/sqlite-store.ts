import 'server-only'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import type { Round } from './series'
import type { HistoryStore } from './store'

/** File name of the history database under DATA_DIR. */
export const SQLITE_FILE = 'supply-history.sqlite'

interface SampleRow {
  ts: number
  interval_ms: number
  figure: string | null
  value: string | null
  error: string | null
}

/**
 * One row per round (its interval) and one per figure sampled in it. Values stay TEXT: SQLite's INTEGER is
 * 64-bit and would silently turn larger figures into REAL.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS supply_rounds (
  ts INTEGER PRIMARY KEY,
  interval_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS supply_samples (
  ts INTEGER NOT NULL REFERENCES supply_rounds(ts) ON DELETE CASCADE,
  figure TEXT NOT NULL,
  value TEXT,
  error TEXT,
  PRIMARY KEY (ts, figure),
  CHECK ((value IS NULL) <> (error IS NULL))
) WITHOUT ROWID;
`

function group(rows: SampleRow[]): Round[] {
  const out: Round[] = []
  for (const r of rows) {
    let last = out[out.length - 1]
    if (!last || last.t !== r.ts) out.push((last = { t: r.ts, intervalMs: r.interval_ms, values: {}, errors: {} }))
    if (r.figure === null) continue
    if (r.value !== null) last.values[r.figure] = r.value
    else if (r.error !== null) last.errors[r.figure] = r.error
  }
  return out
}

const SELECT = `SELECT r.ts, r.interval_ms, s.figure, s.value, s.error
  FROM supply_rounds r LEFT JOIN supply_samples s ON s.ts = r.ts`

/** The SQLite history at `file` (created with its folder). WAL: readers never block the sampler's writes. */
export function openSqliteStore(file: string): HistoryStore {
  mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 2000')
  db.exec(SCHEMA)
  const insertRound = db.prepare('INSERT OR REPLACE INTO supply_rounds (ts, interval_ms) VALUES (?, ?)')
  const insertSample = db.prepare(
    'INSERT OR REPLACE INTO supply_samples (ts, figure, value, error) VALUES (?, ?, ?, ?)',
  )
  const append = db.transaction((round: Round) => {
    insertRound.run(round.t, round.intervalMs)
    for (const [f, v] of Object.entries(round.values)) insertSample.run(round.t, f, v, null)
    for (const [f, e] of Object.entries(round.errors)) insertSample.run(round.t, f, null, e.slice(0, 500))
  })
  const range = db.prepare<[number, number], SampleRow>(`${SELECT} WHERE r.ts BETWEEN ? AND ? ORDER BY r.ts, s.figure`)
  const latest = db.prepare<[], SampleRow>(
    `${SELECT} WHERE r.ts = (SELECT MAX(ts) FROM supply_rounds) ORDER BY s.figure`,
  )
  return {
    kind: 'sqlite',
    async append(round) {
      append(round)
    },
    async read(from, to) {
      return group(range.all(from, to))
    },
    async latest() {
      return group(latest.all())[0]
    },
    async close() {
      if (db.open) db.close()
    },
  }
}
