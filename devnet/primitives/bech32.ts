import { bech32 } from '@scure/base'

/** Bech32 (BIP-173) address strings; 90 characters is the standard limit, raised for long module payloads. */
const LIMIT = 1023

export function bech32Encode(prefix: string, bytes: Uint8Array): string {
  return bech32.encode(prefix, bech32.toWords(bytes), LIMIT)
}

/** The prefix and payload of a bech32 string, or null when it is not valid bech32. */
export function bech32Decode(text: string): { prefix: string; bytes: Uint8Array } | null {
  try {
    const d = bech32.decode(text as `${string}1${string}`, LIMIT)
    return { prefix: d.prefix, bytes: bech32.fromWords(d.words) }
  } catch {
    return null
  }
}
