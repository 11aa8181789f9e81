import { describe, expect, it } from 'vitest'
import { matchOperation, type Operation } from './index'
import { ledgerOps, op, seg } from './testing/ledger-tables'

describe('flags and cache classes', () => {
  const ids = (pred: (o: Operation) => boolean) =>
    ledgerOps
      .filter(pred)
      .map((o) => o.id)
      .sort()

  it('marks exactly the state-changing operations as writes', () => {
    expect(ids((o) => !!o.flags.write)).toEqual(
      [
        'vm.transactions.commit',
        'sharded.transaction.send',
        'node.transactions.broadcast',
        'node.transactions.broadcastAsync',
        'kmd.wallet.create',
        'kmd.wallet.rename',
        'kmd.key.generate',
        'kmd.key.import',
        'kmd.key.delete',
        'kmd.multisig.import',
        'kmd.multisig.delete',
        'kmd.multisig.sign',
        'kmd.multisig.signProgram',
        'kmd.program.sign',
        'kmd.transaction.sign',
      ].sort(),
    )
    for (const o of ledgerOps.filter((x) => x.flags.write)) expect(o.cache, o.id).toBe('none')
  })

  it('streams the four VM subscriptions over WebSocket', () => {
    expect(ids((o) => !!o.flags.websocket)).toEqual([
      'vm.subscriptions.beat',
      'vm.subscriptions.block',
      'vm.subscriptions.event',
      'vm.subscriptions.transfer',
    ])
  })

  it('pages VM log filters by options and indexer lists by next', () => {
    expect(ids((o) => o.pagination === 'vm-options')).toEqual([
      'vm.events',
      'vm.logs.event',
      'vm.logs.events',
      'vm.logs.transfer',
      'vm.logs.transfers',
      'vm.transfers',
    ])
    for (const o of ledgerOps.filter((x) => x.pagination === 'indexer')) {
      const names = o.params.map((p) => p.name)
      expect(names, o.id).toContain('limit')
      expect(names, o.id).toContain('next')
    }
    expect(op('indexer.transactions.search').pagination).toBe('indexer')
    expect(op('indexer.blocks.get').pagination).toBe('none')
  })

  it('pins historical reads and caches immutable records', () => {
    for (const id of ['vm.accounts.get', 'vm.accounts.code', 'vm.accounts.storage'])
      expect(op(id).immutableWith, id).toBe('revision')
    expect(op('vm.transactions.get').immutableWith).toBe('head')
    for (const id of [
      'vm.transactions.get',
      'vm.transactions.receipt',
      'sharded.transaction.get',
      'sharded.block.byNonce',
      'sharded.hyperblock.byNonce',
      'node.blocks.get',
      'indexer.blocks.get',
      'indexer.transactions.get',
    ])
      expect(op(id).cache, id).toBe('immutable')
    for (const o of ledgerOps.filter((x) => x.kind === 'kmd')) expect(o.cache, o.id).toBe('none')
    // Every immutableWith names a query param of its own operation.
    for (const o of ledgerOps.filter((x) => x.immutableWith))
      expect(
        o.params.some((p) => p.in === 'query' && p.name === o.immutableWith),
        o.id,
      ).toBe(true)
  })

  it('keeps the removed dry-run on no gateway, with the replacement named', () => {
    const dry = op('node.prog.dryrun')
    expect(dry.gateways).toEqual([])
    expect(dry.flags.removed).toMatch(/5\.0\.0.*\/v2\/transactions\/simulate/)
    const r = matchOperation('node', 'POST', seg('/v2/prog/dryrun'))
    expect(r.kind === 'other-gateways' && r.op.id).toBe('node.prog.dryrun')
  })
})
