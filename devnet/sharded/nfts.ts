import { bytesToHex } from '@noble/hashes/utils.js'
import { rng, seedBytes } from '../primitives/random'
import type { AddressCodec } from './address'

/**
 * Devnet's NFT and SFT collections (ESDT non-fungible and semi-fungible tokens). The ESDT system contract keeps a
 * collection's properties and roles; each item (a nonce) carries its metadata — name, creator, royalties, hash,
 * attributes, URIs — and its holdings live with the accounts that hold it, as on the real chain. Drawn from streams
 * of their own, so the fungible tokens and the rest of devnet stay as they were.
 */
export interface Item {
  nonce: number
  name: string
  creator: string
  /** Basis points of 10,000 (2500 = 25%). */
  royalties: number
  hash: Uint8Array
  attributes: Uint8Array
  uris: string[]
  holdings: Map<string, bigint>
}

export interface Collection {
  identifier: string
  name: string
  type: 'NonFungibleESDT' | 'SemiFungibleESDT'
  owner: string
  flags: Record<string, boolean>
  roles: Map<string, string[]>
  items: Item[]
}

const SPECS = [
  { ticker: 'HERO', name: 'ShardHeroes', type: 'NonFungibleESDT', items: 5 },
  { ticker: 'TICKET', name: 'DevnetTickets', type: 'SemiFungibleESDT', items: 3 },
] as const

export function makeCollections(seed: number, holders: string[]): Collection[] {
  return SPECS.map(({ ticker, name, type, items }, i) => {
    const r = rng(seed, 'sharded', 'nft', ticker)
    const identifier = `${ticker}-${bytesToHex(seedBytes(seed, 'sharded', 'nft', ticker)).slice(0, 6)}`
    const owner = holders[(i + 1) % holders.length]!
    const made: Item[] = Array.from({ length: items }, (_, k) => {
      const nonce = k + 1
      const holdings = new Map<string, bigint>()
      if (type === 'NonFungibleESDT') holdings.set(k % 2 ? r.pick(holders) : owner, 1n)
      else {
        holdings.set(owner, BigInt(r.int(50, 500)))
        for (let j = 0; j < 3; j++) {
          const h = r.pick(holders)
          holdings.set(h, (holdings.get(h) ?? 0n) + BigInt(r.int(1, 20)))
        }
      }
      const label = type === 'NonFungibleESDT' ? `Hero #${nonce}` : `Day ${nonce} pass`
      // Attributes as collections commonly write them (`tags:…;metadata:…`); one item's are raw bytes.
      const attributes =
        type === 'NonFungibleESDT' && nonce === 3
          ? seedBytes(seed, 'sharded', 'nft', ticker, nonce).slice(0, 12)
          : new TextEncoder().encode(
              `tags:devnet,${ticker.toLowerCase()};metadata:${ticker.toLowerCase()}/${nonce}.json`,
            )
      return {
        nonce,
        name: label,
        creator: owner,
        royalties: type === 'NonFungibleESDT' ? 500 * (k + 1) : 0,
        hash: seedBytes(seed, 'sharded', 'nft-hash', ticker, nonce),
        attributes,
        uris: [
          `https://media.devnet.invalid/${ticker.toLowerCase()}/${nonce}.png`,
          `https://media.devnet.invalid/${ticker.toLowerCase()}/${nonce}.json`,
        ],
        holdings,
      }
    })
    return {
      identifier,
      name,
      type,
      owner,
      flags: {
        CanFreeze: false,
        CanWipe: false,
        CanPause: true,
        CanTransferNFTCreateRole: false,
        CanChangeOwner: true,
        CanUpgrade: true,
        CanAddSpecialRoles: true,
        NFTCreateStopped: false,
      },
      roles: new Map([
        [
          owner,
          type === 'NonFungibleESDT'
            ? ['ESDTRoleNFTCreate', 'ESDTRoleNFTBurn']
            : ['ESDTRoleNFTCreate', 'ESDTRoleNFTAddQuantity'],
        ],
      ]),
      items: made,
    }
  })
}

