/** IBC answers → explorer views, with links between channels, connections, clients and denom traces. */
import { optStr, optUint, parse, uint, z } from './schema'
import { amount, kv, list, mono, row, shortId, text, type Adapter, type Field } from '@/lib/explorer/view'
import { base64ToHex } from '@/lib/format/hex'
import { nextCursor } from '@/lib/explorer/next-cursor'
import { clientStateOfAnswer, formatHeight, type ClientStateInfo } from './client-state'
import { ibcDenomOf, traceString } from './denom'
import { channelHref, clientHref, connectionHref, denomHref } from './routes'
import { channelVersionWords } from './channel-version'
import { clientKindName, isKnownClientKind } from './client-type'
import { IBC_STATE_ADAPTERS } from './state-adapters'
import { orderWord, stateWord } from './words'
import { formatSpanNs, parseDurationNanos } from './trusting'

const href = (h: string, label: string): Field => ({ type: 'href', href: h, label })
const state = (s: string | undefined): Field =>
  s ? { type: 'status', ok: s === 'STATE_OPEN', label: stateWord(s) } : { type: 'empty' }
const ordering = (o: string | undefined) => text(o && orderWord(o))

const channelEnd = z.looseObject({
  state: optStr,
  ordering: optStr,
  counterparty: z.optional(z.looseObject({ port_id: optStr, channel_id: optStr })),
  connection_hops: z.optional(z.array(z.string())),
  version: optStr,
})
const identifiedChannel = z.extend(channelEnd, { port_id: z.string(), channel_id: z.string() })

const hops = (network: string, h: string[] | undefined) =>
  list((h ?? []).map((c) => href(connectionHref(network, c), c)))
const counterpartyOf = (c: z.output<typeof channelEnd>) =>
  text(c.counterparty ? `${c.counterparty.port_id ?? '?'}/${c.counterparty.channel_id || '—'}` : undefined, true)

export const channelsAdapter: Adapter = (body, { network }) => {
  const b = parse(z.looseObject({ channels: z.array(identifiedChannel) }), body)
  return {
    kind: 'table',
    columns: [
      { key: 'channel', label: 'Channel' },
      { key: 'state', label: 'State' },
      { key: 'ordering', label: 'Ordering' },
      { key: 'port', label: 'Port' },
      { key: 'counterparty', label: 'Counterparty port/channel' },
      { key: 'hops', label: 'Connection hops' },
      { key: 'version', label: 'Version' },
    ],
    rows: b.channels.map((c) => ({
      channel: href(channelHref(network, c.port_id, c.channel_id), c.channel_id),
      state: state(c.state),
      ordering: ordering(c.ordering),
      port: mono(c.port_id),
      counterparty: counterpartyOf(c),
      hops: hops(network, c.connection_hops),
      version: text(c.version && channelVersionWords(c.version)),
    })),
    next: nextCursor(body),
  }
}

export const channelAdapter: Adapter = (body, { network }) => {
  const c = parse(z.looseObject({ channel: channelEnd }), body).channel
  return kv([
    row('State', state(c.state)),
    row('Ordering', ordering(c.ordering)),
    row('Counterparty port/channel', counterpartyOf(c)),
    row('Connection hops', hops(network, c.connection_hops)),
    row('Version', text(c.version && channelVersionWords(c.version))),
  ])
}

const connectionEnd = z.looseObject({
  client_id: optStr,
  state: optStr,
  counterparty: z.optional(z.looseObject({ client_id: optStr, connection_id: optStr })),
  delay_period: optUint,
  versions: z.optional(z.array(z.looseObject({ identifier: optStr, features: z.optional(z.array(z.string())) }))),
})

/** `{identifier: '1', features: ['ORDER_ORDERED', 'ORDER_UNORDERED']}` → "Version 1: ordered or unordered channels". */
const versionsOf = (v: z.output<typeof connectionEnd>['versions']) =>
  list(
    (v ?? []).map((x) => {
      const f = (x.features ?? []).map((k) => orderWord(k).toLowerCase())
      return text(`Version ${x.identifier ?? '?'}${f.length ? `: ${f.join(' or ')} channels` : ''}`)
    }),
  )

export const connectionsAdapter: Adapter = (body, { network }) => {
  const b = parse(z.looseObject({ connections: z.array(z.extend(connectionEnd, { id: z.string() })) }), body)
  return {
    kind: 'table',
    columns: [
      { key: 'id', label: 'Connection' },
      { key: 'client', label: 'Client' },
      { key: 'state', label: 'State' },
      { key: 'cpClient', label: 'Counterparty client' },
      { key: 'cpConnection', label: 'Counterparty connection' },
      { key: 'delay', label: 'Delay period', numeric: true },
    ],
    rows: b.connections.map((c) => ({
      id: href(connectionHref(network, c.id), c.id),
      client: c.client_id ? href(clientHref(network, c.client_id), c.client_id) : { type: 'empty' },
      state: state(c.state),
      cpClient: mono(c.counterparty?.client_id),
      cpConnection: mono(c.counterparty?.connection_id),
      delay: text(c.delay_period),
    })),
    next: nextCursor(body),
  }
}

export const connectionAdapter: Adapter = (body, { network }) => {
  const c = parse(z.looseObject({ connection: connectionEnd }), body).connection
  return kv([
    row('Client', c.client_id ? href(clientHref(network, c.client_id), c.client_id) : { type: 'empty' }),
    row('State', state(c.state)),
    row('Counterparty client', mono(c.counterparty?.client_id)),
    row('Counterparty connection', mono(c.counterparty?.connection_id)),
    row('Delay period', text(c.delay_period)),
    row('Versions', versionsOf(c.versions)),
  ])
}

