/** Validation of record ids in URLs, per network: a clear message instead of a gateway error or a crash. */
import { isBech32Address, isHex20Address, isLedgerAddress, isLedgerTxId, decodeBech32 } from '@/lib/format/address'
import { getNetwork, isNetworkId, kindTraits, traitsOf, type EntityKind, type NetworkId } from '@/lib/networks'
import { ENTITY_SEGMENT } from './entity-href'
import { checkEntityId, type Checked } from './entity-ids'
import type { RecordKind } from './view'

export type { Checked }

const MAX_U64 = 18446744073709551615n
const number = (id: string, what: string): Checked =>
  /^\d{1,20}$/.test(id) && BigInt(id) <= MAX_U64
    ? { ok: true, value: BigInt(id).toString() }
    : { ok: false, message: `A ${what} is a whole number, not “${id.slice(0, 80)}”.` }

export function checkId(network: NetworkId, kind: RecordKind, raw: string): Checked {
  const id = raw.trim()
  const n = getNetwork(network)
  if (kind === 'block') {
    if (n.kind === 'vm')
      return /^0x[0-9a-fA-F]{64}$/.test(id)
        ? { ok: true, value: id.toLowerCase() }
        : number(id, 'block number or 0x block id')
    return number(id, n.kind === 'cosmos' ? 'block height' : kindTraits(n.kind).numberAs)
  }
  if (kind === 'tx') {
    if (n.kind === 'cosmos')
      return /^[0-9a-fA-F]{64}$/.test(id)
        ? { ok: true, value: id.toUpperCase() }
        : { ok: false, message: 'A transaction hash here is 64 hexadecimal digits.' }
    if (n.kind === 'vm')
      return /^(0x)?[0-9a-fA-F]{64}$/.test(id)
        ? { ok: true, value: `0x${id.replace(/^0x/, '').toLowerCase()}` }
        : { ok: false, message: 'A transaction id is 0x followed by 64 hexadecimal digits.' }
    if (n.kind === 'sharded')
      return /^[0-9a-fA-F]{64}$/.test(id)
        ? { ok: true, value: id.toLowerCase() }
        : { ok: false, message: 'A transaction hash is 64 hexadecimal digits.' }
    return isLedgerTxId(id)
      ? { ok: true, value: id }
      : { ok: false, message: 'A ledger transaction id is 52 base32 characters (A–Z, 2–7).' }
  }
  const a = n.address
  switch (a.kind) {
    case 'bech32': {
      if (isBech32Address(id, a.prefix) || isBech32Address(id, a.validatorPrefix))
        return { ok: true, value: id.toLowerCase() }
      const d = decodeBech32(id)
      return {
        ok: false,
        message: d
          ? `This address belongs to another network (prefix “${d.prefix}”, expected “${a.prefix}”).`
          : `Not a valid ${a.prefix}1… address (bad characters or checksum).`,
      }
    }
    case 'bech32-sharded':
      return isBech32Address(id, a.prefix)
        ? { ok: true, value: id.toLowerCase() }
        : { ok: false, message: `Not a valid ${a.prefix}1… address (bad characters or checksum).` }
    case 'hex20':
      return isHex20Address(id)
        ? { ok: true, value: id.toLowerCase() }
        : { ok: false, message: 'An address is 0x followed by 40 hexadecimal digits.' }
    case 'base32-ledger':
      return isLedgerAddress(id)
        ? { ok: true, value: id }
        : { ok: false, message: 'Not a valid ledger address (58 base32 characters with a checksum).' }
  }
}

/** A record page's path, read back: `/hub/blocks/12` → `{ network: 'hub', kind: 'block', id: '12' }`. */
export interface RecordPath {
  network: NetworkId
  kind: RecordKind | 'validator'
  id: string
}

const KIND_OF_SEGMENT: Readonly<Record<string, RecordPath['kind']>> = {
  blocks: 'block',
  txs: 'tx',
  accounts: 'account',
  validators: 'validator',
}

/** The record a path names, or undefined for any other page (unknown networks included). */
export function parseRecordPath(pathname: string): RecordPath | undefined {
  const parts = pathname.split('?')[0]!.split('/').filter(Boolean)
  const [network, segment, raw, ...rest] = parts
  if (!network || !segment || rest.length || !isNetworkId(network)) return undefined
  const kind = KIND_OF_SEGMENT[segment]
  if (!kind || (raw === undefined && kind !== 'validator')) return undefined
  if (raw === 'search') return undefined
  let id = raw ?? ''
  try {
    id = decodeURIComponent(id)
  } catch {
    return undefined
  }
  return { network, kind, id }
}

/**
 * A record page whose id cannot be one (`/hub/txs/nothex`): the server answers it with status 400 while the page
 * says what is wrong; a well-formed id that the gateway lacks is a 404 instead.
 */
export function malformedRecordPath(pathname: string): boolean {
  const r = parseRecordPath(pathname)
  if (r) return r.kind !== 'validator' && !checkId(r.network, r.kind, r.id).ok
  const e = parseEntityPath(pathname)
  return !!e && !checkEntityId(e.network, e.kind, e.id).ok
}

const KIND_OF_ENTITY_SEGMENT = new Map(Object.entries(ENTITY_SEGMENT).map(([k, s]) => [s, k as EntityKind]))

/** An entity page's path on a network that has such pages: `/hub/denoms/ibc/AB…` → denom `ibc/AB…`. */
function parseEntityPath(pathname: string): { network: NetworkId; kind: EntityKind; id: string } | undefined {
  const [network, segment, ...rest] = pathname.split('?')[0]!.split('/').filter(Boolean)
  const kind = segment ? KIND_OF_ENTITY_SEGMENT.get(segment) : undefined
  if (!network || !kind || !rest.length || !isNetworkId(network)) return undefined
  // A denomination may span segments (ibc/<hash>); every other id is one.
  if (rest.length > 1 && kind !== 'denom') return undefined
  if (!traitsOf(network).entities.includes(kind)) return undefined
  try {
    return { network, kind, id: rest.map(decodeURIComponent).join('/') }
  } catch {
    return undefined
  }
}