/** `HERO-1a2b3c` and nonce 10 → `HERO-1a2b3c-0a` (the nonce's bytes in hex, as the chain names an item). */
export const itemIdentifier = (collection: string, nonce: number) => {
  const hex = nonce.toString(16)
  return `${collection}-${hex.length % 2 ? `0${hex}` : hex}`
}

/** An item by its identifier. */
export function findItem(collections: Collection[], id: string): { c: Collection; item: Item } | undefined {
  const m = /^([A-Z0-9]{3,10}-[0-9a-f]{6})-((?:[0-9a-f]{2}){1,8})$/.exec(id)
  if (!m) return undefined
  const c = collections.find((x) => x.identifier === m[1])
  const item = c?.items.find((x) => BigInt(x.nonce) === BigInt(`0x${m[2]}`))
  return c && item ? { c, item } : undefined
}

const b64 = (b: Uint8Array | string) => Buffer.from(b).toString('base64')

/** An item as the node answers it for one account (esdtNFTTokenData: bytes as base64, balance as text). */
export function itemData(c: Collection, item: Item, account: string) {
  const balance = item.holdings.get(account) ?? 0n
  const base = { tokenIdentifier: itemIdentifier(c.identifier, item.nonce), balance: balance.toString() }
  // The node keeps an item's metadata with its holders: an account without it answers the balance only.
  if (balance === 0n) return base
  return {
    ...base,
    properties: '',
    name: item.name,
    nonce: item.nonce,
    creator: item.creator,
    royalties: String(item.royalties),
    hash: b64(item.hash),
    uris: item.uris.map(b64),
    attributes: b64(item.attributes),
  }
}

/** The collection's views of the ESDT system contract (getTokenProperties, getSpecialRoles) as returned parts. */
export function collectionView(c: Collection, codec: AddressCodec, func: string): Uint8Array[] {
  const text = (s: string) => Uint8Array.from(Buffer.from(s, 'utf8'))
  if (func === 'getSpecialRoles') return [...c.roles].map(([a, roles]) => text(`${a}:${roles.join(',')}`))
  return [
    text(c.name),
    text(c.type),
    codec.decode(c.owner),
    text('0'),
    text('0'),
    text('NumDecimals-0'),
    text('IsPaused-false'),
    ...Object.entries(c.flags).map(([k, v]) => text(`${k}-${v ? 'true' : 'false'}`)),
    text('NumWiped-0'),
  ]
}

/** `ESDTNFTTransfer@<collection>@<nonce>@<quantity>@<destination key>` sent to oneself, decoded. */
export function parseNftTransfer(
  data: string,
  codec: AddressCodec,
): { collection: string; nonce: number; quantity: bigint; to: string } | undefined {
  const [func, id, nonce, qty, dest, ...rest] = data.split('@')
  if (func !== 'ESDTNFTTransfer' || !id || !nonce || !qty || !dest || rest.length) return undefined
  if (![id, nonce, qty, dest].every((p) => /^([0-9a-f]{2})+$/i.test(p)) || dest.length !== 64) return undefined
  return {
    collection: Buffer.from(id, 'hex').toString('utf8'),
    nonce: Number(BigInt(`0x${nonce}`)),
    quantity: BigInt(`0x${qty}`),
    to: codec.encode(Buffer.from(dest, 'hex')),
  }
}

const hexOf = (n: bigint) => {
  const h = n.toString(16)
  return h.length % 2 ? `0${h}` : h
}

export const nftTransferData = (collection: string, nonce: number, quantity: bigint, toKey: Uint8Array) =>
  `ESDTNFTTransfer@${Buffer.from(collection, 'utf8').toString('hex')}@${hexOf(BigInt(nonce))}@${hexOf(quantity)}@${Buffer.from(toKey).toString('hex')}`
