import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseJsonLossless, stringifyJson } from '@/lib/format/json'
import { ADAPTERS } from './registry'
import type { Field, View } from './view'

const EX = new URL('./fixtures', import.meta.url).pathname
const load = (p: string) => parseJsonLossless(readFileSync(`${EX}/${p}`, 'utf8'))
const kvRows = (v: View) => (v.kind === 'kv' ? Object.fromEntries(v.rows.map((r) => [r.label, r.value])) : {})
const textOf = (f: Field | undefined): string =>
  !f
    ? ''
    : f.type === 'text'
      ? f.value
      : f.type === 'link'
        ? f.value
        : f.type === 'amount'
          ? `${f.raw} ${f.denom}`
          : f.type === 'status'
            ? f.label
            : f.type === 'list'
              ? f.items.map(textOf).join(',')
              : ''

describe('cosmos adapters on real answers', () => {
  it('decodes an SDK 0.47 MsgSend into sender, receiver and amount', () => {
    const body = load('cosmos/get-tx-response.msgsend.stratos-sdk047.json')
    const v = ADAPTERS['cosmos.txMessages'](body, { network: 'hub' })
    expect(v.kind).toBe('table')
    if (v.kind !== 'table') return
    // The overview's words for the type, not the wire's ("bank · MsgSend").
    expect(textOf(v.rows[0]!.type)).toBe('Send')
    expect(v.rows[0]!.from?.type).not.toBe('empty')
    expect(textOf(v.rows[0]!.amount)).toMatch(/^\d+ \w+/)
    const s = kvRows(ADAPTERS['cosmos.txSummary'](body, { network: 'hub' }))
    expect(textOf(s['Status'])).toBe('Success')
    expect(textOf(s['Signature type'])).toMatch(/secp256k1/)
  })

  it('decodes base64 event attributes of SDK ≤ 0.46', () => {
    const v = ADAPTERS['cosmos.txEvents'](load('cosmos/get-tx-response.msgsend.cosmoshub-2023.blockpi-docs.json'), {
      network: 'hub',
    })
    if (v.kind !== 'table') throw new Error('table expected')
    const keys = v.rows.map((r) => textOf(r.key))
    expect(keys).toContain('sender')
    expect(keys.join(' ')).not.toMatch(/c2VuZGVy/) // "sender" in base64
    // `1000uatom` is a coin: an amount of its denomination, not a glued string.
    const fee = v.rows.find((r) => textOf(r.key) === 'fee')
    expect(fee?.value).toEqual({ type: 'list', items: [{ type: 'amount', raw: '1000', denom: 'uatom' }] })
  })

  it('reads a block header and hashes the raw txs', () => {
    const v = ADAPTERS['cosmos.block'](load('cosmos/get-block-by-height.with-tx.stratos-sdk047.json'), {
      network: 'hub',
    })
    const rows = kvRows(v)
    expect(textOf(rows['Transactions'])).toBe('1')
    expect(rows['Height']).toMatchObject({ type: 'link', kind: 'block', network: 'hub' })
    expect(textOf(rows['Block hash'])).toMatch(/^[0-9A-F]{64}$/)
    const txs = ADAPTERS['cosmos.blockTxHashes'](load('cosmos/get-block-by-height.with-tx.stratos-sdk047.json'), {
      network: 'hub',
    })
    if (txs.kind !== 'table') throw new Error('table expected')
    expect(textOf(txs.rows[0]!.hash)).toMatch(/^[0-9A-F]{64}$/)
  })

  it('lists balances with the next-page cursor', () => {
    const v = ADAPTERS['cosmos.balances'](load('cosmos/bank-balances.cosmoshub.blockpi-docs.json'), { network: 'hub' })
    if (v.kind !== 'table') throw new Error('table expected')
    expect(v.rows.length).toBeGreaterThan(0)
    expect(v.rows.some((r) => textOf(r.denom).startsWith('ibc/'))).toBe(true)
  })
})

describe('VM adapters (Thor shapes)', () => {
  it('marks a reverted receipt as failed with a reason', () => {
    const rows = kvRows(
      ADAPTERS['vm.receipt'](load('vechain-thor/receipt.reverted.mainnet-18175574.vechain-docs.json'), {
        network: 'vm',
      }),
    )
    expect(textOf(rows['Result'])).toBe('Reverted')
    expect(rows['Failure reason']).toBeDefined()
  })
  it('shows clause values from hex exactly', () => {
    const v = ADAPTERS['vm.txClauses'](load('vechain-thor/transaction.mainnet-12345678.vechain-docs.json'), {
      network: 'vm',
    })
    if (v.kind !== 'table') throw new Error('table expected')
    const amount = v.rows[0]!.value
    expect(amount?.type === 'amount' && amount.raw.startsWith('0x')).toBe(true)
  })
  it('answers a null block with a message, not a crash', () => {
    expect(ADAPTERS['vm.blockHeader'](null, { network: 'vm' }).kind).toBe('text')
  })
})

