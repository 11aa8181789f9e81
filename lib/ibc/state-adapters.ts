/**
 * IBC state answers (consensus states, sequences, packet proofs, parameters, interchain accounts) → views in
 * words. Proof bytes are left to the JSON tab; what a person reads is the value and the height it was proven at.
 */
import { optStr, optUint, parse, z } from './schema'
import { kv, link, list, mono, row, shortId, status, text, time, type Adapter, type Field } from '@/lib/explorer/view'
import { shortType } from '@/lib/explorer/cosmos/messages'
import { nextCursor } from '@/lib/explorer/next-cursor'
import { networkIds, getNetwork, type NetworkId } from '@/lib/networks'
import { decodeBech32 } from '@/lib/format/address'
import { base64ToHex } from '@/lib/format/hex'
import { toEpochMs } from '@/lib/format/time'
import { clientKindName, isKnownClientKind } from './client-type'
import { clientHref, denomHref } from './routes'
import { formatSpanNs } from './trusting'

const height = z.looseObject({ revision_number: optUint, revision_height: optUint })
const proven = z.looseObject({ proof_height: z.optional(height) })

/** `proof_height` of an answer, as the row people read ("Proven at height 1-300"); none for an unproven answer. */
function provenRow(body: unknown) {
  const h = parse(proven, body ?? {}).proof_height
  if (!h?.revision_height || h.revision_height === '0') return undefined
  return row('Proven at height', text(`${h.revision_number ?? '0'}-${h.revision_height}`))
}

const kindField = (typeUrl: string | undefined): Field =>
  typeUrl === undefined ? { type: 'empty' } : text(clientKindName(typeUrl), !isKnownClientKind(typeUrl))

/** Base64 bytes as upper-case hex (how hashes are shown across the explorer); the input when it is not base64. */
const hashField = (b64: string | undefined): Field => shortId(b64 === undefined ? undefined : (base64ToHex(b64) ?? b64))

const STATUS_MEANING: Record<string, string> = {
  Active: 'The client is kept up to date and verifies packets from its chain.',
  Expired:
    'No update arrived within the trusting period: packets from its chain cannot be verified until governance recovers the client.',
  Frozen: 'Misbehaviour (two conflicting headers) was proven against its chain; the client verifies nothing more.',
  Unknown: 'The chain could not read the client’s state.',
  Unauthorized: 'The client’s type is not among the chain’s allowed client types.',
}

export const clientStatusAdapter: Adapter = (body) => {
  const s = parse(z.looseObject({ status: z.string() }), body).status
  return kv([row('Status', status(s === 'Active', s)), row('Meaning', text(STATUS_MEANING[s]))])
}

const consensusState = z.looseObject({
  '@type': optStr,
  timestamp: z.optional(z.union([z.string(), z.number()])),
  root: z.optional(z.looseObject({ hash: optStr })),
  next_validators_hash: optStr,
  diversifier: optStr,
})
type ConsensusState = z.output<typeof consensusState>

const consensusRows = (c: ConsensusState) => [
  row('Client type', kindField(c['@type'])),
  row('Time of the header', time(toEpochMs(c.timestamp))),
  row('Commitment root (app hash)', hashField(c.root?.hash)),
  row('Next validator set hash', shortId(c.next_validators_hash)),
  row('Diversifier', text(c.diversifier)),
]

/** `consensus_state` (client, channel and connection queries) or `upgraded_consensus_state`. */
export const consensusStateAdapter: Adapter = (body, { network }) => {
  const b = parse(
    z.looseObject({
      consensus_state: z.optional(consensusState),
      upgraded_consensus_state: z.optional(consensusState),
      client_id: optStr,
    }),
    body,
  )
  const c = b.consensus_state ?? b.upgraded_consensus_state
  if (!c) throw new Error('answer has no consensus state')
  return kv([
    b.client_id
      ? row('Client', { type: 'href', href: clientHref(network, b.client_id), label: b.client_id })
      : undefined,
    ...consensusRows(c),
    provenRow(body),
  ])
}

