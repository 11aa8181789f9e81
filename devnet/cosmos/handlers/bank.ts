import { devnetChains, profileOf } from '../chain/profile'
import type { Chain } from '../chain/chain'
import { HOLDER_MOD } from '../chain/ledger'
import { invalid, notFound } from '../grpc'
import { listing, type Listing } from '../pagination'
import { coin } from '../render'
import { requestedHeight } from '../height'
import { checkAddress, pathParam, page, queryParam, requireDenom, type CosmosHandler, type HandlerGroup } from './kit'

export interface Metadata {
  description: string
  denom_units: { denom: string; exponent: number; aliases: string[] }[]
  base: string
  display: string
  name: string
  symbol: string
  uri: string
  uri_hash: string
}

/** Bank metadata of every denomination the chain knows: staking denom, IBC vouchers, native extras. */
export function metadataOf(chain: Chain): Metadata[] {
  const p = chain.opts.profile
  const meta = (base: string, display: string, exponent: number, description: string): Metadata => ({
    description,
    denom_units: [
      { denom: base, exponent: 0, aliases: [] },
      { denom: display.toLowerCase(), exponent, aliases: [] },
    ],
    base,
    display: display.toLowerCase(),
    name: display,
    symbol: display.toUpperCase(),
    uri: '',
    uri_hash: '',
  })
  return [
    meta(p.denom, p.displayDenom, p.exponent, `The native staking token of ${p.chainId}`),
    // A voucher keeps its origin's symbol and decimals (what wallets and registries show for it).
    ...chain.topology.traces.map((t) => {
      const origin = devnetChains()
        .map((g) => profileOf(g))
        .find((o) => o.denom === t.baseDenom)
      return meta(
        t.denom,
        origin?.displayDenom ?? t.baseDenom.replace(/^u/, ''),
        origin?.exponent ?? 6,
        `IBC voucher of ${t.baseDenom} via ${t.path}`,
      )
    }),
    ...p.nativeDenoms.map((d) =>
      meta(
        d,
        d
          .replace(/^u/, '')
          .replace(/^peggy0x(.{6}).*/, 'erc$1')
          .replace(/\//g, '-'),
        d.startsWith('peggy') ? 18 : 6,
        `Native denomination ${d}`,
      ),
    ),
  ].sort((a, b) => (a.base < b.base ? -1 : 1))
}

export const bankHandlers: HandlerGroup = (chain) => {
  const { ledger, book } = chain
  const metas = metadataOf(chain)
  const metaOf = (denom: string) => metas.find((m) => m.base === denom)
  type Req = Parameters<CosmosHandler>[0]
  const balancesAt = (req: Req) => {
    const address = checkAddress(chain, pathParam(req, 'address'))
    const at = requestedHeight(req, chain)
    return at === undefined ? ledger.coins(address) : ledger.coinsAt(address, at)
  }
  const oneBalance = (req: Req) => {
    const denom = queryParam(req, 'denom')
    if (!denom) throw invalid('invalid denom')
    const address = checkAddress(chain, pathParam(req, 'address'))
    const at = requestedHeight(req, chain)
    return {
      balance: coin(
        requireDenom(denom),
        at === undefined ? ledger.balance(address, denom) : ledger.balanceAt(address, denom, at),
      ),
    }
  }
  /** Owners of a denom in account order: genesis holders by rule, plus modules and others it moved to. */
  const owners = (denom: string) => {
    const j = ledger.extraDenoms.indexOf(denom)
    const base = denom === chain.opts.profile.denom
    const genesis = base
      ? { size: book.count, at: (k: number) => k }
      : j >= 0
        ? { size: Math.ceil((book.count - j) / HOLDER_MOD), at: (k: number) => j + k * HOLDER_MOD }
        : { size: 0, at: (k: number) => k }
    const others = [...ledger.touched()]
      .filter((a) => {
        const r = book.resolve(a)
        const isGenesis = r?.kind === 'account' && (base || r.index % HOLDER_MOD === j)
        return !isGenesis && ledger.balance(a, denom) > 0n
      })
      .sort()
    // Keys by value, so a next_key stays valid while owners are added: other owners by address ("a…"), then the
    // genesis holders by account index ("g…").
    const list: Listing<string> = {
      size: others.length + genesis.size,
      at: (k) => (k < others.length ? others[k]! : book.address(genesis.at(k - others.length))),
      keyAt: (k) =>
        k < others.length
          ? `a${others[k]!}`
          : `g${genesis
              .at(k - others.length)
              .toString(16)
              .padStart(10, '0')}`,
    }
    return list
  }
  const ownersPage = (req: Parameters<CosmosHandler>[0], denom: string) => {
    requireDenom(denom)
    if (!metaOf(denom) && ledger.supply(denom) === 0n)
      return { denom_owners: [], pagination: { next_key: null, total: '0' } }
    return page(req, 'denom_owners', owners(denom), (address) => ({
      address,
      balance: coin(denom, ledger.balance(address, denom)),
    }))
  }
  return {
    'cosmos.bank.balances': (req) => {
      const resolve = req.query.resolve_denom === 'true'
      return page(
        req,
        'balances',
        listing(balancesAt(req), (c) => c.denom),
        (c) => (resolve ? { denom: metaOf(c.denom)?.display ?? c.denom, amount: c.amount } : c),
      )
    },
    'cosmos.bank.balance': oneBalance,
    'cosmos.bank.spendableBalances': (req) =>
      page(
        req,
        'balances',
        listing(balancesAt(req), (c) => c.denom),
        (c) => c,
      ),
    'cosmos.bank.spendableBalance': oneBalance,
    'cosmos.bank.denomOwners': (req) => ownersPage(req, pathParam(req, 'denom')),
    'cosmos.bank.denomOwnersByQuery': (req) => ownersPage(req, queryParam(req, 'denom')),
    'cosmos.bank.denomsMetadata': (req) =>
      page(
        req,
        'metadatas',
        listing(metas, (m) => m.base),
        (m) => m,
      ),
    'cosmos.bank.denomMetadata': (req) => {
      const m = metaOf(pathParam(req, 'denom'))
      if (!m) throw notFound(`client metadata for denom ${pathParam(req, 'denom')}`)
      return { metadata: m }
    },
    'cosmos.bank.denomMetadataByQuery': (req) => {
      const m = metaOf(queryParam(req, 'denom'))
      if (!m) throw notFound(`client metadata for denom ${queryParam(req, 'denom')}`)
      return { metadata: m }
    },
    'cosmos.bank.params': () => ({ params: { send_enabled: [], default_send_enabled: true } }),
    'cosmos.bank.sendEnabled': (req) => {
      // Only denominations with a specific setting are listed: the native extras are frozen, vouchers enabled.
      const entries = [
        ...chain.opts.profile.nativeDenoms.map((denom) => ({ denom, enabled: false })),
        ...chain.topology.traces.slice(0, 2).map((t) => ({ denom: t.denom, enabled: true })),
      ]
      const wanted = (req.query.denoms as string[] | undefined) ?? []
      const chosen = wanted.length ? entries.filter((e) => wanted.includes(e.denom)) : entries
      return page(
        req,
        'send_enabled',
        listing(chosen, (e) => e.denom),
        (e) => e,
      )
    },
    'cosmos.bank.supply': (req) =>
      page(
        req,
        'supply',
        listing(ledger.denoms(), (d) => d),
        (d) => coin(d, ledger.supply(d)),
      ),
    'cosmos.bank.supplyOf': (req) => {
      const denom = queryParam(req, 'denom')
      if (!denom) throw invalid('invalid denom')
      return { amount: coin(requireDenom(denom), ledger.supply(denom)) }
    },
  }
}
