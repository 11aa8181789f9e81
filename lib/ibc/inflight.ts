/**
 * Readers of the ICS-04 packet-state answers the in-flight counts are made of (what the counts mean, and the
 * counting itself, are in ./counts.ts), and the batching of sequences into path segments.
 */

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
