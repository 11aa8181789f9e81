/**
 * The VM token holders route over a real (SQLite) index: pages by offset with the index's state and the token's
 * denomination, and answers `{error, detail}` with a 400 for every bad input.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HistoryRuntime } from './runtime'
import { synthBlocks } from './testing/synthetic'
import type { IndexedHoldersPage } from './types'

const dir = mkdtempSync(join(tmpdir(), 'explorer-idx-holders-'))
let rt: HistoryRuntime
let http: typeof import('./http-holders')
const TOKEN = `0x${'ab'.repeat(20)}`
const holder = (i: number) => `0x${i.toString(16).padStart(40, '0')}`

beforeAll(async () => {
  Object.assign(process.env, { DATA_DIR: dir, INDEX_ENABLED: 'false' })
  rt = await (await import('./runtime')).historyRuntime()
  http = await import('./http-holders')
  // Block h mints h units to account h: 30 holders, account 30 the largest.
  const bs = synthBlocks(5n, 34n, { denom: 'vet' }).map((b) => {
    const i = Number(b.height) - 4
    b.txs[0]!.moves = [{ token: `token ${TOKEN}`, to: holder(i), amount: String(i) }]
    return b
  })
  await rt.store.commitForward('vm', bs)
}, 60_000)
afterAll(async () => {
  await rt?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const get = (q: string) => new Request(`http://app/x${q}`)

describe('VM token holders route', () => {
  it('pages holders largest first by offset, with the denomination, counts and index state', async () => {
    const r1 = (await (
      await http.holdersResponse(get('?limit=10'), 'vm', TOKEN.replace(/ab/g, 'AB'))
    ).json()) as IndexedHoldersPage
    expect(r1).toMatchObject({ denom: `token ${TOKEN}`, total: 30, moves: 30, next: 10 })
    expect(r1.status).toMatchObject({ network: 'vm', low: '5', top: '34' })
    expect(r1.rows.map((r) => r.balance)).toEqual(Array.from({ length: 10 }, (_, i) => String(30 - i)))
    const last = (await (
      await http.holdersResponse(get('?limit=10&offset=20'), 'vm', TOKEN)
    ).json()) as IndexedHoldersPage
    expect(last.rows.at(-1)).toEqual({ address: holder(1), balance: '1', lastHeight: '5' })
    expect(last.next).toBeUndefined()
  })

  it.each([
    ['a malformed token', 'vm', '0x12', '', /40 hexadecimal/],
    ['a network with no summed holders', 'sharded', 'USDS-2eb19c', '', /no holders summed/],
    ['an unknown network', 'nope', TOKEN, '', /network/],
    ['a limit too large', 'vm', TOKEN, '?limit=101', /limit/],
    ['a negative offset', 'vm', TOKEN, '?offset=-1', /offset/],
  ])('answers 400 for %s', async (_, network, token, q, detail) => {
    const res = await http.holdersResponse(get(q), network, token)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; detail: string }
    expect(body.error).toBe('bad_request')
    expect(body.detail).toMatch(detail)
  })
})
