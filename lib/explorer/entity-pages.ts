import 'server-only'
/**
 * The entity pages (`/<network>/assets/<id>`, `/applications/<id>`, `/groups/<id>`, `/denoms/<denom>`,
 * `/tokens/<id>`): which networks have them (their kind's traits), what a valid id is, and their panels — read
 * after whatever the page must know first (./ledger/loaders.ts and friends). App files stay thin: they call
 * `entityPage` and render what it answers.
 */
import { getNetwork, traitsOf, type DenomInfo, type EntityKind, type NetworkId } from '@/lib/networks'
import { cosmosDenomPage } from './cosmos/denom-page'
import { denomsOf } from './denoms'
import type { CosmosGatewayId } from '@/lib/catalog'
import { checkEntityId } from './entity-ids'
import { ledgerApplicationPage, ledgerAssetPage, ledgerGroupPage } from './ledger/entity-panels'
import { assetFacts, groupFacts } from './ledger/loaders'
import type { PageDefs } from './panels'
import { recentTokenAccounts } from '@/lib/history/http-tokens'
import { entityHref, shardedItem } from './entity-href'
import { itemFacts, shardedItemPage } from './sharded/item-page'
import { shardedTokenPage, tokenDenom, tokenFacts } from './sharded/token-page'
import { loadVmToken, tokenDenoms } from './vm/token-page'
import { vmTokenPage } from './vm/token-panels'

type SearchParams = Record<string, string | string[] | undefined>

/** A statement the page makes in words beside its panels (what it cannot show, and why), with links onward. */
export interface EntityNote {
  title: string
  text: string
  links?: { href: string; label: string }[]
}

export type EntityPage =
  /** `title`: what the heading calls it; `id`: the id as shown (normalised). */
  | {
      ok: true
      kind: string
      id: string
      title?: string
      defs: PageDefs
      denoms?: Record<string, DenomInfo>
      notes?: EntityNote[]
      /** Pages onward, under the title (a token contract's own account page). */
      links?: EntityNote['links']
      /** The explorer's own index records this token's transfers and holders (its section follows the panels). */
      indexedTransfers?: boolean
      /** The index sums this token's holders from its recorded Transfer events (a section after the panels). */
      indexedHolders?: boolean
    }
  /** A malformed id, or one that names something else: the page says why (HTTP 400 in words). */
  | { ok: false; kind: string; id: string; message: string; title?: string; links?: EntityNote['links'] }
  /** No such page on this network, or no such record: the 404 page. */
  | { ok: false; notFound: true }