/** A client's stored consensus states, one per height it was updated to. */
export const consensusStatesAdapter: Adapter = (body) => {
  const b = parse(
    z.looseObject({
      consensus_states: z.array(z.looseObject({ height, consensus_state: consensusState })),
    }),
    body,
  )
  return {
    kind: 'table',
    columns: [
      { key: 'height', label: 'Height (revision-height)' },
      { key: 'time', label: 'Time of the header' },
      { key: 'root', label: 'Commitment root' },
      { key: 'nvh', label: 'Next validator set hash' },
    ],
    rows: b.consensus_states.map((s) => ({
      height: text(`${s.height.revision_number ?? '0'}-${s.height.revision_height ?? '?'}`),
      time: time(toEpochMs(s.consensus_state.timestamp)),
      root: hashField(s.consensus_state.root?.hash),
      nvh: shortId(s.consensus_state.next_validators_hash),
    })),
    next: nextCursor(body),
  }
}

/** `next_sequence_send` / `next_sequence_receive`: sequences start at 1, so the count so far is one less. */
export const nextSequenceAdapter: Adapter = (body) => {
  const b = parse(z.looseObject({ next_sequence_send: optUint, next_sequence_receive: optUint }), body)
  const send = b.next_sequence_send !== undefined
  const next = b.next_sequence_send ?? b.next_sequence_receive
  if (next === undefined) throw new Error('answer has no next sequence')
  // ibc-go keeps no receive sequence for an unordered channel and answers 0 for it.
  if (!send && next === '0')
    return kv([
      row('Next packet to receive', text('Not tracked: this channel accepts packets in any order')),
      provenRow(body),
    ])
  const sofar = next === '0' ? '0' : (BigInt(next) - 1n).toString()
  return kv([
    row(send ? 'Next packet to send' : 'Next packet to receive', text(`#${next}`)),
    row(send ? 'Packets sent so far' : 'Packets received in order so far', text(sofar)),
    provenRow(body),
  ])
}

export const escrowAddressAdapter: Adapter = (body, { network }) => {
  const a = parse(z.looseObject({ escrow_address: z.string() }), body).escrow_address
  return kv([
    row('Escrow account', link('account', network, a)),
    row('What it holds', text('This chain’s own tokens sent out over the channel, until they come back.')),
  ])
}

/** One packet's commitment, acknowledgement or receipt, by which key the answer carries. */
export const packetProofAdapter: Adapter = (body) => {
  const b = parse(
    z.looseObject({ commitment: optStr, acknowledgement: optStr, received: z.optional(z.boolean()) }),
    body,
  )
  if (b.received !== undefined)
    return kv([
      // Not yet received is the normal state of a packet in flight: words, not a red badge.
      row('Receipt', b.received ? status(true, 'Received on this chain') : text('Not received on this chain')),
      provenRow(body),
    ])
  if (b.commitment !== undefined)
    return kv([
      row('State', text('Sent, waiting for its acknowledgement')),
      row('Commitment hash', hashField(b.commitment)),
      provenRow(body),
    ])
  if (b.acknowledgement !== undefined)
    return kv([
      row('State', status(true, 'Received here; acknowledgement written')),
      row('Acknowledgement hash', hashField(b.acknowledgement)),
      provenRow(body),
    ])
  throw new Error('answer has no commitment, acknowledgement or receipt')
}

const onOff = (v: boolean | undefined): Field =>
  v === undefined ? { type: 'empty' } : status(v, v ? 'Enabled' : 'Disabled')
/** The `params` object of a parameters answer (zod cannot carry the generic through the wrapper, hence the cast). */
const params = <T extends z.ZodMiniType>(shape: T, body: unknown): z.output<T> =>
  (parse(z.looseObject({ params: shape }), body) as { params: z.output<T> }).params

