import { describe, expect, it } from 'vitest'
import { encodeBech32 } from '@/lib/format/address'
import { defineOperations } from './define'
import { createMatcher } from './match'
import { buildPath } from './paths'
import { path, query } from './params'
import type { OperationInput } from './types'

const base = { kind: 'cosmos', method: 'GET', group: 'g', summary: 's', cache: 'head', source: 't' } as const
const rows: OperationInput[] = [
  {
    ...base,
    id: 'bytes',
    path: '/sdk/auth/v1beta1/bech32/{address_bytes}',
    columns: ['H'],
    params: [path('address_bytes', 'bytes')],
  },
  {
    ...base,
    id: 'string',
    path: '/sdk/auth/v1beta1/bech32/{address_string}',
    columns: ['H'],
    params: [path('address_string', 'bech32')],
  },
  { ...base, id: 'denom', path: '/terra/alliances/{denom}', columns: ['P'], params: [path('denom')] },
  { ...base, id: 'params', path: '/terra/alliances/params', columns: ['P'] },
  {
    ...base,
    id: 'trace',
    path: '/ibc/apps/transfer/v1/denom_hashes/{trace}',
    columns: ['X'],
    params: [path('trace', 'string', { greedy: true })],
  },
  { ...base, id: 'post', method: 'POST', path: '/sdk/tx/v1beta1/simulate', columns: ['H', 'P'] },
  {
    ...base,
    id: 'q',
    path: '/x/{seqs}/y',
    columns: ['H'],
    params: [path('seqs', 'uint64', { array: true }), query('n', 'uint64')],
  },
  { ...base, id: 'tx', kind: 'sharded', path: '/transaction/{txhash}', params: [path('txhash', 'hash')] },
  { ...base, id: 'cost', kind: 'sharded', method: 'POST', path: '/transaction/cost' },
]
const match = createMatcher(defineOperations(rows))
const seg = (p: string) => p.split('/').filter(Boolean)

describe('createMatcher', () => {
  it('prefers literal segments over params', () => {
    const r = match('platform', 'GET', seg('/terra/alliances/params'))
    expect(r.kind === 'ok' && r.op.id).toBe('params')
    const d = match('platform', 'GET', seg('/terra/alliances/uplat'))
    expect(d.kind === 'ok' && d.op.id).toBe('denom')
  })
  it('tells same-shape templates apart by their schemas', () => {
    const s = match('hub', 'GET', seg(`/sdk/auth/v1beta1/bech32/${encodeBech32('hub', new Uint8Array(20).fill(7))}`))
    expect(s.kind === 'ok' && s.op.id).toBe('string')
    const b = match('hub', 'GET', seg('/sdk/auth/v1beta1/bech32/AAEC+w=='))
    expect(b.kind === 'ok' && b.op.id).toBe('bytes')
  })
  it('lets a greedy param span segments', () => {
    const r = match('exchange', 'GET', seg('/ibc/apps/transfer/v1/denom_hashes/transfer/channel-0/uatom'))
    expect(r.kind === 'ok' && r.pathParams).toEqual({ trace: 'transfer/channel-0/uatom' })
  })
  it('answers a literal path of another method 405, not as a param its schema refuses', () => {
    const post = match('sharded', 'POST', seg('/transaction/cost'))
    expect(post.kind === 'ok' && post.op.id).toBe('cost')
    expect(match('sharded', 'GET', seg('/transaction/cost'))).toEqual({ kind: 'method-not-allowed', allowed: ['POST'] })
    const get = match('sharded', 'GET', seg(`/transaction/${'ab'.repeat(32)}`))
    expect(get.kind === 'ok' && get.op.id).toBe('tx')
    // A bad hash with no literal template beside it still reaches the handler's validation (400, not 405).
    expect(match('sharded', 'GET', seg('/transaction/nothex')).kind).toBe('ok')
  })
  it('reports the method and the other gateways', () => {
    expect(match('hub', 'GET', seg('/sdk/tx/v1beta1/simulate'))).toEqual({
      kind: 'method-not-allowed',
      allowed: ['POST'],
    })
    const r = match('hub', 'GET', seg('/terra/alliances/params'))
    expect(r.kind === 'other-gateways' && r.gateways).toEqual(['platform'])
    expect(match('hub', 'GET', seg('/nope'))).toEqual({ kind: 'not-found' })
  })
})

describe('schemas and paths', () => {
  const [, , , , , , q] = defineOperations(rows)
  it('validates comma lists in a path segment and rejects unknown query keys', () => {
    expect(q!.pathSchema.safeParse({ seqs: '1,2,3' }).data).toEqual({ seqs: ['1', '2', '3'] })
    expect(q!.pathSchema.safeParse({ seqs: '1,x' }).success).toBe(false)
    expect(q!.querySchema('hub').safeParse({ n: '18446744073709551616' }).success).toBe(false)
    expect(q!.querySchema('hub').safeParse({ other: '1' }).success).toBe(false)
  })
  it('builds encoded paths with aliases', () => {
    const balances = { path: '/sdk/bank/v1beta1/balances/{address}', params: [path('address')] }
    expect(buildPath(balances, { address: 'a b' }, { sdk: 'cosmos' })).toBe('/cosmos/bank/v1beta1/balances/a%20b')
    expect(buildPath(balances, { address: 'ibc/AB' })).toBe('/sdk/bank/v1beta1/balances/ibc%2FAB')
    const trace = { path: '/t/{trace}', params: [path('trace', 'string', { greedy: true })] }
    expect(buildPath(trace, { trace: 'transfer/channel-0/u?x' })).toBe('/t/transfer/channel-0/u%3Fx')
  })
  it('rejects a template whose params are not described', () => {
    expect(() => defineOperations([{ ...base, id: 'bad', path: '/a/{b}', columns: ['H'] }])).toThrow(/do not match/)
  })
})
