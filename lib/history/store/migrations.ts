import 'server-only'
import { sql, type Kysely, type Migration } from 'kysely'
import { Migrator } from 'kysely'

/**
 * Versioned migrations, in code (no file globbing under Next's bundler). Each compiles for SQLite and PostgreSQL
 * through Kysely's schema builder; `bigint` is INTEGER on SQLite (64-bit) and int8 on PostgreSQL.
 */
const text = 'text' as const
const big = 'bigint' as const

const m0001: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('blocks')
      .addColumn('network', text, (c) => c.notNull())
      .addColumn('height', big, (c) => c.notNull())
      .addColumn('hash', text)
      .addColumn('parent_hash', text)
      .addColumn('time', big)
      .addColumn('tx_count', big, (c) => c.notNull())
      .addColumn('proposer', text)
      .addColumn('fees', text, (c) => c.notNull())
      .addColumn('block_ms', big)
      .addPrimaryKeyConstraint('blocks_pk', ['network', 'height'])
      .execute()
    await db.schema.createIndex('blocks_time').on('blocks').columns(['network', 'time']).execute()
    await db.schema
      .createTable('txs')
      .addColumn('network', text, (c) => c.notNull())
      .addColumn('height', big, (c) => c.notNull())
      .addColumn('idx', big, (c) => c.notNull())
      .addColumn('hash', text, (c) => c.notNull())
      .addColumn('time', big)
      .addColumn('type', text, (c) => c.notNull())
      .addColumn('ok', big)
      .addColumn('amounts', text, (c) => c.notNull())
      .addColumn('fee', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('txs_pk', ['network', 'height', 'idx'])
      .execute()
    await db.schema
      .createTable('tx_accounts')
      .addColumn('network', text, (c) => c.notNull())
      .addColumn('address', text, (c) => c.notNull())
      .addColumn('height', big, (c) => c.notNull())
      .addColumn('idx', big, (c) => c.notNull())
      .addColumn('roles', text, (c) => c.notNull())
      .addColumn('dir', text, (c) => c.notNull())
      .addColumn('type', text, (c) => c.notNull())
      .addColumn('counterparty', text)
      .addPrimaryKeyConstraint('tx_accounts_pk', ['network', 'address', 'height', 'idx'])
      .execute()
    // Rewinds and retention delete by height.
    await db.schema.createIndex('tx_accounts_height').on('tx_accounts').columns(['network', 'height']).execute()
    await db.schema
      .createTable('stats')
      .addColumn('network', text, (c) => c.notNull())
      .addColumn('bucket', text, (c) => c.notNull())
      .addColumn('t', big, (c) => c.notNull())
      .addColumn('tx_count', big, (c) => c.notNull())
      .addColumn('block_count', big, (c) => c.notNull())
      .addColumn('fees', text, (c) => c.notNull())
      .addColumn('active', big, (c) => c.notNull())
      .addColumn('new_accounts', big, (c) => c.notNull())
      .addColumn('min_height', big)
      .addColumn('min_time', big)
      .addColumn('max_height', big)
      .addColumn('max_time', big)
      .addPrimaryKeyConstraint('stats_pk', ['network', 'bucket', 't'])
      .execute()
    await db.schema
      .createTable('stat_accounts')
      .addColumn('network', text, (c) => c.notNull())
      .addColumn('bucket', text, (c) => c.notNull())
      .addColumn('t', big, (c) => c.notNull())
      .addColumn('address', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('stat_accounts_pk', ['network', 'bucket', 't', 'address'])
      .execute()
    await db.schema
      .createTable('first_seen')
      .addColumn('network', text, (c) => c.notNull())
      .addColumn('address', text, (c) => c.notNull())
      .addColumn('height', big, (c) => c.notNull())
      .addColumn('time', big)
      .addPrimaryKeyConstraint('first_seen_pk', ['network', 'address'])
      .execute()
    await db.schema.createIndex('first_seen_height').on('first_seen').columns(['network', 'height']).execute()
    await db.schema
      .createTable('sync_state')
      .addColumn('network', text, (c) => c.primaryKey())
      .addColumn('top', big)
      .addColumn('head', big)
      .addColumn('updated_at', big, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('backfill')
      .addColumn('network', text, (c) => c.notNull())
      .addColumn('lo', big, (c) => c.notNull())
      .addColumn('hi', big, (c) => c.notNull())
      .addPrimaryKeyConstraint('backfill_pk', ['network', 'lo'])
      .execute()
    await db.schema
      .createTable('gaps')
      .addColumn('network', text, (c) => c.notNull())
      .addColumn('lo', big, (c) => c.notNull())
      .addColumn('hi', big, (c) => c.notNull())
      .addColumn('reason', text, (c) => c.notNull())
      .addColumn('noted_at', big, (c) => c.notNull())
      .addPrimaryKeyConstraint('gaps_pk', ['network', 'lo'])
      .execute()
  },
}

/**
 * Token movements with both sides (a VM's Transfer events): holder balances are summed from them. `seq` orders the
 * moves of one transaction; amounts are TEXT of base units (they exceed 64 bits).
 */
const m0002: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('token_moves')
      .addColumn('network', text, (c) => c.notNull())
      .addColumn('height', big, (c) => c.notNull())
      .addColumn('idx', big, (c) => c.notNull())
      .addColumn('seq', big, (c) => c.notNull())
      .addColumn('token', text, (c) => c.notNull())
      .addColumn('from_addr', text)
      .addColumn('to_addr', text)
      .addColumn('amount', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('token_moves_pk', ['network', 'height', 'idx', 'seq'])
      .execute()
    await db.schema.createIndex('token_moves_token').on('token_moves').columns(['network', 'token', 'height']).execute()
  },
}

/** Every migration this code knows, oldest first. Names sort in order; never rename or edit a shipped one. */
export const MIGRATIONS: Record<string, Migration> = { '0001_index': m0001, '0002_token_moves': m0002 }
export const SCHEMA_VERSION = Object.keys(MIGRATIONS).sort().at(-1)!

export class SchemaTooNewError extends Error {}

/** Names of the migrations the database has run (none on a fresh one). */
async function applied(db: Kysely<unknown>): Promise<string[]> {
  try {
    const r = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
    return r.rows.map((x) => x.name)
  } catch {
    return []
  }
}

/**
 * Bring the schema to this code's version. A database migrated by newer code is refused, before anything is
 * written: an older app must not write rows a newer schema means differently.
 */
export async function migrate(db: Kysely<unknown>): Promise<void> {
  const unknown = (await applied(db)).filter((n) => !(n in MIGRATIONS))
  if (unknown.length)
    throw new SchemaTooNewError(
      `The index database has schema ${unknown.sort().at(-1)}, newer than this app knows (${SCHEMA_VERSION}): ` +
        'run the newer app, or point DATABASE_URL (or DATA_DIR) at another database.',
    )
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName
    throw new Error(`index migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
