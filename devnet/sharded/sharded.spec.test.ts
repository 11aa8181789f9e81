import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { operationsOf } from '@/lib/catalog'
import { upstreamSpecFile } from '../testing/upstream-spec-files'
import { shardedFixture, signedSend } from './fixtures.test-util'
import { loadSpec, responseValidators } from './testing/openapi'

/**
 * Every catalog operation answers a body valid against mx-chain-proxy-go's openapi.json v1.1.0. A few schemas of
 * that document contradict the real proxy's answers (real answers saved beside the specs, `examples/multiversx`,
 * show the real shapes); each is patched below with the reason, so the check pins the real shape, not the doc error.
 */
const doc = loadSpec('multiversx/proxy-openapi.v1.1.0.json')
const s = doc.components!.schemas! as Record<string, { properties: Record<string, unknown> }>
const hexString = { type: 'string' }
const nullableString = { type: 'string', nullable: true }
// address.mainnet example: blockInfo hash/rootHash are hex strings, not byte arrays.
s.BlockInfo!.properties.hash = hexString
s.BlockInfo!.properties.rootHash = hexString
// address.mainnet example: codeHash null, rootHash base64 text (Go []byte marshals to base64), not integer arrays.
s.AccountData!.properties.codeHash = nullableString
s.AccountData!.properties.rootHash = nullableString
// The node answers {esdts: {<id>: token}} and {tokenData: token}, not arrays (mx-chain-go address group).
s.AddressEsdtTokens!.properties.data = {
  type: 'object',
  required: ['esdts'],
  properties: { esdts: { type: 'object' } },
}
s.AddressEsdtToken!.properties.data = {
  type: 'object',
  required: ['tokenData'],
  properties: { tokenData: { $ref: '#/components/schemas/AddressEsdtTokenData' } },
}
// GET /transaction/{txHash} refers to the request schema `Transaction`; the answer is the usual envelope around
// {transaction} (transaction.*.json examples).
doc.paths['/transaction/{txHash}']!.get!.responses!['200']!.content!['application/json']!.schema = {
  $ref: '#/components/schemas/GenericResponse',
}

/** Catalog path → upstream path: the gateway alias tokenstd → esdt and the upstream param name txHash. */
const upstreamPath = (p: string) => p.replace('tokenstd', 'esdt').replace('{txhash}', '{txHash}')

describe('sharded answers against the upstream proxy OpenAPI', () => {
  const v = responseValidators(doc)
  const { call, samples } = shardedFixture()
  const sample = samples()
  it.each(operationsOf('sharded').map((op) => [op.id, op.method, op.path] as const))(
    '%s (%s %s)',
    async (id, method, path) => {
      const validate = v.for(method, upstreamPath(path))
      // Every operation of this gateway has a 200 schema upstream; a null here would be a spec change to look at.
      expect(validate).not.toBeNull()
      const res = await call(id, sample[id])
      expect(res.status).toBe(200)
      expect(validate!(res.body), v.errors(validate!)).toBe(true)
      expect(res.body).toMatchObject({ code: 'successful', error: '' })
    },
  )
})

describe('the spec check itself', () => {
  it('rejects a body that breaks the upstream schema', () => {
    const validate = responseValidators(doc).for('GET', '/address/{address}')!
    expect(validate({ data: { account: { nonce: 'seven' } }, error: '', code: 'successful' })).toBe(false)
  })
})

/** mx-chain-core-go ApiSmartContractResult's JSON names. */
const SCR_FIELDS = new Set(
  'hash nonce value receiver sender relayerAddress relayedValue code data prevTxHash originalTxHash gasLimit gasPrice callType codeMetadata returnMessage originalSender logs tokens esdtValues receivers receiversShardIDs operation function isRelayed isRefund'.split(
    ' ',
  ),
)
const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)

describe('a contract call with results, against the proxy’s own test data (finishedOKSCCall)', () => {
  it('has smartContractResults and logs of the real shape, each shared field of the same JSON type', async () => {
    const real = JSON.parse(
      readFileSync(
        upstreamSpecFile('examples/multiversx/transaction.withResults.data-only.proxy-testdata-finishedOKSCCall.json'),
        'utf8',
      ),
    ).transaction as Record<string, unknown>
    const { call, l, advance } = shardedFixture()
    const body = signedSend(l, 0, l.contract.address, {
      value: '0',
      data: Buffer.from('add@01').toString('base64'),
      gasLimit: 5_000_000,
    })
    const hash = (await call('sharded.transaction.send', { body })).body.data.txHash as string
    advance(6000 * 2)
    const tx = (await call('sharded.transaction.get', { path: { txhash: hash }, query: { withResults: 'true' } })).body
      .data.transaction as Record<string, unknown>
    for (const [k, v] of Object.entries(real))
      if (k in tx) expect(jsonType(tx[k]), `transaction.${k}`).toBe(jsonType(v))
    const scrs = tx.smartContractResults as Record<string, unknown>[]
    const realScr = (real.smartContractResults as Record<string, unknown>[]).at(-1)!
    expect(scrs.length).toBeGreaterThan(0)
    for (const scr of scrs) {
      for (const k of Object.keys(scr)) expect(SCR_FIELDS.has(k), `result field ${k}`).toBe(true)
      for (const [k, v] of Object.entries(realScr)) if (k in scr) expect(jsonType(scr[k]), k).toBe(jsonType(v))
    }
    const logs = tx.logs as { address: unknown; events: Record<string, unknown>[] }
    const realEvent = (real.logs as { events: Record<string, unknown>[] }).events.at(-1)!
    expect(jsonType(logs.address)).toBe('string')
    for (const e of logs.events)
      for (const [k, v] of Object.entries(realEvent)) expect(jsonType(e[k]), `event.${k}`).toBe(jsonType(v))
  })
})
