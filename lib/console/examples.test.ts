import { describe, expect, it } from 'vitest'
import { OPERATIONS_BY_ID } from '@/lib/catalog'
import { path } from '@/lib/catalog/params'
import { EXAMPLES } from './example-table'
import {
  collectRecords,
  deriveRecords,
  exampleParams,
  exampleRequest,
  fillPlaceholders,
  rankRecords,
  type IdRecord,
} from './examples'
import { parseJsonTree } from './json'
import { FIXTURES } from './testing/fixtures'

const channels = parseJsonTree(
  JSON.stringify({
    channels: [
      {
        port_id: 'icacontroller-x',
        channel_id: 'channel-7',
        counterparty: { port_id: 'icahost', channel_id: 'channel-90' },
      },
      { port_id: 'transfer', channel_id: 'channel-0', counterparty: { port_id: 'transfer', channel_id: 'channel-5' } },
    ],
    height: { revision_number: '1', revision_height: '0' },
  }),
)!

describe('example builder', () => {
  it('records each object’s scalar fields in document order, parents before children', () => {
    const recs = collectRecords(channels, '/ibc/core/channel/v1/channels')
    expect(recs.map((r) => Object.fromEntries(r.fields))).toEqual([
      { port_id: 'icacontroller-x', channel_id: 'channel-7' },
      { port_id: 'icahost', channel_id: 'channel-90' },
      { port_id: 'transfer', channel_id: 'channel-0' },
      { port_id: 'transfer', channel_id: 'channel-5' },
      { revision_number: '1', revision_height: '0' },
    ])
  })

  it('takes related params from one agreeing record, never mixing a channel with its counterparty', () => {
    const recs = collectRecords(channels, '/ibc/core/channel/v1/channels')
    const specs = [path('channel_id'), path('port_id')]
    expect(exampleParams(specs, recs)).toEqual({ channel_id: 'channel-7', port_id: 'icacontroller-x' })
    expect(exampleParams(specs, recs, { port_id: 'transfer' })).toEqual({
      channel_id: 'channel-0',
      port_id: 'transfer',
    })
  })

  it('skips values that do not fit the param type, and zeros', () => {
    const recs: IdRecord[] = [
      { source: '/x', fields: new Map([['height', '0']]) },
      { source: '/x', fields: new Map([['height', 'abc']]) },
      { source: '/x', fields: new Map([['height', '42']]) },
    ]
    expect(exampleParams([path('height', 'int64')], recs)).toEqual({ height: '42' })
  })

  it('ranks preferred sources, then records beside a field, then path kinship', () => {
    const a = { source: '/a/b', fields: new Map([['x', '1']]) }
    const b = { source: '/c/d', fields: new Map([['x', '2']]) }
    const c = {
      source: '/a/e',
      fields: new Map([
        ['x', '3'],
        ['y', '0'],
      ]),
    }
    expect(rankRecords('/a/b/{x}', [b, c, a]).map((r) => r.fields.get('x'))).toEqual(['1', '3', '2'])
    expect(rankRecords('/a/b/{x}', [b, c, a], ['/c/d']).map((r) => r.fields.get('x'))).toEqual(['2', '1', '3'])
    expect(rankRecords('/a/b/{x}', [b, c, a], [], 'y').map((r) => r.fields.get('x'))).toEqual(['3', '1', '2'])
  })

  it('fills placeholders and reports the ones no answer names', () => {
    const missing: string[] = []
    const recs: IdRecord[] = [{ source: '/x', fields: new Map([['tx_bytes', 'AAE=']]) }]
    expect(
      fillPlaceholders('{"tx_bytes":"{{tx_bytes}}","d":"{{$denom}}","n":"{{nope}}"}', recs, missing, {
        $denom: 'uhub',
      }),
    ).toBe('{"tx_bytes":"AAE=","d":"uhub","n":"{{nope}}"}')
    expect(missing).toEqual(['nope'])
  })

  it('derives a Cosmos tx hash from block tx bytes and the hash of an ibc denom', () => {
    const recs: IdRecord[] = [
      { source: '/b', fields: new Map([['txs', 'YWJjZGVmZ2hpamtsbW5vcA==']]) },
      {
        source: '/d',
        fields: new Map([
          ['denom', `ibc/${'A'.repeat(64)}`],
          ['delegator_address', 'plat1x'],
        ]),
      },
    ]
    deriveRecords(recs, 0)
    expect(recs[2]!.fields.get('txhash')).toMatch(/^[0-9A-F]{64}$/)
    expect(Object.fromEntries(recs[3]!.fields)).toMatchObject({ hash: 'A'.repeat(64), delegator_address: 'plat1x' })
  })

  it('builds a request with required params, typed fallbacks reported as missing, and the body skeleton', () => {
    const ex = exampleRequest(FIXTURES.balances!, 'platform', [])
    expect(ex.request.path).toEqual({ address: 'example' })
    expect(ex.missing).toEqual(['address'])
    const body = exampleRequest(FIXTURES.broadcast!, 'hub', [])
    expect(JSON.parse(body.request.body!)).toEqual({ tx_bytes: '' })
  })

  it('takes every open param from one record that holds them all, rather than a patchwork that names no pair', () => {
    const rec = (f: Record<string, string>): IdRecord => ({
      source: '/alliances/delegations',
      fields: new Map(Object.entries(f)),
    })
    const hash = 'AB'.repeat(32)
    const recs = [
      rec({ delegator_address: 'plat1a', validator_address: 'platvaloper1a', denom: 'ustplat' }),
      rec({ hash }),
      rec({ delegator_address: 'plat1b', validator_address: 'platvaloper1b', hash }),
    ]
    const specs = [path('delegator_addr'), path('validator_addr'), path('hash', 'hex')]
    expect(exampleParams(specs, recs)).toEqual({ delegator_addr: 'plat1b', validator_addr: 'platvaloper1b', hash })
    // Without such a record, agreeing pieces still fill the params.
    expect(exampleParams(specs, recs.slice(0, 2))).toEqual({
      delegator_addr: 'plat1a',
      validator_addr: 'platvaloper1a',
      hash,
    })
  })

  it('waits for the answers an example names instead of guessing from any address', () => {
    const op = OPERATIONS_BY_ID.get('cosmos.feegrant.allowance')!
    const templates = (id: string) => OPERATIONS_BY_ID.get(id)?.path
    const [granter, grantee, other] = [
      'hub1j2606fcqqq9ejwptk85p8frg7nnvt0nwcm09vd',
      'hub1j2606fcqqqqvp6rn2gxy90zezmc09jw7k9ejaa',
      'hub1fl48vsnmsdzcv85q5d2q4z5ajdha8yu3gmyw4s',
    ]
    const recs: IdRecord[] = [{ source: '/sdk/auth/v1beta1/accounts', fields: new Map([['address', other]]) }]
    const guess = exampleRequest(op, 'hub', recs, EXAMPLES, templates)
    expect(guess.missing).toEqual(['an answer of cosmos.feegrant.allowances or cosmos.feegrant.issued', 'granter'])
    // A sponsored transaction's fee names the granter and, as payer, the grantee.
    recs.push({
      source: '/sdk/tx/v1beta1/txs/{hash}',
      fields: new Map([
        ['gas_limit', '200000'],
        ['payer', grantee],
        ['granter', granter],
      ]),
    })
    const fromFee = exampleRequest(op, 'hub', recs, EXAMPLES, templates)
    expect(fromFee.request.path).toEqual({ granter, grantee })
    expect(fromFee.missing).toEqual(['an answer of cosmos.feegrant.allowances or cosmos.feegrant.issued'])
    recs.push({
      source: OPERATIONS_BY_ID.get('cosmos.feegrant.issued')!.path,
      fields: new Map([
        ['granter', granter],
        ['grantee', grantee],
      ]),
    })
    expect(exampleRequest(op, 'hub', recs, EXAMPLES, templates)).toMatchObject({
      request: { path: { granter, grantee } },
      missing: [],
    })
    // Platform serves neither list: the fee record alone is enough there.
    expect(exampleRequest(op, 'platform', recs.slice(0, 2), EXAMPLES, templates).missing).toEqual([])
  })
})
