import { beforeAll, describe, expect, it } from 'vitest'
import { operationsOf, type OperationId } from '@/lib/catalog'
import { responseValidators } from '../sharded/testing/openapi'
import { vmFixture } from './testing/fixtures'
import { meterDoc } from './testing/meter-spec'
import { beat } from './subscriptions'
import { blockView } from './views'

/** Every catalog operation answers a body valid against meter.yaml (with the errata of testing/meter-spec.ts). */

/** Operations whose upstream answer has no schema: committee (the doc misspells `responses`). */
const NO_UPSTREAM_SCHEMA: OperationId[] = ['vm.node.committee']

describe('VM answers against the upstream meter.yaml', () => {
  const v = responseValidators(meterDoc)
  let f: Awaited<ReturnType<typeof vmFixture>>
  beforeAll(async () => {
    f = await vmFixture()
  })
  const rest = operationsOf('vm').filter((op) => !op.flags.websocket)
  it.each(rest.map((op) => [op.id, op.method, op.path] as const))('%s (%s %s)', async (id, method, path) => {
    const validate = v.for(method, path)
    expect(validate === null, `schema presence of ${id}`).toBe(NO_UPSTREAM_SCHEMA.includes(id))
    const res = await f.call(id, f.samples()[id])
    expect(res.status).toBe(200)
    if (validate) expect(validate(res.body), v.errors(validate)).toBe(true)
  })

  it('the raw transaction form and the signingHash answer also match', async () => {
    const tx = f.tokenTx()
    const validate = v.for('GET', '/transactions/{id}')!
    expect(
      validate((await f.call('vm.transactions.get', { path: { id: tx.id }, query: { raw: 'true' } })).body),
      v.errors(validate),
    ).toBe(true)
  })

  it('stream messages match the subscription schemas', () => {
    const b = f.l.blocks[f.tokenTx().blockNumber]!
    const block = v.for('GET', '/subscriptions/block')!
    expect(block({ ...blockView(f.l, b), obsolete: false }), v.errors(block)).toBe(true)
    const bt = v.for('GET', '/subscriptions/beat')!
    expect(bt(beat(f.l, b)), v.errors(bt)).toBe(true)
  })

  it('the check itself rejects a broken answer', () => {
    const validate = v.for('GET', '/accounts/{address}')!
    expect(validate({ balance: 5, energy: '0x1', hasCode: 'no' })).toBe(false)
  })
})
