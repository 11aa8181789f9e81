import { describe, expect, it } from 'vitest'
import { parseJsonTree } from './json'
import { nextPageRequest } from './next-page'
import type { ConsoleRequest } from './state'
import { FIXTURES } from './testing/fixtures'

const base: ConsoleRequest = {
  opId: FIXTURES.balances!.id,
  gateway: 'platform',
  path: { address: 'a' },
  query: { 'pagination.offset': ['10'], 'pagination.limit': ['2'] },
}

describe('nextPageRequest', () => {
  it('follows pagination.next_key and drops the offset it excludes', () => {
    const next = nextPageRequest(
      FIXTURES.balances!,
      base,
      parseJsonTree('{"balances":[],"pagination":{"next_key":"AAE=","total":"0"}}'),
    )
    expect(next?.query).toEqual({ 'pagination.limit': ['2'], 'pagination.key': ['AAE='] })
    expect(nextPageRequest(FIXTURES.balances!, base, parseJsonTree('{"pagination":{"next_key":null}}'))).toBeUndefined()
  })

  it('follows the indexer next-token', () => {
    const r: ConsoleRequest = { opId: FIXTURES.indexerTxs!.id, gateway: 'indexer', path: {}, query: { limit: ['5'] } }
    expect(
      nextPageRequest(FIXTURES.indexerTxs!, r, parseJsonTree('{"transactions":[],"next-token":"abc"}'))?.query,
    ).toEqual({ limit: ['5'], next: ['abc'] })
    expect(nextPageRequest(FIXTURES.indexerTxs!, r, parseJsonTree('{"transactions":[]}'))).toBeUndefined()
  })

  it('advances VM log options while pages come back full', () => {
    const r: ConsoleRequest = {
      opId: FIXTURES.logs!.id,
      gateway: 'vm',
      path: {},
      query: {},
      body: '{"options":{"offset":0,"limit":2}}',
    }
    const next = nextPageRequest(FIXTURES.logs!, r, parseJsonTree('[{},{}]'))
    expect(JSON.parse(next!.body!)).toEqual({ options: { offset: 2, limit: 2 } })
    expect(nextPageRequest(FIXTURES.logs!, r, parseJsonTree('[{}]'))).toBeUndefined()
    expect(
      nextPageRequest(FIXTURES.logs!, { ...r, body: '{"options":null}' }, parseJsonTree('[{},{}]')),
    ).toBeUndefined()
  })

  it('offers nothing for operations that do not page', () => {
    expect(
      nextPageRequest(FIXTURES.broadcast!, base, parseJsonTree('{"pagination":{"next_key":"AA=="}}')),
    ).toBeUndefined()
  })
})
