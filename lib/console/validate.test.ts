import { describe, expect, it } from 'vitest'
import { getOperation, type OperationId } from '@/lib/catalog'
import type { ConsoleRequest } from './state'
import { FIXTURES } from './testing/fixtures'
import { consoleProxyUrl, upstreamPathAndQuery, validateRequest } from './validate'

const req = (
  opId: OperationId,
  gateway: ConsoleRequest['gateway'],
  more: Partial<ConsoleRequest> = {},
): ConsoleRequest => ({ opId, gateway, path: {}, query: {}, ...more })
const errorsOf = (v: ReturnType<typeof validateRequest>) => (v.ok ? {} : v.errors)

describe('validateRequest', () => {
  it('builds the neutral path and a sorted query, keeping big integers as typed', () => {
    const v = validateRequest(
      FIXTURES.balances!,
      req(FIXTURES.balances!.id, 'platform', {
        path: { address: 'plat1abc' },
        query: {
          'pagination.limit': ['18446744073709551615'],
          resolve_denom: ['true'],
          'pagination.count_total': ['false'],
        },
      }),
    )
    expect(v.ok).toBe(true)
    if (!v.ok) return
    expect(v.request.path).toBe('/sdk/bank/v1beta1/balances/plat1abc')
    expect(v.request.search).toBe(
      'pagination.count_total=false&pagination.limit=18446744073709551615&resolve_denom=true',
    )
    expect(consoleProxyUrl(v.request)).toBe(
      '/api/gw/platform/sdk/bank/v1beta1/balances/plat1abc?pagination.count_total=false&pagination.limit=18446744073709551615&resolve_denom=true',
    )
    expect(upstreamPathAndQuery(v.request, { sdk: 'cosmos' })).toMatch(/^\/cosmos\/bank\/v1beta1\/balances\/plat1abc\?/)
  })

  it('explains each invalid field by its key and never builds the request', () => {
    const v = validateRequest(
      FIXTURES.balances!,
      req(FIXTURES.balances!.id, 'platform', {
        query: { 'pagination.limit': ['-1'], resolve_denom: ['yes'], 'pagination.key': ['not base64!'] },
      }),
    )
    expect(errorsOf(v)).toEqual({
      'p.address': 'required',
      'q.pagination.limit': 'must be a non-negative decimal integer',
      'q.resolve_denom': 'must be true or false',
      'q.pagination.key': 'must be base64',
    })
  })

  it('rejects uint64 overflow', () => {
    const v = validateRequest(
      FIXTURES.balances!,
      req(FIXTURES.balances!.id, 'platform', {
        path: { address: 'a' },
        query: { 'pagination.offset': ['18446744073709551616'] },
      }),
    )
    expect(errorsOf(v)).toEqual({ 'q.pagination.offset': 'must fit in uint64' })
  })

  it('applies the SDK rule that pagination.key and pagination.offset exclude each other', () => {
    const v = validateRequest(
      FIXTURES.balances!,
      req(FIXTURES.balances!.id, 'platform', {
        path: { address: 'a' },
        query: { 'pagination.key': ['AA=='], 'pagination.offset': ['2'] },
      }),
    )
    expect(errorsOf(v)).toEqual({
      'q.pagination.key': 'use only one of key or offset',
      'q.pagination.offset': 'use only one of key or offset',
    })
  })

  it("applies every exclusive pair of the catalog, as the proxy does: the indexer's round and min-round", () => {
    const op = getOperation('indexer.transactions.search')
    const v = validateRequest(op, req(op.id, 'indexer', { query: { round: ['5'], 'min-round': ['2'] } }))
    expect(errorsOf(v)).toEqual({
      'q.round': 'use only one of min-round or round',
      'q.min-round': 'use only one of min-round or round',
    })
    expect(errorsOf(validateRequest(op, req(op.id, 'indexer', { query: { round: ['5'] } })))).toEqual({})
  })

  it('ignores params the gateway does not accept (P-short on the Hub)', () => {
    const v = validateRequest(
      FIXTURES.balances!,
      req(FIXTURES.balances!.id, 'hub', {
        path: { address: 'a' },
        query: { 'pagination.offset': ['2'], 'pagination.reverse': ['true'] },
      }),
    )
    expect(v.ok && v.request.search).toBe('')
  })

  it('splits comma-separated array path params and repeats array query params', () => {
    const v = validateRequest(
      FIXTURES.acks!,
      req(FIXTURES.acks!.id, 'hub', {
        path: { channel_id: 'channel-0', port_id: 'transfer', packet_ack_sequences: '1,2,3' },
        query: { seqs: ['7', '8'] },
      }),
    )
    expect(v.ok && v.request.path).toBe(
      '/ibc/core/channel/v1/channels/channel-0/ports/transfer/packet_commitments/1,2,3/unreceived_acks',
    )
    expect(v.ok && v.request.search).toBe('seqs=7&seqs=8')
    const bad = validateRequest(
      FIXTURES.acks!,
      req(FIXTURES.acks!.id, 'hub', {
        path: { channel_id: 'c', port_id: 'p', packet_ack_sequences: '1,x' },
        query: { seqs: ['1', 'y'] },
      }),
    )
    expect(errorsOf(bad)).toEqual({
      'p.packet_ack_sequences': expect.stringContaining('each comma-separated item'),
      'q.seqs': 'must be a non-negative decimal integer',
    })
  })

  it('keeps a greedy path param’s slashes, checks enums and required query params', () => {
    const v = validateRequest(
      FIXTURES.trace!,
      req(FIXTURES.trace!.id, 'exchange', {
        path: { trace: 'transfer/channel-1/uatom' },
        query: { status: ['A'], when: ['2026-01-01T00:00:00Z'] },
      }),
    )
    expect(v.ok && v.request.path).toBe('/ibc/apps/transfer/v1/denom_hashes/transfer/channel-1/uatom')
    const bad = validateRequest(
      FIXTURES.trace!,
      req(FIXTURES.trace!.id, 'exchange', { path: { trace: 'a/../b' }, query: { status: ['C'] } }),
    )
    expect(errorsOf(bad)).toEqual({
      'p.trace': expect.stringContaining('dot-segments'),
      'q.status': 'must be one of A, B',
      'q.when': 'required',
    })
  })

  it('rejects several values for a scalar query param', () => {
    expect(
      errorsOf(
        validateRequest(
          FIXTURES.indexerTxs!,
          req(FIXTURES.indexerTxs!.id, 'indexer', { query: { round: ['1', '2'] } }),
        ),
      ),
    ).toEqual({ 'q.round': 'takes one value' })
  })

  it('validates JSON bodies with the operation’s schema and sends the text as typed', () => {
    const ok = validateRequest(
      FIXTURES.broadcast!,
      req(FIXTURES.broadcast!.id, 'hub', { body: '{"tx_bytes":"AA==","mode":"SYNC"}' }),
    )
    expect(ok.ok && ok.request.body).toEqual({
      text: '{"tx_bytes":"AA==","mode":"SYNC"}',
      contentType: 'application/json',
    })
    expect(
      errorsOf(validateRequest(FIXTURES.broadcast!, req(FIXTURES.broadcast!.id, 'hub', { body: '{"tx_bytes":' }))),
    ).toEqual({ body: expect.stringContaining('not valid JSON') })
    expect(
      errorsOf(
        validateRequest(
          FIXTURES.broadcast!,
          req(FIXTURES.broadcast!.id, 'hub', { body: '{"tx_bytes":"AA==","mode":"BLOCK","x":1}' }),
        ),
      ),
    ).toEqual({
      body: expect.stringMatching(/mode: .*\n.*x/s),
    })
    expect(errorsOf(validateRequest(FIXTURES.broadcast!, req(FIXTURES.broadcast!.id, 'hub', { body: '' })))).toEqual({
      body: expect.stringContaining('tx_bytes'),
    })
  })

  it('takes binary bodies as base64', () => {
    expect(errorsOf(validateRequest(FIXTURES.rawTx!, req(FIXTURES.rawTx!.id, 'node', { body: '' })))).toEqual({
      body: expect.stringContaining('required'),
    })
    expect(errorsOf(validateRequest(FIXTURES.rawTx!, req(FIXTURES.rawTx!.id, 'node', { body: '%%' })))).toEqual({
      body: 'must be base64',
    })
    const ok = validateRequest(
      FIXTURES.rawTx!,
      req(FIXTURES.rawTx!.id, 'node', { body: 'gqNzaWfEQA==', query: { 'skip-pq-address-check': ['true'] } }),
    )
    expect(ok.ok && ok.request.body).toEqual({ text: 'gqNzaWfEQA==', contentType: 'application/x-binary' })
  })
})
