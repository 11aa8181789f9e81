/** A network's IBC health at a glance: channels by state, clients near expiry, packets in flight. Pure. */
import { expiresWithin, trustingState } from './trusting'
import { stateWord } from './words'

export interface ClientHealthInput {
  clientId: string
  status?: string
  trustingPeriod?: string
  consensusTime?: string
}

export interface ChannelFlight {
  /** Packets in flight to a configured counterparty (commitments ∩ unreceived there). */
  inFlight?: number
  /** Commitments on a channel whose counterparty is not configured (in flight or awaiting ack: unknowable). */
  unresolvedCommitments?: number
}

export interface IbcHealth {
  channelsByState: [string, number][]
  clientsByStatus: [string, number][]
  /** Active clients whose trusting period ends within 7 days. */
  expiringSoon: string[]
  inFlight: number
  unresolvedCommitments: number
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
  const expiringSoon = clients
    .filter((c) => {
      if (c.status && c.status !== 'Active') return false
      if (!c.trustingPeriod || !c.consensusTime) return false
      try {
        return expiresWithin(trustingState(c.trustingPeriod, c.consensusTime, nowNs), days)
      } catch {
        return false
      }
    })
    .map((c) => c.clientId)
  return {
    channelsByState: countBy(channelStates.map(stateWord)),
    clientsByStatus: countBy(clients.map((c) => c.status ?? 'unknown')),
    expiringSoon,
    inFlight: flights.reduce((n, f) => n + (f.inFlight ?? 0), 0),
    unresolvedCommitments: flights.reduce((n, f) => n + (f.unresolvedCommitments ?? 0), 0),
  }
}