describe('sharded and ledger adapters', () => {
  it('unwraps the sharded envelope and reports the error of a data:null answer', () => {
    expect(() =>
      ADAPTERS['sharded.account'](load('multiversx/error.invalid-address.http500.novax-fixture.json'), {
        network: 'sharded',
      }),
    ).toThrow()
    const rows = kvRows(
      ADAPTERS['sharded.account'](load('multiversx/address.mainnet.gateway-envelope.novax-fixture.json'), {
        network: 'sharded',
      }),
    )
    expect(textOf(rows['Balance'])).toMatch(/^\d+ atto$/)
  })
  it('shows ledger signature types including heartbeat txs without a signature', () => {
    const v = ADAPTERS['ledger.txList'](load('algorand/indexer.searchForTransactions_2.json'), { network: 'ledger' })
    if (v.kind !== 'table') throw new Error('table expected')
    expect(textOf(v.rows[0]!.type)).toBe('Heartbeat')
    expect(v.next).toBe('mwoBAAAAAAAAAAAA')
  })
  it('reads an indexer block', () => {
    const rows = kvRows(
      ADAPTERS['ledger.blockHeader'](load('algorand/indexer.lookupBlock_0.json'), { network: 'ledger' }),
    )
    expect(textOf(rows['Round'])).toBe('5')
  })
})

describe('lossless JSON', () => {
  it('keeps integers past 2^53 as exact decimal strings and prints bigint', () => {
    const v = parseJsonLossless(
      '{"a": 18446744073709551615, "b": 12, "s": "9007199254740993", "n": -123456789012345678}',
    ) as Record<string, unknown>
    expect(v.a).toBe('18446744073709551615')
    expect(v.b).toBe(12)
    expect(v.s).toBe('9007199254740993')
    expect(v.n).toBe('-123456789012345678')
    expect(stringifyJson({ x: 18446744073709551615n }, 0)).toBe('{"x":18446744073709551615}')
  })
})

describe('generic record: small nested values read as words, not JSON', () => {
  it('ratios, SDK decimals, flat objects and scalar lists', () => {
    const body = {
      params: {
        threshold: { numerator: '55', denominator: '100' },
        rate: '0.002000000000000000',
        limits: { max: 5, unit: 'blocks' },
        chains: ['a', 'b'],
        deep: { x: { y: 1 } },
      },
    }
    const rows = kvRows(ADAPTERS.record(body, { network: 'hub' }))
    expect(textOf(rows['Threshold'])).toBe('55/100 (55%)')
    expect(textOf(rows['Rate'])).toBe('0.002')
    expect(textOf(rows['Limits'])).toBe('Max: 5,Unit: blocks')
    expect(textOf(rows['Chains'])).toBe('a,b')
    expect(rows['Deep']?.type).toBe('json')
  })
  it('alliances and node software have their own adapters', () => {
    const a = ADAPTERS['cosmos.alliances'](
      {
        alliances: [
          {
            denom: 'ustplat',
            reward_weight: '0.200000000000000000',
            take_rate: '0.002000000000000000',
            total_tokens: '129500362',
            is_initialized: true,
          },
        ],
      },
      { network: 'platform' },
    )
    expect(a.kind === 'table' && a.rows[0]).toMatchObject({
      tokens: { type: 'amount', raw: '129500362', denom: 'ustplat' },
      weight: { value: '0.2' },
      take: { value: '0.2%' },
    })
    const n = kvRows(
      ADAPTERS['cosmos.nodeInfo'](
        {
          default_node_info: { network: 'x-1', version: '0.38.12' },
          application_version: { app_name: 'xd', version: '1.0.0', cosmos_sdk_version: 'v0.50.13' },
        },
        { network: 'staking' },
      ),
    )
    expect(textOf(n['Application'])).toBe('xd 1.0.0')
    expect(textOf(n['SDK version'])).toBe('v0.50.13')
    expect(
      ADAPTERS['cosmos.upgradePlan'](
        { plan: { name: 'v2', height: '100', info: '{"binaries":{}}' } },
        { network: 'hub' },
      ),
    ).toMatchObject({ kind: 'kv', rows: [{ label: 'Upgrade' }, { label: 'At height' }] })
  })
  it('outgoing bridge batches are counted and summed in the bridged token, not shown as JSON', () => {
    const c = '0xdac17f958d2ee523a2206206994597c13d831ec7'
    const tx = (id: number) => ({
      id: String(id),
      sender: 'exch1x',
      erc20_token: { contract: c, amount: String(1_000_000 + id) },
      erc20_fee: { contract: c, amount: String(1_000 + id) },
    })
    const v = ADAPTERS['cosmos.batches'](
      {
        batches: [
          {
            batch_nonce: '7',
            batch_timeout: '20000070',
            token_contract: c,
            block: '350',
            transactions: [tx(1), tx(2), tx(3)],
          },
        ],
      },
      { network: 'exchange' },
    )
    expect(v.kind === 'table' && v.rows[0]).toEqual({
      nonce: { type: 'text', value: '7' },
      count: { type: 'text', value: '3' },
      total: { type: 'amount', raw: '3000006', denom: `peggy${c}` },
      fees: { type: 'amount', raw: '3006', denom: `peggy${c}` },
      height: { type: 'text', value: '350' },
      timeout: { type: 'text', value: '20000070' },
    })
  })
})
