import { sha256 } from '../../lib/hash'
import { invalid } from '../grpc'

/**
 * Legacy amino framing of a StdTx: the registered 4-byte prefix of `cosmos-sdk/StdTx` (sha256 of the name,
 * leading zero bytes and 3 disambiguation bytes skipped) followed by the canonical (sorted-key) JSON payload.
 * Round-trips exactly; the payload is JSON rather than amino's binary field encoding.
 */
const PREFIX = (() => {
  const h = sha256('cosmos-sdk/StdTx')
  let i = 0
  while (h[i] === 0) i++
  return h.slice(i + 3, i + 7)
})()

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical)
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
  return v
}

export function aminoEncode(json: string): Uint8Array {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch (e) {
    throw invalid(`invalid amino JSON: ${(e as Error).message}`)
  }
  if (!parsed || typeof parsed !== 'object') throw invalid('amino JSON must be an object')
  return Buffer.concat([PREFIX, Buffer.from(JSON.stringify(canonical(parsed)))])
}

export function aminoDecode(bytes: Uint8Array): string {
  if (bytes.length < 5 || !PREFIX.every((b, i) => bytes[i] === b)) throw invalid('amino binary is not a registered StdTx')
  const text = Buffer.from(bytes.slice(4)).toString('utf8')
  try {
    return JSON.stringify(JSON.parse(text))
  } catch {
    throw invalid('amino binary payload is not decodable')
  }
}
