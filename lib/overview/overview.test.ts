import { describe, expect, it } from 'vitest'
import { cosmosTxRow, pct, validatorRows } from './cosmos'
import { ledgerTxRow } from './ledger-rows'
import { averageBlockSec, chartOf, typeInWords } from './model'
import { shardedTxRow } from './sharded-rows'
import { sortValidators } from './validators'
import { decodeTokenTransfer, vmTxRow } from './vm'

const validator = (
  op: string,
  moniker: string,
  tokens: string,
  status = 'BOND_STATUS_BONDED',
  extra: Record<string, unknown> = {},
) => ({
  operator_address: op,
  consensus_pubkey: { '@type': '/cosmos.crypto.ed25519.PubKey', key: 'DhyESbpbp3lwN4JuCw+4LmzAZb9DS7Zcu+7Xp8D10rk=' },
  jailed: false,
  status,
  tokens,
  description: { moniker },
  commission: { commission_rates: { rate: '0.100000000000000000' } },
  ...extra,
})

describe('overview rows', () => {
  it('validators: moniker from description, power share of the bonded set, status in words, sorted by tokens', () => {
    const rows = validatorRows({
      validators: [
        validator('v1', 'Small', '100'),
        validator('v2', 'Big', '300'),
        validator('v3', 'Out', '1000', 'BOND_STATUS_UNBONDED', { jailed: true }),
      ],
    })
    expect(rows.map((r) => r.moniker)).toEqual(['Out', 'Big', 'Small'])
    expect(rows.find((r) => r.operator === 'v2')).toMatchObject({
      powerShare: '75.00%',
      status: 'Active',
      jailed: false,
      commission: '0.100000000000000000',
    })
    expect(rows.find((r) => r.operator === 'v3')).toMatchObject({ status: 'Inactive', jailed: true })
    expect(rows.find((r) => r.operator === 'v3')).not.toHaveProperty('powerShare')
    expect(rows[0]!.consHex).toMatch(/^[0-9a-f]{40}$/)
    expect(sortValidators(rows, 'name', false).map((r) => r.moniker)).toEqual(['Big', 'Out', 'Small'])
    expect(sortValidators(rows, 'power', true).map((r) => r.tokens)).toEqual(['1000', '300', '100'])
  })

  it('validators: the power shares of the bonded set add up to 100 % as shown (issue 46)', () => {
    const rows = validatorRows({
      validators: [validator('v1', 'A', '1'), validator('v2', 'B', '1'), validator('v3', 'C', '1')],
    })
    // Each cut on its own: 33.33 % three times, 99.99 % together.
    expect(rows.map((r) => r.powerShare)).toEqual(['33.34%', '33.33%', '33.33%'])
  })

  it('an SDK transaction: type in words, sender and receiver, amount and fee as coins, result from the code', () => {
    const body = {
      tx: {
        body: {
          messages: [
            {
              '@type': '/cosmos.bank.v1beta1.MsgSend',
              from_address: 'hub1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqwrd7t6',
              to_address: 'hub1zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz',
              amount: [{ denom: 'uhub', amount: '5' }],
            },
          ],
        },
        auth_info: { fee: { amount: [{ denom: 'uhub', amount: '2' }] } },
      },
      tx_response: { txhash: 'AB'.repeat(32), height: '7', code: 5, timestamp: '2026-11-24T09:00:00Z' },
    }
    const r = cosmosTxRow('hub', body)!
    expect(r).toMatchObject({
      hash: 'AB'.repeat(32),
      href: `/hub/txs/${'AB'.repeat(32)}`,
      type: 'Send',
      ok: false,
      time: Date.parse('2026-11-24T09:00:00Z'),
    })
    expect(r.from).toEqual({
      type: 'link',
      kind: 'account',
      network: 'hub',
      value: 'hub1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqwrd7t6',
    })
    // The native coin carries its unit from the chain (lib/explorer/chain.ts); other coins wait for denom metadata.
    expect(r.amount).toEqual({
      type: 'list',
      items: [{ type: 'amount', raw: '5', denom: 'uhub', exponent: 6, display: 'HUB' }],
    })
    expect(r.fee).toEqual({ type: 'list', items: [{ type: 'amount', raw: '2', denom: 'uhub' }] })
    expect(cosmosTxRow('hub', {})).toBeUndefined()
  })

  it('message types read as words', () => {
    expect(typeInWords('/cosmos.bank.v1beta1.MsgSend')).toBe('Send')
    expect(typeInWords('/ibc.applications.transfer.v1.MsgTransfer')).toBe('IBC transfer')
    expect(typeInWords('/terra.oracle.v1beta1.MsgAggregateExchangeRateVote')).toBe(
      'Oracle: aggregate exchange rate vote',
    )
    expect(typeInWords('/alliance.alliance.MsgDelegate')).toBe('Alliance: delegate')
  })

  it('VM, sharded and ledger transactions carry their own decimals and units', () => {
    const vm = vmTxRow(
      'vm',
      {
        id: '0x01',
        origin: '0xaa',
        clauses: [{ to: '0xbb', value: '0xde0b6b3a7640000', data: '0x', token: 1 }],
        meta: { blockTimestamp: 100 },
      },
      { paid: '0x10', reverted: true },
    )!
    expect(vm).toMatchObject({ type: 'Transfer', ok: false, time: 100_000 })
    expect(vm.amount).toEqual({ type: 'amount', raw: '0xde0b6b3a7640000', denom: 'wei', exponent: 18, display: 'VMT' })
    expect(vm.fee).toMatchObject({ denom: 'energy', display: 'VME' })

    const data =
      '0xa9059cbb000000000000000000000000a347d708e9372bf77888e753e7890f9c781a79330000000000000000000000000000000000000000000009b91c81469b13f00000'
    expect(decodeTokenTransfer(data)).toEqual({
      to: '0xa347d708e9372bf77888e753e7890f9c781a7933',
      amount: '45916000000000000000000',
    })
    const tok = vmTxRow(
      'vm',
      { id: '0x02', origin: '0xaa', clauses: [{ to: '0x1AEA', value: '0x0', data, token: 1 }] },
      undefined,
      new Map([['0x1aea', { decimals: 18, label: 'token 0x1aea' }]]),
    )!
    expect(tok).toMatchObject({
      type: 'Token transfer',
      to: { type: 'link', value: '0xa347d708e9372bf77888e753e7890f9c781a7933' },
    })
    expect(tok.amount).toEqual({
      type: 'amount',
      raw: '45916000000000000000000',
      denom: 'token 0x1aea',
      exponent: 18,
      display: 'token 0x1aea',
    })
    expect(tok.ok).toBeUndefined()

    const sh = shardedTxRow(
      'sharded',
      {
        hash: 'ff',
        sender: 'shd1a',
        receiver: 'shd1b',
        value: '10',
        gasUsed: 50000,
        gasPrice: 1000000000,
        processingTypeOnSource: 'MoveBalance',
        sourceShard: 0,
        destinationShard: 4294967295,
      },
      18,
    )!
    expect(sh).toMatchObject({ type: 'Transfer', route: 'shard 0 → metachain' })
    expect(sh.fee).toMatchObject({ raw: '50000000000000', exponent: 18, display: 'SHD' })

    const assets = new Map([['31', { decimals: 2, unit: 'USDX' }]])
    const l = ledgerTxRow(
      'ledger',
      {
        id: 'TX',
        sender: 'S',
        fee: 1000,
        'tx-type': 'axfer',
        'asset-transfer-transaction': { 'asset-id': 31, amount: 250, receiver: 'R' },
        'round-time': 5,
      },
      assets,
    )!
    expect(l).toMatchObject({ type: 'Asset transfer', time: 5000 })
    expect(l.amount).toEqual({ type: 'amount', raw: '250', denom: 'asset 31', exponent: 2, display: 'USDX' })
    expect(l.fee).toMatchObject({ raw: '1000', exponent: 6, display: 'LGR' })
  })

  it('block time averages and chart points over a window sorted newest first', () => {
    const rows = [
      { height: '3', href: '', proposer: { type: 'empty' as const }, time: 12_000, txs: 2 },
      { height: '2', href: '', proposer: { type: 'empty' as const }, time: 6_000, txs: 0 },
      { height: '1', href: '', proposer: { type: 'empty' as const }, time: 0, txs: 1 },
    ]
    expect(averageBlockSec(rows)).toBe(6)
    expect(averageBlockSec(rows.slice(0, 1))).toBeUndefined()
    expect(chartOf(rows)).toEqual([
      { height: '1', txs: 1 },
      { height: '2', txs: 0, blockSec: 6 },
      { height: '3', txs: 2, blockSec: 6 },
    ])
    expect(pct(1n, 3n)).toBe('33.33%')
    expect(pct(53450400423142n, 1656064294010000n)).toBe('3.22%')
  })
})
