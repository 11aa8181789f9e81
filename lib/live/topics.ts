/**
 * What a viewer can follow: a network's blocks, or (VM ledger) events and transfers with filters. A topic has a
 * canonical key, so viewers asking for the same thing share one upstream feed. The filter names are the
 * upstream subscription's own (`addr`, `t0`..`t4`, `txOrigin`, `sender`, `recipient`) and live in the page URL
 * and the SSE URL alike. Pure: shared by the relay, the route and the page.
 */
import { isNetworkId, traitsOf, type NetworkId } from '@/lib/networks'

export const EVENT_FILTERS = ['addr', 't0', 't1', 't2', 't3', 't4'] as const
export const TRANSFER_FILTERS = ['txOrigin', 'sender', 'recipient'] as const
export type EventFilterName = (typeof EVENT_FILTERS)[number]
export type TransferFilterName = (typeof TRANSFER_FILTERS)[number]

export type LogStream = 'event' | 'transfer'
export type StreamKind = 'block' | 'beat' | LogStream

export type Topic =
  | { network: NetworkId; stream: 'block' }
  /** VM ledger beats: block summaries with a bloom filter of the addresses each block touched. */
  | { network: NetworkId; stream: 'beat' }
  | { network: NetworkId; stream: 'event'; filter: Partial<Record<EventFilterName, string>> }
  | { network: NetworkId; stream: 'transfer'; filter: Partial<Record<TransferFilterName, string>> }

const ADDRESS = /^0x[0-9a-f]{40}$/
const TOPIC = /^0x[0-9a-f]{64}$/

/** Filter names of a log stream, in canonical order. */
export const filtersOf = (stream: LogStream): readonly string[] =>
  stream === 'event' ? EVENT_FILTERS : TRANSFER_FILTERS

function checkFilter(name: string, value: string): string | undefined {
  const isTopic = /^t\d$/.test(name)
  if ((isTopic ? TOPIC : ADDRESS).test(value)) return undefined
  return isTopic
    ? `${name}: must be a 32-byte hex topic (0x + 64 hex digits)`
    : `${name}: must be a 20-byte hex address (0x + 40 hex digits)`
}

export type ParsedTopic = { ok: true; topic: Topic } | { ok: false; error: string }

/** Read a topic from a network id and search params (`stream`, filters). Unknown params are ignored. */
export function parseTopic(network: string, params: URLSearchParams): ParsedTopic {
  if (!isNetworkId(network)) return { ok: false, error: `unknown network ${JSON.stringify(network.slice(0, 40))}` }
  const stream = params.get('stream') ?? 'block'
  if (stream === 'block') return { ok: true, topic: { network, stream } }
  if (stream !== 'event' && stream !== 'transfer' && stream !== 'beat')
    return { ok: false, error: 'stream: must be block, beat, event or transfer' }
  if (!traitsOf(network).eventStreams)
    return { ok: false, error: `stream=${stream}: only the VM ledger has beat, event and transfer streams` }
  if (stream === 'beat') return { ok: true, topic: { network, stream } }
  const filter: Record<string, string> = {}
  for (const name of filtersOf(stream)) {
    const raw = params.get(name)?.trim().toLowerCase()
    if (!raw) continue
    const problem = checkFilter(name, raw)
    if (problem) return { ok: false, error: problem }
    filter[name] = raw
  }
  const topic: Topic = stream === 'event' ? { network, stream, filter } : { network, stream, filter }
  return { ok: true, topic }
}

/** Upstream subscription query of a log topic (without `pos`), filters in canonical order. */
export function filterQuery(topic: Topic): Record<string, string> {
  if (topic.stream === 'block' || topic.stream === 'beat') return {}
  const out: Record<string, string> = {}
  const filter = topic.filter as Record<string, string | undefined>
  for (const name of filtersOf(topic.stream)) {
    const v = filter[name]
    if (v) out[name] = v
  }
  return out
}

/** Canonical key: `block:hub`, `event:vm?addr=0x…&t0=0x…`. Equal topics give equal keys. */
export function topicKey(topic: Topic): string {
  const q = new URLSearchParams(filterQuery(topic)).toString()
  return `${topic.stream}:${topic.network}${q ? `?${q}` : ''}`
}

/** Same-origin SSE URL of a topic, for the page (filters as search params). */
export function liveUrl(topic: Topic, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({
    ...(topic.stream === 'block' ? {} : { stream: topic.stream }),
    ...filterQuery(topic),
    ...extra,
  })
  const s = q.toString()
  return `/api/live/${topic.network}${s ? `?${s}` : ''}`
}

/** The topic a key names (the inverse of topicKey). */
export function topicFromKey(key: string): ParsedTopic {
  const m = /^(block|beat|event|transfer):([a-z]+)(?:\?(.*))?$/.exec(key)
  if (!m) return { ok: false, error: `not a topic key: ${key.slice(0, 80)}` }
  const params = new URLSearchParams(m[3] ?? '')
  params.set('stream', m[1]!)
  return parseTopic(m[2]!, params)
}
