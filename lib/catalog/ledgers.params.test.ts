import { describe, expect, it } from 'vitest'
import { type GatewayId } from './index'
import { LEDGER_A, LEDGER_B, ledgerOps, op } from './testing/ledger-tables'

describe('params', () => {
  const q = (id: string, gw: GatewayId, v: Record<string, unknown>) => op(id).querySchema(gw).safeParse(v)

  it('accepts booleans only as true or false (skip-pq-address-check)', () => {
    expect(q('node.transactions.broadcast', 'node', { 'skip-pq-address-check': 'true' }).success).toBe(true)
    expect(q('node.transactions.broadcast', 'node', { 'skip-pq-address-check': 'yes' }).success).toBe(false)
    expect(op('node.transactions.broadcast').bodyFormat).toBe('binary')
    expect(op('node.transactions.simulate').bodyFormat).toBe('json-or-msgpack')
  })

  it('checks indexer enums, date-times, integers and arrays', () => {
    const id = 'indexer.transactions.search'
    expect(q(id, 'indexer', { 'sig-type': 'pqsig', 'tx-type': 'appl', 'address-role': 'freeze-target' }).success).toBe(
      true,
    )
    expect(q(id, 'indexer', { 'sig-type': 'ecdsa' }).success).toBe(false)
    expect(q(id, 'indexer', { 'after-time': '2026-01-02T03:04:05Z' }).success).toBe(true)
    expect(q(id, 'indexer', { 'after-time': 'yesterday' }).success).toBe(false)
    expect(q(id, 'indexer', { 'min-round': '18446744073709551615' }).success).toBe(true)
    expect(q(id, 'indexer', { 'min-round': '18446744073709551616' }).success).toBe(false)
    expect(q(id, 'indexer', { 'min-round': '-1' }).success).toBe(false)
  })

  it('takes explode:false arrays as one comma-separated value, checked item by item', () => {
    // algod and the indexer refuse a repeated key: the value travels on as one comma-joined string.
    const excl = q('indexer.accounts.get', 'indexer', { exclude: 'assets,created-apps' })
    expect(excl.data).toEqual({ exclude: 'assets,created-apps' })
    expect(q('indexer.accounts.get', 'indexer', { exclude: 'assets,everything' }).success).toBe(false)
    // Repeated keys (a console list) are joined into the one value the upstream accepts.
    const repeated = q('indexer.accounts.get', 'indexer', { exclude: ['assets', 'created-apps,none'] })
    expect(repeated.data).toEqual({ exclude: 'assets,created-apps,none' })
    const bad = q('indexer.accounts.get', 'indexer', { exclude: ['assets', 'everything'] })
    expect(bad.error?.issues[0]?.message).toMatch(/comma-separated item must be one of/)
    // The indexer ignores an unknown include value, so it is not refused here.
    expect(q('indexer.applications.boxes', 'indexer', { include: 'values,later' }).success).toBe(true)
    expect(q('indexer.blockHeaders.search', 'indexer', { proposers: `${LEDGER_A},${LEDGER_B}` }).success).toBe(true)
    expect(q('indexer.blockHeaders.search', 'indexer', { proposers: `${LEDGER_A},B B` }).success).toBe(false)
    const commaParams = ledgerOps.flatMap((o) => o.params.filter((p) => p.comma).map((p) => `${o.id}:${p.name}`))
    expect(commaParams.sort()).toEqual(
      [
        'indexer.accounts.get:exclude',
        'indexer.accounts.search:exclude',
        'indexer.applications.boxes:include',
        'indexer.blockHeaders.search:absent',
        'indexer.blockHeaders.search:expired',
        'indexer.blockHeaders.search:proposers',
        'node.applications.boxes:include',
      ].sort(),
    )
  })

  it('shares the transaction search parameters, leaving out what the path carries', () => {
    const names = (id: string) =>
      op(id)
        .params.filter((p) => p.in === 'query')
        .map((p) => p.name)
    const shared = [
      'limit',
      'next',
      'note-prefix',
      'tx-type',
      'sig-type',
      'txid',
      'round',
      'min-round',
      'max-round',
      'before-time',
      'after-time',
      'currency-greater-than',
      'currency-less-than',
    ]
    for (const id of ['indexer.transactions.search', 'indexer.accounts.transactions', 'indexer.assets.transactions'])
      expect(names(id), id).toEqual(expect.arrayContaining(shared))
    expect(names('indexer.assets.transactions')).not.toContain('asset-id')
    expect(names('indexer.accounts.transactions')).toContain('asset-id')
    expect(names('indexer.transactions.search')).toEqual(
      expect.arrayContaining(['address', 'address-role', 'exclude-close-to', 'rekey-to', 'application-id']),
    )
  })

  it('types node and sharded path integers as decimal strings', () => {
    expect(
      op('node.accounts.application').pathSchema.safeParse({ address: LEDGER_A, 'application-id': '12' }).success,
    ).toBe(true)
    expect(
      op('node.accounts.application').pathSchema.safeParse({ address: LEDGER_A, 'application-id': '1e3' }).success,
    ).toBe(false)
    expect(op('sharded.block.byNonce').pathSchema.safeParse({ shard: '4294967295', nonce: '7' }).success).toBe(true)
    expect(op('sharded.address.get').pathSchema.safeParse({ address: 'not an address' }).success).toBe(false)
  })

  it('gives the VM subscriptions their string filters', () => {
    expect(q('vm.subscriptions.event', 'vm', { pos: '0x01', addr: '0xab', t0: '0x1', t4: '0x2' }).success).toBe(true)
    // Meter's handlers ignore keys they do not read: the schema strips them instead of refusing the call.
    expect(q('vm.subscriptions.event', 'vm', { t5: '0x1', t0: '0x2' })).toMatchObject({
      success: true,
      data: { t0: '0x2' },
    })
    expect(q('vm.subscriptions.event', 'vm', { t5: '0x1' }).data).not.toHaveProperty('t5')
    expect(q('vm.blocks.get', 'vm', { expanded: 'yes' }).success).toBe(false)
    expect(q('vm.logs.events', 'vm', { order: 'desc', address: `0x${'ab'.repeat(20)}` }).success).toBe(true)
    expect(q('vm.logs.events', 'vm', { order: 'newest' }).success).toBe(false)
  })
})
