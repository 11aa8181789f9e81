/** The VM node's view of its network: the consensus committee and the connected peers, in words. */
import * as z from 'zod/mini'
import { formatDuration } from '@/lib/format/time'
import { groupThousands } from '@/lib/format/amount'
import { parse, uint } from '../common'
import { link, mono, shortId, text, type Adapter } from '../view'

const member = z.looseObject({
  name: z.optional(z.string()),
  address: z.optional(z.string()),
  votingPower: z.optional(uint),
  netAddr: z.optional(z.string()),
  csIndex: z.optional(uint),
})

export const vmCommittee: Adapter = (body, { network }) => ({
  kind: 'table',
  columns: [
    { key: 'index', label: '#', numeric: true },
    { key: 'name', label: 'Name' },
    { key: 'address', label: 'Address' },
    { key: 'power', label: 'Voting power', numeric: true },
    { key: 'net', label: 'Network address' },
  ],
  rows: parse(z.array(member), body).map((m) => ({
    index: text(m.csIndex),
    name: text(m.name),
    address: link('account', network, m.address),
    power: text(m.votingPower && groupThousands(m.votingPower)),
    net: mono(m.netAddr),
  })),
  empty: 'No committee: the node is not in a consensus epoch.',
})

const peer = z.looseObject({
  name: z.optional(z.string()),
  bestBlockID: z.optional(z.string()),
  totalScore: z.optional(uint),
  peerID: z.optional(z.string()),
  netAddr: z.optional(z.string()),
  inbound: z.optional(z.boolean()),
  duration: z.optional(uint),
})

export const vmPeers: Adapter = (body, { network }) => ({
  kind: 'table',
  columns: [
    { key: 'id', label: 'Peer' },
    { key: 'software', label: 'Software' },
    { key: 'best', label: 'Best block' },
    { key: 'direction', label: 'Direction' },
    { key: 'since', label: 'Connected for', numeric: true },
    { key: 'net', label: 'Network address' },
  ],
  rows: parse(z.array(peer), body).map((p) => ({
    id: shortId(p.peerID),
    software: text(p.name),
    best: link('block', network, p.bestBlockID, p.bestBlockID && `${p.bestBlockID.slice(0, 10)}…`),
    direction: text(p.inbound === undefined ? undefined : p.inbound ? 'inbound' : 'outbound'),
    since: text(p.duration && formatDuration(Number(p.duration) * 1000)),
    net: mono(p.netAddr),
  })),
  empty: 'No peers connected.',
})
