import { describe, expect, it } from 'vitest'
import { decodeBech32 } from '@/lib/format/address'
import { cosmosBlock, intString, ledgerBlock, orderOfId, shardedHyperblock, vmBlock, vmLog } from './summary'

import { ALGOD_BLOCK, COSMOS_BLOCK_WITH_TX, COSMOS_LATEST, MX_HYPERBLOCK, THOR_BLOCK } from './testing/fixtures'

describe('block summaries from real upstream shapes', () => {
  it('reads a VM block (Thor/Meter shape)', () => {
    const s = vmBlock('vm', THOR_BLOCK)
    expect(s).toMatchObject({
      network: 'vm',
      id: '22655865',
      height: '22655865',
      hash: '0x0159b379f12b5a01890412718317465b5f3f75c134d8103e4363544e9a3b8f8e',
      time: 1757088870_000,
      size: 33417,
      gasUsed: '5175427',
      gasLimit: '40000000',
      proposer: '0x948048760238b9894ba8deb6cfbf0a68ee83f52f',
    })
    expect(s!.txs).toBeGreaterThan(5)
    expect(vmBlock('vm', { ...THOR_BLOCK, obsolete: true })?.obsolete).toBe(true)
  })

  it('reads a cosmos latest block, preferring the bech32 proposer of sdk_block', () => {
    const s = cosmosBlock('hub', COSMOS_LATEST)
    expect(s).toMatchObject({
      network: 'hub',
      id: '838',
      height: '838',
      txs: 0,
      time: Date.parse('2024-03-07T22:25:29.761Z'),
    })
    expect(s!.proposer).toMatch(/valcons/)
    // The wire's base64 hash in the upper-case hex the block page and overview show.
    expect(s!.hash).toMatch(/^[0-9A-F]{64}$/)
  })

  it('shows a base64 proposer and hash (txs/block answers carry no sdk_block) as valcons and hex', () => {
    const { sdk_block: _drop, ...wire } = COSMOS_BLOCK_WITH_TX
    const s = cosmosBlock('hub', wire)
    expect(s!.hash).toBe('0D743AAB873C590EAEE65A82036B0E2719A8C5FB6BCC6AD4BFE5E16A6D2384D9')
    // The same 20 bytes as the sdk_block's bech32 proposer, under the Hub's valcons prefix.
    expect(s!.proposer).toMatch(/^hubvalcons1/)
    expect(decodeBech32(s!.proposer!)?.bytes).toEqual(
      decodeBech32(COSMOS_BLOCK_WITH_TX.sdk_block.header.proposer_address)?.bytes,
    )
  })

  it('counts the transactions of a cosmos block', () => {
    const s = cosmosBlock('staking', COSMOS_BLOCK_WITH_TX)
    expect(s!.txs).toBeGreaterThan(0)
  })

  it('reads a sharded hyperblock inside or outside the envelope, with its shard blocks', () => {
    const raw = MX_HYPERBLOCK
    const bare = shardedHyperblock('sharded', raw)
    expect(bare).toMatchObject({ network: 'sharded', id: '4294967295:185833', height: '185833', txs: 1 })
    expect(bare!.shards).toEqual([
      { shard: 0, nonce: '186556', hash: 'cba4...' },
      { shard: 1, nonce: '186535', hash: '50a16...' },
      { shard: 2, nonce: '186536', hash: '7981...' },
    ])
    expect(shardedHyperblock('sharded', { data: raw, error: '', code: 'successful' })).toEqual(bare)
  })

  it('reads a ledger node block and keeps rounds beyond 2^53 exact', () => {
    expect(ledgerBlock('ledger', ALGOD_BLOCK)).toEqual({
      network: 'ledger',
      id: '6221992',
      height: '6221992',
      time: 1587567633_000,
      txs: 0,
    })
    expect(ledgerBlock('ledger', { block: { rnd: 9007199254740993n, ts: 1, txns: [{}, {}] } })).toMatchObject({
      height: '9007199254740993',
      txs: 2,
    })
  })

  it('refuses records without a height', () => {
    expect(vmBlock('vm', { id: '0x1' })).toBeUndefined()
    expect(cosmosBlock('hub', { block: { header: { height: 'x' } } })).toBeUndefined()
    expect(shardedHyperblock('sharded', null)).toBeUndefined()
    expect(ledgerBlock('ledger', { block: { rnd: -1 } })).toBeUndefined()
  })
})

describe('VM log summaries', () => {
  const meta = {
    blockID: '0xb1',
    blockNumber: 42,
    blockTimestamp: 1700000000,
    txID: '0xt',
    txOrigin: '0xo',
    clauseIndex: 0,
  }
  it('numbers events inside their block and keeps the filter fields', () => {
    expect(vmLog('event', { address: '0xa', topics: ['0x1', '0x2'], data: '0x', meta }, 3)).toEqual({
      kind: 'event',
      id: '42.3',
      blockNumber: '42',
      blockId: '0xb1',
      time: 1700000000_000,
      txId: '0xt',
      txOrigin: '0xo',
      clauseIndex: 0,
      address: '0xa',
      topics: ['0x1', '0x2'],
      data: '0x',
    })
    expect(vmLog('transfer', { sender: '0xs', recipient: '0xr', amount: '0x10', meta }, 0)).toMatchObject({
      id: '42.0',
      sender: '0xs',
      recipient: '0xr',
      amount: '0x10',
    })
    expect(vmLog('transfer', { sender: '0xs' }, 0)).toBeUndefined()
  })
})

describe('ids', () => {
  it('orders heights, sharded ids and log ids by the block they name', () => {
    expect(orderOfId('15')).toBe(15n)
    expect(orderOfId('4294967295:77')).toBe(77n)
    expect(orderOfId('42.3')).toBe(42n)
    expect(orderOfId('18446744073709551615')).toBe(18446744073709551615n)
    for (const bad of ['', 'x', '1:2:3', '-1', '1e3']) expect(orderOfId(bad)).toBeUndefined()
  })

  it('reads integers of every JSON form without Number', () => {
    expect(intString('007')).toBe('7')
    expect(intString(12)).toBe('12')
    expect(intString(2n ** 64n)).toBe('18446744073709551616')
    expect(intString(1.5)).toBeUndefined()
    expect(intString('1.5')).toBeUndefined()
  })
})
