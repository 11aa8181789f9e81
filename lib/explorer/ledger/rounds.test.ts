import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseJsonLossless } from '@/lib/format/json'
import type { ChainProfile, Field, View } from '../view'
import { ledgerBlockHeader, ledgerBlockTxs, txRow } from './adapters'
import { ledgerApplication } from './application'
import { submitOutcome } from './submit'

const algorand: ChainProfile = {
  address: { kind: 'base32-ledger' },
  denom: { base: 'microalgo', display: 'ALGO', exponent: 6 },
}
const ctx = { network: 'ledger' as const, chain: algorand }
const fixture = (f: string) =>
  parseJsonLossless(readFileSync(new URL(`../fixtures/algorand/${f}`, import.meta.url), 'utf8'))
const kvOf = (v: View): Record<string, Field> =>
  v.kind === 'kv' ? Object.fromEntries(v.rows.map((r) => [r.label, r.value])) : {}

describe('ledger rounds, transfers and applications as the real node and indexer answer them', () => {
  it('a round whose transactions the answer leaves out does not claim to hold none', () => {
    const body = { round: 7, timestamp: 1, 'txn-counter': 1234 }
    expect(kvOf(ledgerBlockHeader(body, ctx))['Transactions']).toEqual({
      type: 'text',
      value: 'not listed (header only); 1,234 on the chain so far',
    })
    const txs = ledgerBlockTxs(body, ctx)
    expect(txs.kind === 'table' && txs.empty).toBe('The gateway answered the round’s header only.')
  })

  it('a round’s fees and proposer bonus in the chain’s unit', () => {
    const r = kvOf(ledgerBlockHeader(fixture('indexer.block.proposer_incentives.indexer-test_resources.json'), ctx))
    expect(r['Transactions']).toEqual({ type: 'text', value: '0 in this round; 1,003 on the chain so far' })
    expect(r['Proposer bonus']).toMatchObject({ raw: '10000000', display: 'ALGO', exponent: 6 })
    expect(r['Fees collected']).toMatchObject({ raw: '1', display: 'ALGO' })
  })

  it('an asset transfer is an amount of its asset, not "N of asset M"', () => {
    const row = txRow(ctx, {
      id: 'T',
      'tx-type': 'axfer',
      sender: 'S',
      fee: '1000',
      'asset-transfer-transaction': { 'asset-id': '1009', amount: '34613648', receiver: 'R' },
    } as unknown as Parameters<typeof txRow>[1])
    expect(row.amount).toEqual({ type: 'amount', raw: '34613648', denom: 'asset 1009' })
    expect(row.fee).toMatchObject({ raw: '1000', display: 'ALGO' })
  })

  it('one application: creator, schemas in words, program sizes, decoded global state', () => {
    const v = kvOf(
      ledgerApplication(
        {
          id: 1006,
          params: {
            creator: 'ALGORANDAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIN5DNAU',
            'approval-program': btoa('\u0008\u0081\u0001'),
            'clear-state-program': btoa('\u0008'),
            'global-state': [{ key: btoa('calls'), value: { bytes: '', type: 2, uint: 456 } }],
            'global-state-schema': { 'num-uint': 1, 'num-byte-slice': 1 },
            'local-state-schema': { 'num-uint': 0, 'num-byte-slice': 0 },
          },
        },
        ctx,
      ),
    )
    expect(v['Application']).toEqual({ type: 'text', value: '1006' })
    expect(v['Creator']).toMatchObject({ type: 'link', kind: 'account' })
    expect(v['Application account']).toMatchObject({ type: 'link', kind: 'account' })
    expect(v['Global state']).toEqual({ type: 'text', value: '1 key' })
    expect(v['Global storage']).toEqual({ type: 'text', value: '1 number, 1 byte slice' })
  })

  it('a submitted transaction: its id, or why not in the node’s or the proxy’s words', () => {
    expect(submitOutcome(200, { txId: 'ABC' })).toEqual({ txid: 'ABC' })
    expect(
      submitOutcome(400, {
        error: 'upstream_error',
        detail: 'the node gateway answered 400: overspend',
        upstream: { status: 400, body: { message: 'overspend' } },
      }),
    ).toEqual({ error: 'the node gateway answered 400: overspend' })
    expect(submitOutcome(400, { message: 'TransactionPool.Remember: overspend' })).toEqual({
      error: 'TransactionPool.Remember: overspend',
    })
    expect(submitOutcome(0, null)).toEqual({ error: 'the node answered nothing' })
  })
})
