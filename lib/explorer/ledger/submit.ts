/** The node's answer to a submitted transaction (`POST /v2/transactions`), as the wallet console says it. */
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

/**
 * `{txId}` on success; otherwise why, in words: the proxy's `detail` (which carries the node's own message), the
 * node's `message`, and only then a code.
 */
export function submitOutcome(status: number, body: unknown): { txid: string } | { error: string } {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const txid = str(b.txId)
  if (status < 300 && txid) return { txid }
  const why = str(b.detail) ?? str(b.message) ?? str(b.error)
  return { error: why ?? `the node answered ${status || 'nothing'}` }
}
