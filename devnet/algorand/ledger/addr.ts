import { Address } from 'algosdk'

/**
 * Address text ↔ object, memoized: algosdk recomputes a SHA-512/256 checksum on every conversion, and building
 * thousands of rounds converts the same few dozen addresses over and over.
 */
const text = new WeakMap<Address, string>()
const objects = new Map<string, Address>()

export function addrStr(a: Address): string {
  let s = text.get(a)
  if (s === undefined) text.set(a, (s = a.toString()))
  return s
}

export function addrOf(s: string): Address {
  let a = objects.get(s)
  if (!a) {
    a = Address.fromString(s)
    objects.set(s, a)
    text.set(a, s)
  }
  return a
}

/** Text of an optional address. */
export const optAddr = (a: Address | undefined): string | undefined => (a ? addrStr(a) : undefined)
