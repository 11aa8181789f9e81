/** Light-client states as the IBC queries return them (`Any` JSON), reduced to what the explorer shows. */
import { optStr, optUint, parse, z } from './schema'

const height = z.looseObject({ revision_number: optUint, revision_height: optUint })

const anyClientState = z.looseObject({
  '@type': optStr,
  chain_id: optStr,
  trusting_period: optStr,
  unbonding_period: optStr,
  latest_height: z.optional(height),
  frozen_height: z.optional(height),
})

export interface Height {
  revisionNumber: string
  revisionHeight: string
}

export interface ClientStateInfo {
  type?: string
  chainId?: string
  trustingPeriod?: string
  latestHeight?: Height
  /** Set (non-zero) when the client was frozen for misbehaviour. */
  frozenHeight?: Height
}

const toHeight = (h: z.output<typeof height> | undefined): Height | undefined =>
  h && h.revision_height !== undefined
    ? { revisionNumber: h.revision_number ?? '0', revisionHeight: h.revision_height }
    : undefined

/** Parse one client state; unknown client types keep just their type. */
export function parseClientState(raw: unknown): ClientStateInfo {
  const s = parse(anyClientState, raw)
  const frozen = toHeight(s.frozen_height)
  const latest = toHeight(s.latest_height)
  return {
    ...(s['@type'] && { type: s['@type'] }),
    ...(s.chain_id && { chainId: s.chain_id }),
    ...(s.trusting_period && { trustingPeriod: s.trusting_period }),
    ...(latest && { latestHeight: latest }),
    ...(frozen && frozen.revisionHeight !== '0' && { frozenHeight: frozen }),
  }
}

export const formatHeight = (h: Height) => `${h.revisionNumber}-${h.revisionHeight}`

/** `"1-300"` (revision-height) → height; anything else is an error for the caller to show. */
export function parseHeight(s: string): Height {
  const m = /^(\d+)-(\d+)$/.exec(s.trim())
  if (!m) throw new Error(`a height is revision-height, e.g. 1-300 (got ${JSON.stringify(s)})`)
  return { revisionNumber: BigInt(m[1]!).toString(), revisionHeight: BigInt(m[2]!).toString() }
}

const identifiedClient = z.looseObject({ client_id: z.string(), client_state: z.unknown() })
const clientStatesAnswer = z.looseObject({ client_states: z.array(identifiedClient) })

/** `client_states` list answer → ids and parsed states. */
export function parseClientStates(body: unknown): { clientId: string; state: ClientStateInfo }[] {
  return parse(clientStatesAnswer, body).client_states.map((c) => ({
    clientId: c.client_id,
    state: parseClientState(c.client_state),
  }))
}

/** The client state inside a `client_state`, `identified_client_state` or `upgraded_client_state` answer. */
export function clientStateOfAnswer(body: unknown): { clientId?: string; state: ClientStateInfo } {
  const b = (body ?? {}) as {
    client_state?: unknown
    upgraded_client_state?: unknown
    identified_client_state?: { client_id?: unknown; client_state?: unknown }
  }
  if (b.identified_client_state) {
    const id = b.identified_client_state.client_id
    return {
      ...(typeof id === 'string' && { clientId: id }),
      state: parseClientState(b.identified_client_state.client_state),
    }
  }
  if (b.client_state !== undefined) return { state: parseClientState(b.client_state) }
  if (b.upgraded_client_state !== undefined) return { state: parseClientState(b.upgraded_client_state) }
  throw new Error('answer has no client state')
}

/** Timestamp of a consensus state answer (`{consensus_state: {timestamp}}`). */
export function consensusTimeOf(body: unknown): string {
  const t = (body as { consensus_state?: { timestamp?: unknown } } | null)?.consensus_state?.timestamp
  if (typeof t !== 'string') throw new Error('consensus state without a timestamp')
  return t
}

export type ClientStatus = 'Active' | 'Expired' | 'Frozen' | 'Unknown' | 'Unauthorized'
export function statusOf(body: unknown): string {
  const s = (body as { status?: unknown } | null)?.status
  if (typeof s !== 'string') throw new Error('client_status answer without a status')
  return s
}
