/**
 * What a valid entity id is (`/<network>/assets/<id>`, `/applications/`, `/groups/`, `/denoms/`, `/tokens/`), per
 * network kind: the id normalised, or why it cannot be one. Pure: the entity pages, and the server that answers a
 * malformed one with status 400 before rendering, read the same rules.
 */
import { isHex20Address } from '@/lib/format/address'
import { getNetwork, type EntityKind, type NetworkId } from '@/lib/networks'
import { groupIdFromUrl, SHARDED_ITEM, SHARDED_TOKEN, shardedItem } from './entity-href'
import type { Checked } from './validate'

/** What the SDK accepts as a denomination (sdk.Coin's `[a-zA-Z][a-zA-Z0-9/:._-]{2,127}`). */
export const SDK_DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/

const MAX_U64 = 18446744073709551615n
const uint64 = (id: string, what: string): Checked =>
  /^\d{1,20}$/.test(id) && BigInt(id) <= MAX_U64 && BigInt(id) > 0n
    ? { ok: true, value: BigInt(id).toString() }
    : { ok: false, message: `An ${what} id is a whole number from 1 to 2^64 − 1, not “${id.slice(0, 80)}”.` }

export function checkEntityId(network: NetworkId, kind: EntityKind, raw: string): Checked {
  switch (kind) {
    case 'asset':
      return uint64(raw, 'asset')
    case 'application':
      return uint64(raw, 'application')
    case 'group': {
      const group = groupIdFromUrl(raw)
      return group
        ? { ok: true, value: group }
        : { ok: false, message: 'A transaction group id is 32 bytes in base64 (44 characters) or base64url (43).' }
    }
    case 'denom':
      return SDK_DENOM.test(raw)
        ? { ok: true, value: raw }
        : { ok: false, message: 'A denomination is 3 to 128 letters, digits and / : . _ - starting with a letter.' }
    case 'token': {
      const id = raw.trim()
      if (getNetwork(network).kind === 'vm')
        return isHex20Address(id)
          ? { ok: true, value: id.toLowerCase() }
          : { ok: false, message: 'A token here is its contract’s address: 0x followed by 40 hexadecimal digits.' }
      if (SHARDED_TOKEN.test(id) || shardedItem(id)) return { ok: true, value: id }
      if (SHARDED_ITEM.test(id))
        return { ok: false, message: `An item’s nonce starts at 1: “${id.slice(0, 80)}” names no item.` }
      return {
        ok: false,
        message: `A token identifier is its ticker (3 to 10 capital letters or digits), a dash and six hex digits (e.g. WSHD-1a2b3c); one item of a collection adds a dash and its nonce in hex, whole bytes (e.g. HERO-1a2b3c-0a). Not “${id.slice(0, 80)}”.`,
      }
    }
  }
}
