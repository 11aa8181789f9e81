/**
 * Which configured network sits at the other end of a channel. The client state names the counterparty's
 * chain id; a configured network is the counterparty when its own chain id (when its gateway reveals it)
 * matches, and its channel at the counterparty port/channel points back at ours (ICS-04 reciprocity), so a
 * channel-id collision on an unrelated network is never mistaken for the other end.
 */
export interface ChannelRef {
  port: string
  channel: string
}

export interface ChannelEndLike {
  counterparty?: { port_id?: string; channel_id?: string }
}

/** True when `other` (the channel end on the candidate network) points back at `self`. */
export function pointsBack(other: ChannelEndLike, self: ChannelRef): boolean {
  return other.counterparty?.port_id === self.port && other.counterparty?.channel_id === self.channel
}

/** Chain id agreement: unknown (undefined) on either side does not rule a candidate out. */
export const chainIdCompatible = (clientChainId: string | undefined, candidateChainId: string | undefined): boolean =>
  !clientChainId || !candidateChainId || clientChainId === candidateChainId

/**
 * Pick the counterparty among candidates that were checked: the unique one that points back and whose chain id
 * is compatible. Ambiguity (two matches) resolves to none rather than a guess.
 */
export function pickCounterparty<N extends string>(
  clientChainId: string | undefined,
  self: ChannelRef,
  candidates: { network: N; chainId?: string | undefined; end?: ChannelEndLike | undefined }[],
): N | undefined {
  const matches = candidates.filter(
    (c) => c.end && pointsBack(c.end, self) && chainIdCompatible(clientChainId, c.chainId),
  )
  const exact = matches.filter((c) => c.chainId !== undefined && c.chainId === clientChainId)
  if (exact.length === 1) return exact[0]!.network
  return matches.length === 1 ? matches[0]!.network : undefined
}

/**
 * The configured network a client's chain id names, when exactly one network's gateway reveals that chain id: the
 * chain is explored here even where its end of a channel cannot be found (no such channel, or it does not point
 * back), which is a different statement from "not one of the networks configured here".
 */
export function networkOfChainId<N extends string>(
  clientChainId: string | undefined,
  candidates: readonly { network: N; chainId?: string | undefined }[],
): N | undefined {
  if (!clientChainId) return undefined
  const same = candidates.filter((c) => c.chainId === clientChainId)
  return same.length === 1 ? same[0]!.network : undefined
}
