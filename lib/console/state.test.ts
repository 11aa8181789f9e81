import { describe, expect, it } from 'vitest'
import { consoleHref, parseConsoleUrl, toSearchParams, type ConsoleRequest } from './state'
import { FIXTURE_MAP, FIXTURES } from './testing/fixtures'

const parse = (s: string, network: Parameters<typeof parseConsoleUrl>[1] = 'hub') =>
  parseConsoleUrl(new URLSearchParams(s), network, FIXTURE_MAP)

describe('URL ⇄ console request', () => {
  it('reads op, gw, path, repeated query values and body', () => {
    const r = parse(
      'op=t.acks&gw=hub&p.channel_id=channel-0&p.port_id=transfer&p.packet_ack_sequences=1,2&q.seqs=3&q.seqs=4',
    )
    expect(r).toEqual({
      kind: 'ok',
      request: {
        opId: FIXTURES.acks!.id,
        gateway: 'hub',
        path: { channel_id: 'channel-0', port_id: 'transfer', packet_ack_sequences: '1,2' },
        query: { seqs: ['3', '4'] },
      },
    })
  })

  it('defaults the gateway to the network’s and rejects a gateway of another network', () => {
    expect(parse('op=t.balances', 'platform')).toMatchObject({ kind: 'ok', request: { gateway: 'platform' } })
    expect(parse('op=t.balances&gw=platform', 'hub')).toMatchObject({ kind: 'error' })
    expect(parse('op=t.indexerTxs', 'hub')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('does not offer'),
    })
    expect(parse('op=t.indexerTxs', 'ledger')).toMatchObject({ kind: 'ok', request: { gateway: 'indexer' } })
  })

  it('reports unknown operations and treats a missing op as an empty console', () => {
    expect(parse('op=nope')).toMatchObject({ kind: 'error', message: expect.stringContaining('nope') })
    expect(parse('gw=hub')).toEqual({ kind: 'empty' })
  })

  it('drops params the operation does not have, and bodies of GET operations', () => {
    const r = parse('op=t.balances&p.address=a1&p.bogus=x&q.zzz=1&body={}')
    expect(r).toEqual({
      kind: 'ok',
      request: { opId: FIXTURES.balances!.id, gateway: 'hub', path: { address: 'a1' }, query: {} },
    })
  })

  it('accepts Next searchParams records (repeated keys as arrays)', () => {
    const r = parseConsoleUrl({ op: 't.acks', 'q.seqs': ['1', '2'] }, 'hub', FIXTURE_MAP)
    expect(r).toMatchObject({ kind: 'ok', request: { query: { seqs: ['1', '2'] } } })
  })

  it('round-trips: toSearchParams then parse gives the same request, big integers and JSON bodies intact', () => {
    const req: ConsoleRequest = {
      opId: FIXTURES.broadcast!.id,
      gateway: 'hub',
      path: {},
      query: {},
      body: '{"tx_bytes":"AA==","gas":18446744073709551615}',
    }
    const back = parse(toSearchParams(req, FIXTURE_MAP).toString())
    expect(back).toEqual({ kind: 'ok', request: req })
    const acks: ConsoleRequest = {
      opId: FIXTURES.acks!.id,
      gateway: 'hub',
      path: { channel_id: 'c', port_id: 'p/x', packet_ack_sequences: '1,2' },
      query: { seqs: ['99999999999999999999', '1'] },
    }
    expect(parse(toSearchParams(acks, FIXTURE_MAP).toString())).toEqual({ kind: 'ok', request: acks })
  })

  it('writes a canonical order (op, gw, path in template order, query in catalog order) and omits empty values', () => {
    const sp = toSearchParams(
      {
        opId: FIXTURES.balances!.id,
        gateway: 'hub',
        path: { address: 'x' },
        query: { 'pagination.limit': ['5'], resolve_denom: [''], 'pagination.key': ['AA=='] },
      },
      FIXTURE_MAP,
    )
    expect([...sp.keys()]).toEqual(['op', 'gw', 'p.address', 'q.pagination.key', 'q.pagination.limit'])
  })

  it('builds the console href of a network', () => {
    expect(
      consoleHref('hub', { opId: 'cosmos.bank.balances', gateway: 'hub', path: { address: 'hub1x' }, query: {} }),
    ).toBe('/hub/api?op=cosmos.bank.balances&gw=hub&p.address=hub1x')
  })
})
