import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { op } from './testing/ledger-tables'

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
