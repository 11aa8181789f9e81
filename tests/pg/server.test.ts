import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { startPostgres, type PgServer } from './server'

let server: PgServer
beforeAll(async () => {
  server = await startPostgres()
})
afterAll(async () => {
  await server?.stop()
})

describe('throwaway PostgreSQL', () => {
  it('serves fresh databases that keep int8 exact', async () => {
    const a = await server.newDatabase()
    const b = await server.newDatabase()
    expect(a).not.toBe(b)
    const c = new pg.Client({ connectionString: a })
    await c.connect()
    const r = await c.query<{ v: string }>('select 9223372036854775807::int8 as v')
    await c.end()
    expect(r.rows[0]!.v).toBe('9223372036854775807')
  })
})
