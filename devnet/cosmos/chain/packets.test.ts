import { describe, expect, it } from 'vitest'
import { cosmosGatewayIds } from '@/lib/networks'
import { Chain } from './chain'
import { anyToJson, TYPE } from './codec'
import { Topology } from './ibc'
import { profileOf } from './profile'

const EPOCH = 1_800_000_000_000
const make = (id: 'hub' | 'staking') => new Chain({ seed: 5, profile: profileOf(id), now: () => EPOCH, epoch: EPOCH })

describe('devnet IBC topology', () => {
  it('pairs every channel between devnet chains both ways, on matching clients and connections', () => {
    let pairs = 0
    for (const a of cosmosGatewayIds()) {
      const ta = new Topology(a)
      for (const ch of ta.channels) {
        const cp = ta.counterparties[ch.connection]!
        if (!cp.gateway || ch.portId !== 'transfer' || ch.state !== 'STATE_OPEN') continue
        const other = new Topology(cp.gateway).channel(ch.counterpartyChannel, ch.counterpartyPort)
        expect(other, `${a} ${ch.channelId} → ${cp.gateway} ${ch.counterpartyChannel}`).toBeDefined()
        expect(other!.counterpartyChannel).toBe(ch.channelId)
        expect(other!.state).toBe('STATE_OPEN')
        expect(new Topology(cp.gateway).counterparties[other!.connection]!.chainId).toBe(profileOf(a).chainId)
        pairs++
      }
    }
    // Five chains, each open to the four others.
    expect(pairs).toBe(20)
  })
})

interface Seen {
  sent: Map<number, string>
  recv: Map<number, string>
  acked: Set<number>
  timedOut: Set<number>
}

/** Blocks of the last WINDOW source heights (and the destination's since then) are read; older packets are left out. */
const WINDOW = 2500
const IBC_KINDS = new Set(['ibc', 'recv', 'ack', 'timeout'])

/**
 * Packet sequences (and their data) by what the blocks of both chains say about channel `srcCh` of `a`, for the
 * packets sent from `first` on. Only blocks whose intents touch IBC are built (building every block is slow).
 */
function scan(a: Chain, b: Chain, srcCh: string, dstCh: string, fromHeight: number, first: number): Seen {
  const seen: Seen = { sent: new Map(), recv: new Map(), acked: new Set(), timedOut: new Set() }
  const attr = (
    t: { events: { type: string; attributes: { key: string; value: string }[] }[] },
    type: string,
    key: string,
  ) => t.events.find((e) => e.type === type)?.attributes.find((x) => x.key === key)?.value
  const heights = (c: Chain, from: number) =>
    Array.from({ length: c.head - from + 1 }, (_, i) => from + i).filter((h) =>
      c.intentsAt(h).some((x) => IBC_KINDS.has(x.kind)),
    )
  for (const h of heights(a, fromHeight))
    for (const t of a.block(h)!.txs) {
      const type = t.tx.body!.messages[0]!.typeUrl
      if (type === TYPE.transfer && attr(t, 'send_packet', 'packet_src_channel') === srcCh)
        seen.sent.set(Number(attr(t, 'send_packet', 'packet_sequence')), attr(t, 'send_packet', 'packet_data')!)
      if (type === TYPE.acknowledgement && attr(t, 'acknowledge_packet', 'packet_src_channel') === srcCh)
        seen.acked.add(Number(attr(t, 'acknowledge_packet', 'packet_sequence')))
      if (type === TYPE.timeout && attr(t, 'timeout_packet', 'packet_src_channel') === srcCh)
        seen.timedOut.add(Number(attr(t, 'timeout_packet', 'packet_sequence')))
    }
  const bFrom = Math.max(1, Math.floor((a.blockTime(fromHeight) - b.genesisTime) / b.blockMs))
  for (const h of heights(b, bFrom))
    for (const t of b.block(h)!.txs) {
      if (t.tx.body!.messages[0]!.typeUrl !== TYPE.recvPacket) continue
      const pkt = anyToJson(t.tx.body!.messages[0]!).packet as Record<string, string>
      if (pkt.destination_channel !== dstCh) continue
      expect(pkt.source_channel).toBe(srcCh)
      expect(seen.recv.has(Number(pkt.sequence))).toBe(false)
      seen.recv.set(Number(pkt.sequence), Buffer.from(pkt.data!, 'base64').toString())
    }
  const keep = (s: number) => s >= first
  return {
    sent: new Map([...seen.sent].filter(([s]) => keep(s))),
    recv: new Map([...seen.recv].filter(([s]) => keep(s))),
    acked: new Set([...seen.acked].filter(keep)),
    timedOut: new Set([...seen.timedOut].filter(keep)),
  }
}

