import { describe, expect, it } from 'vitest'
import { encodeLedgerAddress } from '@/lib/format/address'
import * as z from 'zod'
import { CATALOG, matchOperation, templateSegments, type GatewayId, type Operation } from './index'
import { templateParams } from './define'
import { vmOperations } from './vm'
import { shardedOperations } from './sharded'
import { supplyOperations } from './supply'
import { nodeOperations } from './algorand-node'
import { indexerOperations } from './algorand-indexer'
import { kmdOperations } from './kmd'

const LEDGER_A = encodeLedgerAddress(new Uint8Array(32).fill(1))
const LEDGER_B = encodeLedgerAddress(new Uint8Array(32).fill(2))

const LEDGER_IDS = new Set(
  [vmOperations, shardedOperations, supplyOperations, nodeOperations, indexerOperations, kmdOperations]
    .flat()
    .map((o) => o.id),
)
const ledgerOps = CATALOG.filter((op) => LEDGER_IDS.has(op.id))
const key = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`
const keysOf = (ops: readonly Operation[]) => ops.map(key).sort()
const bySource = (source: string) => ledgerOps.filter((op) => op.source === source)
const op = (id: string) => {
  const found = ledgerOps.find((o) => o.id === id)
  if (!found) throw new Error(`no ${id}`)
  return found
}
const seg = (p: string) => templateSegments(p)

/** The ledger gateways' operation tables (keyed by the catalog's `source`), transcribed row by row (method and path only). */
const TABLES = {
  '001 §4.1': [
    'GET /accounts/{address}',
    'POST /accounts/{address}',
    'POST /accounts/*',
    'POST /accounts',
    'GET /accounts/{address}/code',
    'GET /accounts/{address}/storage/{key}',
    'GET /transactions/{id}',
    'GET /transactions/{id}/receipt',
    'POST /transactions',
    'GET /blocks/{revision}',
    'POST /logs/event',
    'POST /logs/transfer',
    'POST /logs/events',
    'POST /logs/transfers',
    'POST /events',
    'POST /transfers',
    'GET /node/network/peers',
    'GET /node/consensus/committee',
    'GET /subscriptions/block',
    'GET /subscriptions/event',
    'GET /subscriptions/transfer',
    'GET /subscriptions/beat',
    'POST /debug/tracers',
  ],
  '001 §4.2': [
    'GET /about',
    'GET /about/nodes-versions',
    'GET /address/{address}',
    'GET /address/{address}/balance',
    'GET /address/{address}/nonce',
    'GET /address/{address}/username',
    'GET /address/{address}/shard',
    'GET /address/{address}/key/{key}',
    'GET /address/{address}/tokenstd',
    'GET /address/{address}/tokenstd/{tokenIdentifier}',
    'GET /network/config',
    'GET /network/economics',
    'POST /transaction/send',
    'GET /transaction/{txhash}',
    'GET /transaction/{txhash}/status',
    'GET /block/{shard}/by-nonce/{nonce}',
    'GET /hyperblock/by-nonce/{nonce}',
    'POST /vm-values/query',
  ],
  '001 §4.3': [
    'GET /vesting/circulatingsupply',
    'GET /vesting/totalsupply',
    'GET /vesting/circulatingsupplytokenb',
    'GET /vesting/totalsupplytokenb',
    'GET /vesting/circulatingsupplytokenc',
    'GET /vesting/circulatingsupplytokend',
    'GET /vesting/totalsupplytokend',
  ],
  // The six rows of the table plus the removed dry-run named above it.
  '002 §4.1': [
    'GET /v2/accounts/{address}',
    'GET /v2/accounts/{address}/applications/{application-id}',
    'GET /v2/applications/{application-id}',
    'POST /v2/transactions',
    'POST /v2/transactions/async',
    'POST /v2/transactions/simulate',
    'POST /v2/prog/dryrun',
  ],
  '002 §4.2': [
    'GET /v2/accounts',
    'GET /v2/accounts/{account-id}',
    'GET /v2/accounts/{account-id}/transactions',
    'GET /v2/applications/{application-id}/boxes',
    'GET /v2/assets/{asset-id}/transactions',
    'GET /v2/blocks/{round-number}',
    'GET /v2/transactions',
    'GET /v2/transactions/{txid}',
  ],
  '002 §4.3': [
    'GET /swagger.json',
    'GET /versions',
    'POST /v1/key',
    'POST /v1/key/export',
    'POST /v1/key/import',
    'POST /v1/key/list',
    'POST /v1/master-key/export',
    'POST /v1/multisig/export',
    'POST /v1/multisig/import',
    'POST /v1/multisig/list',
    'POST /v1/multisig/sign',
    'POST /v1/multisig/signprogram',
    'POST /v1/program/sign',
    'POST /v1/transaction/sign',
    'POST /v1/wallet',
    'POST /v1/wallet/info',
    'POST /v1/wallet/init',
    'POST /v1/wallet/release',
    'POST /v1/wallet/rename',
    'POST /v1/wallet/renew',
    'GET /v1/wallets',
  ],
} as const

/** Operations of the full upstream references that the gateways' tables leave unshown (flags.upstreamPath). */
const UPSTREAM: Record<'node' | 'indexer' | 'kmd' | 'sharded', string[]> = {
  node: [
    'GET /v2/status',
    'GET /v2/status/wait-for-block-after/{round}',
    'GET /v2/blocks/{round}',
    'GET /v2/blocks/{round}/hash',
    'GET /v2/blocks/{round}/txids',
    'GET /v2/ledger/supply',
    'GET /v2/transactions/params',
    'GET /v2/transactions/pending',
    'GET /v2/transactions/pending/{txid}',
    'GET /v2/accounts/{address}/transactions/pending',
    'GET /v2/accounts/{address}/assets',
    'GET /v2/accounts/{address}/assets/{asset-id}',
    'GET /v2/assets/{asset-id}',
    'GET /v2/applications/{application-id}/boxes',
    'GET /v2/applications/{application-id}/box',
    'GET /health',
    'GET /ready',
    'GET /versions',
    'GET /genesis',
  ],
  indexer: [
    'GET /health',
    'GET /v2/assets',
    'GET /v2/assets/{asset-id}',
    'GET /v2/assets/{asset-id}/balances',
    'GET /v2/applications',
    'GET /v2/applications/{application-id}',
    'GET /v2/applications/{application-id}/box',
    'GET /v2/applications/{application-id}/logs',
    'GET /v2/accounts/{account-id}/assets',
    'GET /v2/accounts/{account-id}/created-assets',
    'GET /v2/accounts/{account-id}/apps-local-state',
    'GET /v2/accounts/{account-id}/created-applications',
    'GET /v2/block-headers',
  ],
  kmd: ['DELETE /v1/key', 'DELETE /v1/multisig'],
  sharded: [
    'GET /network/status/{shard}',
    'GET /transaction/{txhash}/process-status',
    'POST /transaction/cost',
    'POST /transaction/simulate',
  ],
}

describe('ledger catalog against the gateway tables', () => {
  it('holds every ledger row in CATALOG', () => {
    expect(ledgerOps.length).toBe(LEDGER_IDS.size)
  })

  it.each(Object.entries(TABLES))('%s: count and exact set of (method, path)', (source, rows) => {
    const ops = bySource(source)
    expect(ops).toHaveLength(rows.length)
    expect(keysOf(ops)).toEqual([...rows].sort())
  })

  it.each(Object.entries(UPSTREAM))('%s: full-reference extras are flagged upstreamPath', (gateway, rows) => {
    const extras = ledgerOps.filter((o) => o.gateways.includes(gateway as GatewayId) && o.flags.upstreamPath)
    expect(keysOf(extras)).toEqual([...rows].sort())
    // Nothing a gateway's table shows is marked upstream, and every upstream row names its source spec.
    for (const o of extras) expect(o.source).not.toMatch(/^00[12] §/)
  })

  it('counts per gateway: table rows plus the listed extras', () => {
    const count = (g: GatewayId) => ledgerOps.filter((o) => o.gateways.includes(g)).length
    expect(count('vm')).toBe(TABLES['001 §4.1'].length)
    expect(count('sharded')).toBe(TABLES['001 §4.2'].length + UPSTREAM.sharded.length)
    expect(count('supply')).toBe(TABLES['001 §4.3'].length)
    // The removed dry-run is on no gateway.
    expect(count('node')).toBe(TABLES['002 §4.1'].length - 1 + UPSTREAM.node.length)
    expect(count('indexer')).toBe(TABLES['002 §4.2'].length + UPSTREAM.indexer.length)
    expect(count('kmd')).toBe(TABLES['002 §4.3'].length + UPSTREAM.kmd.length)
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
        const k = `${g} ${key(o)}`
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

describe('bodies', () => {
  const body = (id: string) => {
    const b = op(id).body
    if (!b) throw new Error(`${id} has no body`)
    return b
  }
  const issuePaths = (r: { error?: z.ZodError }) => (r.error?.issues ?? []).map((i) => i.path.join('.'))

  const send = {
    nonce: 7,
    value: '1000000000000000000',
    receiver: 'erd12dnfhej64s6c56ka369gkyj3hwv5ms0y5rxgsk2k7hkd2vuk7rvqxkalsa',
    sender: 'erd14t6l0x27w4d4354sqfm40wuv9p0r49uzl9598eka290x9kws2nvqlkc36j',
    gasPrice: 1000000000,
    gasLimit: 50000,
    data: 'dGVzdA==',
    chainID: '1',
    version: 1,
    signature: '5f9f8ede6c993944095ffa9c4356ccbbafc0a2d98df2fff93ad9e000366e42af',
  }

  it('sharded send: accepts the documented example and names a missing required field', () => {
    expect(body('sharded.transaction.send').safeParse(send).success).toBe(true)
    const { receiver: _omit, ...noReceiver } = send
    const r = body('sharded.transaction.send').safeParse(noReceiver)
    expect(r.success).toBe(false)
    expect(issuePaths(r)).toEqual(['receiver'])
    expect(z.prettifyError(r.error!)).toMatch(/receiver/)
    const { data: _data, ...noData } = send
    expect(body('sharded.transaction.send').safeParse(noData).success).toBe(true)
    expect(issuePaths(body('sharded.transaction.send').safeParse({ ...send, value: '-1', gasLimit: 1.5 }))).toEqual([
      'value',
      'gasLimit',
    ])
  })

  it('vm-values query: every field optional, args hex', () => {
    expect(body('sharded.vmValues.query').safeParse({}).success).toBe(true)
    expect(body('sharded.vmValues.query').safeParse({ funcName: 'getSum', args: ['0a', 'ff'] }).success).toBe(true)
    expect(body('sharded.vmValues.query').safeParse({ args: ['xyz'] }).success).toBe(false)
  })

  it('VM commit: raw form and structured form (signed or not), nothing else', () => {
    const commit = body('vm.transactions.commit')
    expect(commit.safeParse({ raw: '0xf86981ba80' }).success).toBe(true)
    const structured = {
      chainTag: 39,
      blockRef: '0x0004f6cb730dbd90',
      expiration: 720,
      clauses: [{ to: '0x5034aa590125b64023a0262112b98d72e3c8e40e', value: '0x47fdb3c3f456c0000', data: '0x' }],
      gasPriceCoef: 0,
      gas: 21000,
      dependsOn: null,
      nonce: '0x29c257e36ea6e72a',
    }
    expect(commit.safeParse(structured).success).toBe(true)
    expect(commit.safeParse({ ...structured, signature: '0x67cd' }).success).toBe(true)
    expect(commit.safeParse({ ...structured, clauses: [{ to: null, data: '0x6060' }] }).success).toBe(true)
    expect(commit.safeParse({ ...structured, chainTag: 256 }).success).toBe(false)
    expect(commit.safeParse({ ...structured, blockRef: '0x01' }).success).toBe(false)
    expect(commit.safeParse({ raw: 'f869' }).success).toBe(false)
    expect(commit.safeParse({}).success).toBe(false)
  })

  it('VM filters and tracer', () => {
    const filter = {
      range: { unit: 'block', from: 10, to: 1000 },
      options: { offset: 0, limit: 10 },
      criteriaSet: [{ address: '0xab', topic0: null }],
      order: 'desc',
    }
    expect(body('vm.logs.event').safeParse(filter).success).toBe(true)
    expect(body('vm.logs.event').safeParse({ range: null, options: null }).success).toBe(true)
    expect(body('vm.logs.event').safeParse({ ...filter, order: 'newest' }).success).toBe(false)
    expect(body('vm.logs.event').safeParse({ range: { unit: 'epoch' } }).success).toBe(false)
    expect(body('vm.logs.event').safeParse({ options: { limit: 5 } }).success).toBe(true)
    expect(body('vm.logs.event').safeParse({ options: { offset: 5 } }).success).toBe(false)
    // Legacy shapes carry order in the query, not the body.
    expect(body('vm.logs.events').safeParse({ topicSets: [{ topic0: '0xdd' }], order: 'asc' }).success).toBe(false)
    expect(body('vm.transfers').safeParse({ addressSets: [{ sender: '0xab' }] }).success).toBe(true)
    const target = `0x${'a'.repeat(64)}/0/1`
    expect(body('vm.debug.tracers').safeParse({ name: 'call', target }).success).toBe(true)
    expect(body('vm.debug.tracers').safeParse({ name: '', target }).success).toBe(true)
    expect(body('vm.debug.tracers').safeParse({ name: 'jstracer', target }).success).toBe(false)
    expect(body('vm.debug.tracers').safeParse({ name: 'call', target: 'block/0' }).success).toBe(false)
    expect(
      body('vm.accounts.batchCall').safeParse({
        clauses: [{ to: '0x5034aa590125b64023a0262112b98d72e3c8e40e', value: '0x1', data: '0x' }],
        gas: 50000,
        caller: '0x7567d83b7b8d80addcb281a71d54fc7b3364ffed',
      }).success,
    ).toBe(true)
  })

  it('simulate request: txn-groups required, trace config booleans', () => {
    const sim = body('node.transactions.simulate')
    expect(
      sim.safeParse({
        'txn-groups': [{ txns: ['gqNzaWfEQA=='] }],
        'exec-trace-config': { enable: true, 'stack-change': true },
      }).success,
    ).toBe(true)
    expect(issuePaths(sim.safeParse({ 'allow-empty-signatures': true }))).toEqual(['txn-groups'])
    expect(sim.safeParse({ 'txn-groups': [{ txns: [] }] }).success).toBe(false)
    expect(sim.safeParse({ 'txn-groups': [{ txns: ['x'] }], 'exec-trace-config': { enable: 'yes' } }).success).toBe(
      false,
    )
  })

  it('KMD: key bytes are 0–255 arrays of the right length', () => {
    const imp = body('kmd.key.import')
    const key = Array.from({ length: 64 }, (_, i) => i * 3)
    expect(imp.safeParse({ private_key: key, wallet_handle_token: 't' }).success).toBe(true)
    const r = imp.safeParse({ private_key: [...key.slice(0, 63), 256], wallet_handle_token: 't' })
    expect(r.success).toBe(false)
    expect(issuePaths(r)).toEqual(['private_key.63'])
    expect(imp.safeParse({ private_key: key.slice(0, 32), wallet_handle_token: 't' }).success).toBe(false)
    expect(imp.safeParse({ private_key: key }).success).toBe(false)
  })

  it('KMD: multisig signing with a partial MultisigSig', () => {
    const pk = Array.from({ length: 32 }, () => 1)
    const ok = {
      partial_multisig: {
        Subsigs: [{ Key: pk, Sig: Array.from({ length: 64 }, () => 2) }, { Key: pk }],
        Threshold: 1,
        Version: 1,
      },
      public_key: pk,
      transaction: 'iaNhbXTOAAGGoA==',
      wallet_handle_token: 't',
      wallet_password: 'p',
    }
    expect(body('kmd.multisig.sign').safeParse(ok).success).toBe(true)
    expect(
      body('kmd.multisig.sign').safeParse({ ...ok, partial_multisig: { ...ok.partial_multisig, Threshold: 300 } })
        .success,
    ).toBe(false)
    expect(body('kmd.multisig.sign').safeParse({ ...ok, transaction: 'not base64!' }).success).toBe(false)
    expect(
      body('kmd.multisig.import').safeParse({
        multisig_version: 1,
        pks: [pk, pk],
        threshold: 2,
        wallet_handle_token: 't',
      }).success,
    ).toBe(true)
  })

  it('KMD: GET /versions and /v1/wallets take an empty, optional body', () => {
    for (const id of ['kmd.versions', 'kmd.wallets.list']) {
      expect(body(id).safeParse(undefined).success, id).toBe(true)
      expect(body(id).safeParse({}).success, id).toBe(true)
      expect(body(id).safeParse({ x: 1 }).success, id).toBe(false)
    }
    expect(op('kmd.swagger').body).toBeUndefined()
  })
})
