import { describe, expect, it } from 'vitest'
import { CATALOG, matchOperation, type GatewayId } from './index'
import { templateParams } from './define'
import {
  LEDGER_IDS,
  ledgerOps,
  keysOf,
  bySource,
  op,
  seg,
  LEDGER_TABLES,
  LEDGER_UPSTREAM,
} from './testing/ledger-tables'
import { rowKey } from './testing/row-key'

describe('ledger catalog against the gateway tables', () => {
  it('holds every ledger row in CATALOG', () => {
    expect(ledgerOps.length).toBe(LEDGER_IDS.size)
  })

  it.each(Object.entries(LEDGER_TABLES))('%s: count and exact set of (method, path)', (source, rows) => {
    const ops = bySource(source)
    expect(ops).toHaveLength(rows.length)
    expect(keysOf(ops)).toEqual([...rows].sort())
  })

  it.each(Object.entries(LEDGER_UPSTREAM))('%s: full-reference extras are flagged upstreamPath', (gateway, rows) => {
    const extras = ledgerOps.filter((o) => o.gateways.includes(gateway as GatewayId) && o.flags.upstreamPath)
    expect(keysOf(extras)).toEqual([...rows].sort())
    // Nothing a gateway's table shows is marked upstream, and every upstream row names its source spec.
    for (const o of extras) expect(o.source).not.toMatch(/^00[12] §/)
  })

  it('counts per gateway: table rows plus the listed extras', () => {
    const count = (g: GatewayId) => ledgerOps.filter((o) => o.gateways.includes(g)).length
    expect(count('vm')).toBe(LEDGER_TABLES['001 §4.1'].length)
    expect(count('sharded')).toBe(LEDGER_TABLES['001 §4.2'].length + LEDGER_UPSTREAM.sharded.length)
    expect(count('supply')).toBe(LEDGER_TABLES['001 §4.3'].length)
    // The removed dry-run is on no gateway.
    expect(count('node')).toBe(LEDGER_TABLES['002 §4.1'].length - 1 + LEDGER_UPSTREAM.node.length)
    expect(count('indexer')).toBe(LEDGER_TABLES['002 §4.2'].length + LEDGER_UPSTREAM.indexer.length)
    expect(count('kmd')).toBe(LEDGER_TABLES['002 §4.3'].length + LEDGER_UPSTREAM.kmd.length)
  })

  it('gives every kind its own gateway and every row the kind of its table', () => {
    for (const o of ledgerOps) {
      for (const g of o.gateways) expect(g).toBe(o.kind)
      expect(o.id.startsWith(`${o.kind}.`)).toBe(true)
    }
  })
})

describe('catalog integrity', () => {
  it('has a schema for every {param} of every path', () => {
    for (const o of CATALOG) {
      const names = templateParams(o.path)
      expect(Object.keys(o.pathSchema.shape).sort(), o.id).toEqual([...names].sort())
      for (const n of names) expect(o.pathSchema.shape[n], `${o.id} {${n}}`).toBeDefined()
    }
  })

  it('has unique ids and no two entries on the same (gateway, method, path)', () => {
    expect(new Set(CATALOG.map((o) => o.id)).size).toBe(CATALOG.length)
    const seen = new Map<string, string>()
    for (const o of CATALOG)
      for (const g of o.gateways) {
        const k = `${g} ${rowKey(o)}`
        expect(seen.get(k), `${o.id} repeats ${k}`).toBeUndefined()
        seen.set(k, o.id)
      }
  })

  it('uses the gateway param names in paths', () => {
    expect(op('sharded.transaction.get').path).toBe('/transaction/{txhash}')
    expect(op('sharded.address.token').path).toBe('/address/{address}/tokenstd/{tokenIdentifier}')
    expect(op('indexer.blocks.get').path).toBe('/v2/blocks/{round-number}')
  })
})

describe('routing', () => {
  const addr = '0x7567d83b7b8d80addcb281a71d54fc7b3364ffed'
  it('routes the literal * to the batch call and an address to the single call', () => {
    const batch = matchOperation('vm', 'POST', ['accounts', '*'])
    expect(batch.kind === 'ok' && batch.op.id).toBe('vm.accounts.batchCall')
    const one = matchOperation('vm', 'POST', ['accounts', addr])
    expect(one.kind === 'ok' && one.op.id).toBe('vm.accounts.call')
    expect(one.kind === 'ok' && one.pathParams).toEqual({ address: addr })
    const read = matchOperation('vm', 'GET', ['accounts', addr])
    expect(read.kind === 'ok' && read.op.id).toBe('vm.accounts.get')
    const deploy = matchOperation('vm', 'POST', ['accounts'])
    expect(deploy.kind === 'ok' && deploy.op.id).toBe('vm.accounts.deploy')
  })

  it('prefers literal node paths over params and tells the ledger gateways apart', () => {
    const pending = matchOperation('node', 'GET', seg('/v2/transactions/pending'))
    expect(pending.kind === 'ok' && pending.op.id).toBe('node.transactions.pending.list')
    const box = matchOperation('indexer', 'GET', seg('/v2/applications/7/box'))
    expect(box.kind === 'ok' && box.op.id).toBe('indexer.applications.box')
    const versions = matchOperation('kmd', 'GET', ['versions'])
    expect(versions.kind === 'ok' && versions.op.id).toBe('kmd.versions')
    expect(matchOperation('kmd', 'GET', seg('/v1/key'))).toEqual({
      kind: 'method-not-allowed',
      allowed: ['POST', 'DELETE'],
    })
  })
})
