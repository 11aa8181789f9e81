import { describe, expect, it } from 'vitest'
import { findRelayTx, nanosToMs, packetRefsOfEvents, packetState, stuckReason, transferDataOf } from './packet'
import { packetHref, parsePacketId } from '@/lib/format/packet-id'
import { recognise } from '@/lib/search/recognise'

const attrs = (o: Record<string, string>) => Object.entries(o).map(([key, value]) => ({ key, value }))

describe('packets named by transactions', () => {
  it('reads the packets of send, receive, acknowledge and timeout events, once each', () => {
    const p = {
      packet_src_port: 'transfer',
      packet_src_channel: 'channel-0',
      packet_dst_port: 'transfer',
      packet_dst_channel: 'channel-3',
      packet_sequence: '12',
    }
    const refs = packetRefsOfEvents([
      { type: 'message', attributes: attrs({ action: 'x' }) },
      { type: 'send_packet', attributes: attrs(p) },
      { type: 'send_packet', attributes: attrs(p) },
      { type: 'recv_packet', attributes: attrs({ ...p, packet_sequence: '7' }) },
      { type: 'acknowledge_packet', attributes: attrs({ ...p, packet_sequence: 'x' }) },
    ])
    expect(refs).toEqual([
      {
        role: 'send',
        port: 'transfer',
        channel: 'channel-0',
        sequence: '12',
        dstPort: 'transfer',
        dstChannel: 'channel-3',
      },
      {
        role: 'recv',
        port: 'transfer',
        channel: 'channel-0',
        sequence: '7',
        dstPort: 'transfer',
        dstChannel: 'channel-3',
      },
    ])
  })

  it('finds the transaction relaying a packet in a block by its message', () => {
    const msg = (type: string, seq: string, ch = 'channel-0') => ({
      body: { messages: [{ '@type': type, packet: { sequence: seq, source_port: 'transfer', source_channel: ch } }] },
    })
    const txs = [
      { body: { messages: [{ '@type': '/cosmos.bank.v1beta1.MsgSend' }] } },
      msg('/ibc.core.channel.v1.MsgRecvPacket', '5', 'channel-1'),
      msg('/ibc.core.channel.v1.MsgRecvPacket', '5'),
      msg('/ibc.core.channel.v1.MsgAcknowledgement', '6'),
    ]
    const id = { port: 'transfer', channel: 'channel-0', sequence: '5' }
    expect(findRelayTx(txs, 'recv', id)).toBe(2)
    expect(findRelayTx(txs, 'ack', id)).toBe(-1)
    expect(findRelayTx(txs, 'ack', { ...id, sequence: '6' })).toBe(3)
  })

  it('parses packet ids and transfer data, and nanosecond timeouts', () => {
    expect(parsePacketId(' transfer/channel-4/0012 ')).toEqual({
      port: 'transfer',
      channel: 'channel-4',
      sequence: '12',
    })
    expect(parsePacketId('transfer/chan-4/12')).toBeUndefined()
    expect(parsePacketId('transfer/channel-4')).toBeUndefined()
    expect(packetHref('hub', { port: 'transfer', channel: 'channel-1', sequence: '3' })).toBe(
      '/hub/ibc/packets/transfer/channel-1/3',
    )
    expect(transferDataOf('{"amount":"5","denom":"uhub","receiver":"b","sender":"a"}')).toEqual({
      amount: '5',
      denom: 'uhub',
      receiver: 'b',
      sender: 'a',
    })
    expect(transferDataOf('not json')).toBeUndefined()
    expect(nanosToMs('1700000000123000000')).toBe(1700000000123)
    expect(nanosToMs('0')).toBeUndefined()
  })

  it('offers a packet id in search on every SDK network', () => {
    const c = recognise('transfer/channel-0/15')
    expect(c.map((x) => x.network)).toEqual(['hub', 'staking', 'exchange', 'platform', 'classic'])
    expect(c.every((x) => x.kind === 'packet' && x.value === 'transfer/channel-0/15')).toBe(true)
  })
})

describe('where a packet is, and why', () => {
  it('tells the state from the commitment at the source and the receipt at the destination', () => {
    expect(packetState(false, true)).toBe('acknowledged')
    expect(packetState(false, false)).toBe('timed-out')
    expect(packetState(true, true)).toBe('received')
    expect(packetState(true, false)).toBe('in-flight')
    expect(packetState(undefined, false)).toBe('unknown')
  })

  const base = { nowMs: 1_000_000, usualDelayMs: 30_000, counterpartyExplored: true }
  it('says why a packet is stuck: client, timeout passed, no relayer, or just in flight', () => {
    expect(stuckReason({ ...base, state: 'acknowledged' })).toBeUndefined()
    expect(stuckReason({ ...base, state: 'in-flight', clientStatus: 'Expired' })).toMatch(/client .* is expired/)
    expect(stuckReason({ ...base, state: 'in-flight', sentMs: 100_000, timeoutMs: 400_000 })).toMatch(
      /timeout passed 10 min ago/,
    )
    expect(stuckReason({ ...base, state: 'in-flight', sentMs: 800_000, timeoutMs: 2_000_000 })).toMatch(
      /No relayer activity .* sent 3 min ago/,
    )
    expect(stuckReason({ ...base, state: 'in-flight', sentMs: 990_000 })).toMatch(/^In flight for 10 s/)
    expect(stuckReason({ ...base, state: 'received', sentMs: 900_000 })).toMatch(
      /acknowledgement has not been relayed back/,
    )
    expect(
      stuckReason({ ...base, state: 'in-flight', counterpartyExplored: false, counterpartyName: 'dex-zone-1' }),
    ).toMatch(/dex-zone-1 is not explored here/)
  })
})
