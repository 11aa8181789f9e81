/**
 * Packets and acknowledgements in flight (ICS-04). A packet sent on A is in flight while A holds its commitment
 * and the destination B has not received it: `unreceived_packets` is asked of B with A's commitment sequences.
 * An acknowledgement written on B is in flight while A still holds the packet's commitment: `unreceived_acks` is
 * asked of A with B's acknowledged sequences.
 */

/** Sequences as canonical decimal strings, deduplicated and sorted numerically (bigint, never Number). */
export function sortSequences(seqs: Iterable<string>): string[] {
  const set = new Set<string>()
  for (const s of seqs) {
    if (!/^\d+$/.test(s)) throw new Error(`not a packet sequence: ${JSON.stringify(s)}`)
    set.add(BigInt(s).toString())
  }
  return [...set].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0))
}

/**
 * Packets in flight from A to B: A's commitments that B reports unreceived. The intersection guards against a
 * destination answering with sequences it was not asked about.
 */
export function packetsInFlight(commitmentsOnSource: Iterable<string>, unreceivedOnDest: Iterable<string>): string[] {
  const asked = new Set(sortSequences(commitmentsOnSource))
  return sortSequences(unreceivedOnDest).filter((s) => asked.has(s))
}

/** Acks in flight back to A: B's acknowledgements whose packets A still commits to (A's unreceived_acks). */
export function acksInFlight(acksOnDest: Iterable<string>, unreceivedAcksOnSource: Iterable<string>): string[] {
  return packetsInFlight(acksOnDest, unreceivedAcksOnSource)
}

/**
 * Packets A has committed to and B has received, whose acks have not come back: neither in flight as packets nor
 * yet acknowledged (relayers still owe the ack). Useful to explain the gap between commitments and in-flight.
 */
export function awaitingAck(commitmentsOnSource: Iterable<string>, unreceivedOnDest: Iterable<string>): string[] {
  const unreceived = new Set(sortSequences(unreceivedOnDest))
  return sortSequences(commitmentsOnSource).filter((s) => !unreceived.has(s))
}

/** Sequences of a packet-state list answer (`commitments` / `acknowledgements`: `[{sequence, …}]`). */
export function sequencesOf(body: unknown, key: 'commitments' | 'acknowledgements'): string[] {
  const items = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined
  if (!Array.isArray(items)) throw new Error(`answer has no ${key} list`)
  return items.map((it) => {
    const s = it && typeof it === 'object' ? (it as { sequence?: unknown }).sequence : undefined
    if (typeof s !== 'string' && typeof s !== 'number' && typeof s !== 'bigint')
      throw new Error(`${key} item without a sequence`)
    return String(s)
  })
}

/** `sequences` of an unreceived_packets / unreceived_acks answer. */
export function unreceivedOf(body: unknown): string[] {
  const seqs = body && typeof body === 'object' ? (body as { sequences?: unknown }).sequences : undefined
  if (!Array.isArray(seqs)) throw new Error('answer has no sequences list')
  return seqs.map(String)
}

/**
 * Split sequences into comma-joined batches of at most `maxChars` characters: the sequences travel as one path
 * segment, and gateways (and the proxy) cap a segment's length.
 */
export function sequenceBatches(seqs: readonly string[], maxChars = 1000): string[] {
  const out: string[] = []
  let cur = ''
  for (const s of seqs) {
    if (s.length > maxChars) throw new Error(`sequence ${s} is longer than a batch`)
    if (cur && cur.length + 1 + s.length > maxChars) {
      out.push(cur)
      cur = ''
    }
    cur = cur ? `${cur},${s}` : s
  }
  if (cur) out.push(cur)
  return out
}