export const clientParamsAdapter: Adapter = (body) => {
  const p = params(z.looseObject({ allowed_clients: z.optional(z.array(z.string())) }), body)
  const all = p.allowed_clients ?? []
  return kv([
    row(
      'Allowed client types',
      all.includes('*')
        ? text('Any client type')
        : list(all.map((id) => text(isKnownClientKind(id) ? `${clientKindName(id)} (${id})` : id))),
    ),
  ])
}

export const connectionParamsAdapter: Adapter = (body) => {
  const p = params(z.looseObject({ max_expected_time_per_block: optUint }), body)
  const ns = p.max_expected_time_per_block
  return kv([
    row('Longest expected time per block', text(ns && formatSpanNs(BigInt(ns)))),
    row(
      'What it is for',
      text('Turns a connection’s delay period into a number of blocks a packet proof must wait on this chain.'),
    ),
  ])
}

export const transferParamsAdapter: Adapter = (body) => {
  const p = params(
    z.looseObject({ send_enabled: z.optional(z.boolean()), receive_enabled: z.optional(z.boolean()) }),
    body,
  )
  return kv([
    row('Sending tokens to other chains', onOff(p.send_enabled)),
    row('Receiving tokens from other chains', onOff(p.receive_enabled)),
  ])
}

export const denomHashAdapter: Adapter = (body, { network }) => {
  const hash = parse(z.looseObject({ hash: z.string() }), body).hash.toUpperCase()
  const denom = `ibc/${hash}`
  const h = denomHref(network, denom)
  return kv([
    row('IBC denomination', h ? { type: 'href', href: h, label: denom } : mono(denom)),
    row('Hash', mono(hash)),
  ])
}

/** The network whose accounts carry this bech32 prefix, when the explorer knows one. */
function networkOfAddress(address: string): NetworkId | undefined {
  const prefix = decodeBech32(address)?.prefix
  return networkIds().find((n) => {
    const a = getNetwork(n).address
    return a.kind === 'bech32' && a.prefix === prefix
  })
}

export const icaAccountAdapter: Adapter = (body) => {
  const a = parse(z.looseObject({ address: z.string() }), body).address
  const host = networkOfAddress(a)
  return kv([
    row('Interchain account', host ? link('account', host, a) : mono(a)),
    row(
      'On chain',
      text(host ? getNetwork(host).name : 'The host chain of the connection (not one this explorer shows)'),
    ),
  ])
}

export const icaControllerParamsAdapter: Adapter = (body) => {
  const p = params(z.looseObject({ controller_enabled: z.optional(z.boolean()) }), body)
  return kv([row('Controlling accounts on other chains', onOff(p.controller_enabled))])
}

export const icaHostParamsAdapter: Adapter = (body) => {
  const p = params(
    z.looseObject({ host_enabled: z.optional(z.boolean()), allow_messages: z.optional(z.array(z.string())) }),
    body,
  )
  const msgs = p.allow_messages ?? []
  return kv([
    row('Hosting accounts for other chains', onOff(p.host_enabled)),
    row(
      'Messages they may send',
      msgs.includes('*') ? text('Any message') : msgs.length ? list(msgs.map((m) => text(shortType(m)))) : text('None'),
    ),
  ])
}

/** Registered under `ibc.*` beside lib/ibc/adapters.ts. */
export const IBC_STATE_ADAPTERS = {
  'ibc.clientStatus': clientStatusAdapter,
  'ibc.consensusState': consensusStateAdapter,
  'ibc.consensusStates': consensusStatesAdapter,
  'ibc.nextSequence': nextSequenceAdapter,
  'ibc.escrowAddress': escrowAddressAdapter,
  'ibc.packetProof': packetProofAdapter,
  'ibc.clientParams': clientParamsAdapter,
  'ibc.connectionParams': connectionParamsAdapter,
  'ibc.transferParams': transferParamsAdapter,
  'ibc.denomHash': denomHashAdapter,
  'ibc.icaAccount': icaAccountAdapter,
  'ibc.icaControllerParams': icaControllerParamsAdapter,
  'ibc.icaHostParams': icaHostParamsAdapter,
} satisfies Record<string, Adapter>
