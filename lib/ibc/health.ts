/**
 * A network's IBC health at a glance: channels by state, clients by standing (expired, expiring…), packets in
 * flight. Every count is defined and computed in ./counts.ts; this only adds them up. Pure.
 */
import { clientExpiry, type ClientExpiryInput, type ClientStanding } from './counts'
import { stateWord } from './words'

export interface ClientHealthInput extends ClientExpiryInput {
  clientId: string
}

export interface ChannelFlight {
  /** `port/channel`, to name a channel whose count failed. */
  channel: string
  /** Packets in flight to a configured counterparty (./counts.ts). */
  inFlight?: number
  /** Commitments on a channel whose counterparty is not configured here (in flight or awaiting ack: unknowable). */
  unresolvedCommitments?: number
  /** Why the channel could not be counted. */
  error?: string
}

export interface IbcHealth {
  channelsByState: [string, number][]
  /** Clients by standing, in words (`Active`, `Expiring`, `Expired`, `Frozen`, …), most first. */
  clientsByStanding: [string, number][]
  /** Active clients whose trusting period ends within 7 days. */
  expiringSoon: string[]
  /** Clients whose chain reports them expired, or whose trusting period has passed. */
  expired: string[]
  inFlight: number
  unresolvedCommitments: number
  /** Channels whose in-flight count could not be made (their counts are missing from `inFlight`). */
  uncounted: string[]
}

export const STANDING_WORDS: Record<ClientStanding, string> = {
  active: 'Active',
  expiring: 'Expiring',
  expired: 'Expired',
  frozen: 'Frozen',
  other: 'Other',
  unknown: 'Unknown',
}

const countBy = (xs: string[]): [string, number][] => {
  const m = new Map<string, number>()
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1)
  return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

export function summarize(
  channelStates: string[],
  clients: ClientHealthInput[],
  flights: ChannelFlight[],
  nowNs: bigint,
  days = 7,
): IbcHealth {
  const standing = clients.map((c) => ({ id: c.clientId, s: clientExpiry(c, nowNs, days).standing }))
  return {
    channelsByState: countBy(channelStates.map(stateWord)),
    clientsByStanding: countBy(standing.map((c) => STANDING_WORDS[c.s])),
    expiringSoon: standing.filter((c) => c.s === 'expiring').map((c) => c.id),
    expired: standing.filter((c) => c.s === 'expired').map((c) => c.id),
    inFlight: flights.reduce((n, f) => n + (f.inFlight ?? 0), 0),
    unresolvedCommitments: flights.reduce((n, f) => n + (f.unresolvedCommitments ?? 0), 0),
    uncounted: flights.filter((f) => f.error !== undefined).map((f) => f.channel),
  }
}