const KIND_WORD: Record<EntityKind, string> = {
  asset: 'Asset',
  application: 'Application',
  group: 'Transaction group',
  denom: 'Denomination',
  token: 'Token',
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

const bad = (kind: EntityKind, id: string, message: string): EntityPage => ({
  ok: false,
  kind: KIND_WORD[kind],
  id,
  message,
})
const NOT_FOUND: EntityPage = { ok: false, notFound: true }

export async function entityPage(
  network: NetworkId,
  kind: EntityKind,
  raw: string,
  sp: SearchParams,
): Promise<EntityPage> {
  if (!traitsOf(network).entities.includes(kind)) return NOT_FOUND
  const word = KIND_WORD[kind]
  const checked = checkEntityId(network, kind, raw)
  if (!checked.ok) return bad(kind, raw, checked.message)
  const id = checked.value
  switch (kind) {
    case 'asset': {
      const f = await assetFacts(network, id)
      if (!f.ok && f.missing) return NOT_FOUND
      return {
        ok: true,
        kind: word,
        id,
        defs: ledgerAssetPage(
          network,
          id,
          f.ok ? { extra: f.value.extra, ...(f.value.reserve && { reserve: f.value.reserve }) } : undefined,
        ),
        ...(f.ok && { denoms: f.value.denoms }),
      }
    }
    case 'application': {
      const box = one(sp.box)
      const boxOk = box && /^[A-Za-z0-9+/]{1,1400}={0,2}$/.test(box) ? box : undefined
      return { ok: true, kind: word, id, defs: ledgerApplicationPage(network, id, boxOk) }
    }
    case 'group': {
      const group = id
      const r = one(sp.round)
      const round = r && /^\d{1,20}$/.test(r) ? r : undefined
      const f = await groupFacts(network, group, round)
      if (!f.ok && f.missing) return NOT_FOUND
      return {
        ok: true,
        kind: word,
        id: group,
        defs: ledgerGroupPage(network, group, round),
        ...(f.ok && { denoms: f.value.denoms }),
      }
    }
    case 'denom': {
      const g = getNetwork(network).gateways[0]
      if (!g) return NOT_FOUND
      const defs = cosmosDenomPage(g as CosmosGatewayId, raw)
      if (!('panels' in defs) || !defs.panels.length) return NOT_FOUND
      // People read the unit (HUB), not the base denomination (uhub), which stays beside it and in what the copy takes.
      const title = (await denomsOf(network))[raw]?.display
      return { ok: true, kind: word, id: raw, defs, ...(title && title !== raw && { title }) }
    }
    case 'token': {
      const k = getNetwork(network).kind
      if (k === 'vm') return vmToken(network, id)
      if (k !== 'sharded') return NOT_FOUND
      return shardedItem(id) ? shardedItemToken(network, id, one(sp.holder)) : shardedToken(network, id)
    }
    default:
      return NOT_FOUND
  }
}

async function vmToken(network: NetworkId, raw: string): Promise<EntityPage> {
  const t = await loadVmToken(network, raw)
  if (t.ok === 'malformed') return bad('token', raw, t.message)
  const account = { href: `/${network}/accounts/${t.token}`, label: 'Its account page' }
  if (t.ok === 'not-a-token')
    return {
      ok: false,
      kind: KIND_WORD.token,
      id: t.token,
      message: t.message,
      title: 'Not a token contract',
      links: [account],
    }
  return {
    ok: true,
    kind: KIND_WORD.token,
    id: t.token,
    defs: vmTokenPage(network, t.token),
    links: [account],
    ...(t.facts && { denoms: tokenDenoms(network, t.token, t.facts) }),
    indexedHolders: true,
  }
}

async function shardedToken(network: NetworkId, raw: string): Promise<EntityPage> {
  const f = await tokenFacts(network, raw)
  if (!f.ok && f.missing) return NOT_FOUND
  return {
    ok: true,
    kind: (f.ok && COLLECTION_WORD[f.type]) || KIND_WORD.token,
    id: raw,
    defs: shardedTokenPage(network, raw, f.ok ? f.decimals : undefined, f.ok ? f.type : undefined),
    ...(f.ok && { denoms: { [raw]: tokenDenom(network, raw, f.decimals, f.name) } }),
    indexedTransfers: true,
  }
}

async function shardedItemToken(network: NetworkId, id: string, holder?: string): Promise<EntityPage> {
  const f = await itemFacts(network, id, holder?.trim(), recentTokenAccounts(network, id, 3))
  if (!f.ok && f.missing) return NOT_FOUND
  const c = f.ok ? f.collection : undefined
  const decimals = c?.decimals ?? 0
  return {
    ok: true,
    kind: (c && ITEM_WORD[c.type]) || 'Collection item',
    id,
    defs: shardedItemPage(network, id, decimals, f.ok ? f.holder : undefined),
    denoms: { [id]: tokenDenom(network, id, decimals, c?.name) },
    ...(f.ok &&
      !f.holder && {
        notes: [
          {
            title: 'Metadata',
            text: 'The gateway gives an item’s name, attributes and URIs only through an account that holds it, and none of the accounts this page knows to ask (recent recipients, the collection’s owner and role holders) answered holding it. Open it from a holder’s token list to read them.',
            links: [{ href: entityHref(network, 'token', shardedItem(id)!.collection), label: 'Its collection' }],
          },
        ],
      }),
    indexedTransfers: true,
  }
}

const COLLECTION_WORD: Record<string, string> = {
  NonFungibleESDT: 'NFT collection',
  SemiFungibleESDT: 'Semi-fungible collection',
  MetaESDT: 'Meta token collection',
}

const ITEM_WORD: Record<string, string> = {
  NonFungibleESDT: 'NFT',
  SemiFungibleESDT: 'Semi-fungible token',
  MetaESDT: 'Meta token',
}