/** `"1209600s"` → `14d`; a value that is not a protobuf duration is shown as it came. */
function protoDurationWords(d: string): string {
  try {
    return formatSpanNs(parseDurationNanos(d))
  } catch {
    return d
  }
}

export function clientStateRows(network: string, clientId: string | undefined, s: ClientStateInfo) {
  return [
    clientId ? row('Client', href(clientHref(network, clientId), clientId)) : undefined,
    row('Type', s.type === undefined ? { type: 'empty' } : text(clientKindName(s.type), !isKnownClientKind(s.type))),
    row('Chain id', mono(s.chainId)),
    row('Latest height', text(s.latestHeight && formatHeight(s.latestHeight))),
    row('Trusting period', text(s.trustingPeriod && protoDurationWords(s.trustingPeriod))),
    row('Frozen at', text(s.frozenHeight && formatHeight(s.frozenHeight))),
  ]
}

/** `client_state` / `identified_client_state` answers (client, channel and connection client-state queries). */
export const clientStateAdapter: Adapter = (body, { network }) => {
  const { clientId, state: s } = clientStateOfAnswer(body)
  return kv(clientStateRows(network, clientId, s))
}

const packetState = z.looseObject({ sequence: uint, data: optStr })

/** Commitments / acknowledgements lists: sequence and hash. */
export const packetsAdapter: Adapter = (body) => {
  const b = (body ?? {}) as Record<string, unknown>
  const key = 'commitments' in b ? 'commitments' : 'acknowledgements'
  const items = parse(z.array(packetState), b[key] ?? [])
  return {
    kind: 'table',
    columns: [
      { key: 'seq', label: 'Sequence', numeric: true },
      { key: 'data', label: key === 'commitments' ? 'Commitment hash' : 'Acknowledgement hash' },
    ],
    rows: items.map((p) => ({ seq: text(p.sequence), data: shortId(p.data && (base64ToHex(p.data) ?? p.data)) })),
    next: nextCursor(body),
  }
}

/** Consensus state heights as revision-height. */
export const heightsAdapter: Adapter = (body) => {
  const b = parse(
    z.looseObject({
      consensus_state_heights: z.array(z.looseObject({ revision_number: optUint, revision_height: uint })),
    }),
    body,
  )
  return {
    kind: 'table',
    columns: [{ key: 'h', label: 'Height (revision-height)' }],
    rows: b.consensus_state_heights.map((h) => ({ h: text(`${h.revision_number ?? '0'}-${h.revision_height}`, true) })),
    next: nextCursor(body),
  }
}

export const denomTracesAdapter: Adapter = (body, { network }) => {
  const b = parse(
    z.looseObject({ denom_traces: z.array(z.looseObject({ path: z.string(), base_denom: z.string() })) }),
    body,
  )
  return {
    kind: 'table',
    columns: [
      { key: 'denom', label: 'Denomination' },
      { key: 'base', label: 'Base denom' },
      { key: 'path', label: 'Path' },
    ],
    rows: b.denom_traces.map((t) => {
      const denom = ibcDenomOf(t.path, t.base_denom)
      const h = denomHref(network, denom)
      return { denom: h ? href(h, denom) : mono(denom), base: mono(t.base_denom), path: mono(t.path) }
    }),
    next: nextCursor(body),
  }
}

export const denomTraceAdapter: Adapter = (body) => {
  const t = parse(
    z.looseObject({ denom_trace: z.looseObject({ path: z.string(), base_denom: z.string() }) }),
    body,
  ).denom_trace
  return kv([
    row('Denomination', mono(ibcDenomOf(t.path, t.base_denom))),
    row('Base denom', mono(t.base_denom)),
    row('Path', mono(t.path)),
    row('Full trace', mono(traceString(t.path, t.base_denom))),
  ])
}

/** `connection_paths` of a client → links to the connection pages. */
export const connectionPathsAdapter: Adapter = (body, { network }) => {
  const b = parse(z.looseObject({ connection_paths: z.array(z.string()) }), body)
  return kv([row('Connections', list(b.connection_paths.map((c) => href(connectionHref(network, c), c))))])
}

/** Total escrow of a denom: the amount, and the trace link for `ibc/` denoms. */
export const totalEscrowAdapter: Adapter = (body, { network }) => {
  const c = parse(z.looseObject({ amount: z.looseObject({ denom: z.string(), amount: uint }) }), body).amount
  const trace = denomHref(network, c.denom)
  return kv([
    row('Total in escrow', amount(c.amount, c.denom)),
    row('Denomination', trace ? href(trace, c.denom) : mono(c.denom)),
  ])
}

/** Keys under the answer's object with dedicated adapters; exported for the registry. */
export const IBC_ADAPTERS = {
  'ibc.channels': channelsAdapter,
  'ibc.channel': channelAdapter,
  'ibc.connections': connectionsAdapter,
  'ibc.connection': connectionAdapter,
  'ibc.clientState': clientStateAdapter,
  'ibc.packets': packetsAdapter,
  'ibc.heights': heightsAdapter,
  'ibc.denomTraces': denomTracesAdapter,
  'ibc.denomTrace': denomTraceAdapter,
  'ibc.connectionPaths': connectionPathsAdapter,
  'ibc.totalEscrow': totalEscrowAdapter,
  ...IBC_STATE_ADAPTERS,
} satisfies Record<string, Adapter>