describe('packets between two devnet chains', () => {
  // Both chains built from one epoch: their heads stand at the same instant.
  const hub = make('hub')
  const staking = make('staking')

  it.each([
    ['hub → staking', hub, staking],
    ['staking → hub', staking, hub],
  ] as const)(
    'reconcile %s: sent = received + in flight + timed out, acknowledgements come back',
    (_, a, b) => {
      const link = a.links.out.find((l) => l.dst === b.opts.profile.id)!
      const fromHeight = a.head - WINDOW
      const first = link.sentUpTo(fromHeight) + 1
      const { sent, recv, acked, timedOut } = scan(a, b, link.srcChannel, link.dstChannel, fromHeight, first)
      const commitments = new Set([...(a.pending.get(link.srcChannel)?.keys() ?? [])].filter((s) => s >= first))
      expect(sent.size).toBeGreaterThan(100)
      expect([...sent.keys()]).toEqual(Array.from({ length: sent.size }, (_, i) => first + i))
      // Every received packet was sent, with the very same data, and never also timed out.
      for (const [s, data] of recv) {
        expect(sent.get(s)).toBe(data)
        expect(timedOut.has(s)).toBe(false)
      }
      for (const s of acked) expect(recv.has(s)).toBe(true)
      for (const s of timedOut) expect(sent.has(s)).toBe(true)
      // In flight: sent, not received, not timed out; exactly the commitments the source still holds, with the
      // received-but-not-yet-acknowledged ones.
      const inFlight = [...sent.keys()].filter((s) => !recv.has(s) && !timedOut.has(s))
      expect(sent.size).toBe(recv.size + inFlight.length + timedOut.size)
      expect([...commitments].sort((x, y) => x - y)).toEqual(
        [...sent.keys()].filter((s) => !acked.has(s) && !timedOut.has(s)),
      )
      // Some of each: timed out, never relayed, and received packets acknowledged.
      expect(timedOut.size).toBeGreaterThan(0)
      expect(inFlight.length).toBeGreaterThan(0)
      expect(acked.size).toBeGreaterThan(recv.size * 0.9)
      // Receivers are accounts of the destination chain.
      const data = JSON.parse(recv.values().next().value!) as { receiver: string }
      expect(b.book.resolve(data.receiver)?.kind).toBe('account')
    },
    120_000,
  )

  it('refunds a timed-out packet to its sender from the escrow', () => {
    const link = hub.links.out.find((l) => l.dst === 'staking')!
    let s = 1
    while (link.fate(s) !== 'timeout') s++
    const close = link.closeOf(s)!
    const tx = hub.block(close.height)!.txs.find((t) => t.tx.body!.messages[0]!.typeUrl === TYPE.timeout)!
    const sender = hub.book.address(link.data(s).sender)
    const refund = tx.events.find(
      (e) => e.type === 'transfer' && e.attributes.some((a) => a.key === 'recipient' && a.value === sender),
    )
    expect(refund?.attributes.find((a) => a.key === 'amount')?.value).toBe(
      `${link.data(s).amount}${profileOf('hub').denom}`,
    )
  })
})
