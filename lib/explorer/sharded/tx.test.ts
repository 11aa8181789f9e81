import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseJsonLossless } from '@/lib/format/json'
import type { ChainProfile, Field, View } from '../view'
import { shardedAccount } from './account'
import { callData } from './envelope'
import { shardedTxResults, shardedTxSummary } from './tx'

const mvx: ChainProfile = {
  address: { kind: 'bech32-sharded', prefix: 'erd' },
  denom: { base: 'atto', display: 'EGLD', exponent: 18 },
}
const ctx = { network: 'sharded' as const, chain: mvx }
const fixture = (f: string) =>
  parseJsonLossless(readFileSync(new URL(`../fixtures/multiversx/${f}`, import.meta.url), 'utf8'))
// The proxy's test data is the envelope's `data`; the gateway wraps it.
const wrapped = (f: string) => ({ data: fixture(f), error: '', code: 'successful' })
const kvOf = (v: View): Record<string, Field> =>
  v.kind === 'kv' ? Object.fromEntries(v.rows.map((r) => [r.label, r.value])) : {}

describe('sharded transactions as the real gateway answers them', () => {
  it('reads call data and results in words', () => {
    expect(callData('@6f6b@00')).toBe('returned ok: 0x00')
    expect(callData('@')).toBe('returned (empty)')
    expect(callData('ESDTTransfer@544b4e@0a')).toBe('ESDTTransfer(0x544b4e, 0x0a)')
    expect(callData('call')).toBe('call')
  })

  it('shows token transfers, fee and gas price in units; results with numeric values and refunds', () => {
    const body = wrapped('transaction.withResults.data-only.proxy-testdata-finishedOKSCCall.json')
    const s = kvOf(shardedTxSummary(body, ctx))
    expect(s['Operation']).toEqual({ type: 'text', value: 'MultiESDTNFTTransfer' })
    expect(s['Tokens transferred']).toEqual({
      type: 'list',
      items: [
        { type: 'amount', raw: '1000000000000000000000', denom: 'TKN-7d18e9' },
        { type: 'amount', raw: '23005495464671959870870', denom: 'MIIU-4ab1d4-0695ed' },
      ],
    })
    expect(s['Fee']).toMatchObject({ raw: '431514750000000', display: 'EGLD', exponent: 18 })
    const r = shardedTxResults(body, ctx)
    if (r.kind !== 'table') throw new Error('table expected')
    // The refund is said in words; what each result answered is read in lib/explorer/sharded/results.test.ts.
    expect(r.rows[2]!.message).toEqual({ type: 'text', value: 'Unused gas paid back' })
    // The refund's value is a JSON number on the wire (a big.Int).
    expect(r.rows[2]!.value).toMatchObject({ items: [{ raw: '19440250000000', display: 'EGLD' }] })
    expect(r.rows[1]!.value).toMatchObject({ items: [{ raw: '24005495464671959870870', denom: 'TKN-4ab1d4-069854' }] })
  })

  it('a move-balance transaction prices its gas in the chain’s unit', () => {
    const s = kvOf(shardedTxSummary(wrapped('transaction.data-only.proxy-testdata-finishedOKMoveBalance.json'), ctx))
    expect(s['Value']).toMatchObject({ raw: '1500000000000000000', display: 'EGLD' })
    expect(s['Gas price']).toMatchObject({ raw: '1000000000', display: 'EGLD' })
    expect(s['Shards']).toEqual({ type: 'text', value: 'shard 2 → shard 1' })
  })

  it('an address balance in the chain’s unit, devnet’s without a profile', () => {
    const body = fixture('address.mainnet.gateway-envelope.novax-fixture.json')
    expect(kvOf(shardedAccount(body, ctx))['Balance']).toMatchObject({ raw: '412198271210000000', display: 'EGLD' })
    expect(kvOf(shardedAccount(body, { network: 'sharded' }))['Balance']).toMatchObject({ display: 'SHD' })
  })

  it('a contract’s code hash in hex, as the ledger’s other hashes', () => {
    const a = kvOf(shardedAccount(fixture('address.contract.mainnet.gateway-envelope.novax-fixture.json'), ctx))
    expect(a['Code hash']).toMatchObject({ value: '81581145fe878664c6971ce26ac005a0280194feff0c7d22f488536e3ee5b310' })
  })
})
