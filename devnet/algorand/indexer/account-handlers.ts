import { indexerModels as im, isValidAddress } from 'algosdk'
import type { HandlerRequest, HandlerTable } from '../../types'
import { badRequest, notFound } from '../errors'
import type { Ledger } from '../ledger/ledger'
import type { AccountState } from '../ledger/state'
import { big, bool, list, model, text as str } from '../wire'
import { account, application, asset, holding, localState } from './models'
import { pad, pageBy } from './paging'
import { accountAtRound } from './rewind'

/** Handlers of the indexer's account operations: search, one account, and its holdings, apps and creations. */
export function accountHandlers(ledger: Ledger): HandlerTable {
  const { state } = ledger
  const accountOr404 = (req: HandlerRequest): AccountState => {
    const a = str(req.path['account-id'])
    if (!isValidAddress(a)) throw badRequest(`unable to parse address: ${a}`)
    const found = state.accounts.get(a)
    if (!found) throw notFound(`no accounts found for address: ${a}`)
    return found
  }
  const excludeSet = (q: Record<string, unknown>) => new Set(list(q.exclude).filter((e) => e !== 'none'))

  return {
    'indexer.accounts.search': (req) => {
      const q = req.query
      const assetId = big(q['asset-id'])
      const appId = big(q['application-id'])
      const gt = big(q['currency-greater-than'])
      const lt = big(q['currency-less-than'])
      const auth = typeof q['auth-addr'] === 'string' ? q['auth-addr'] : undefined
      const all = [...state.accounts.values()]
        .filter((a) => {
          if (assetId !== undefined && !a.assets.has(assetId)) return false
          if (appId !== undefined && !a.appsLocal.has(appId) && !a.createdApps.has(appId)) return false
          if (auth && a.authAddr !== auth) return false
          if (bool(q['online-only']) && a.status !== 'Online') return false
          const amt = assetId !== undefined ? (a.assets.get(assetId)?.amount ?? 0n) : a.amount
          if (gt !== undefined && !(amt > gt)) return false
          if (lt !== undefined && !(amt < lt)) return false
          return true
        })
        .sort((x, y) => (x.address < y.address ? -1 : 1))
      const { page, nextToken } = pageBy(all, (a) => a.address, q)
      return model(
        new im.AccountsResponse({
          currentRound: ledger.head,
          nextToken,
          accounts: page.map((a) => account(ledger, a, excludeSet(q))),
        }),
      )
    },
    'indexer.accounts.get': (req) => {
      // `round`: the account rewound to that round (./rewind.ts), its `round` field saying which one it shows.
      const round = big(req.query.round)
      const current = accountOr404(req)
      if (round === undefined)
        return model(
          new im.AccountResponse({
            currentRound: ledger.head,
            account: account(ledger, current, excludeSet(req.query)),
          }),
        )
      const past = account(ledger, accountAtRound(ledger, current, Number(round)), excludeSet(req.query))
      past.round = round
      return model(new im.AccountResponse({ currentRound: ledger.head, account: past }))
    },
    'indexer.accounts.assets': (req) => {
      const a = accountOr404(req)
      const id = big(req.query['asset-id'])
      const items = [...a.assets].filter(([k]) => id === undefined || k === id).sort(([x], [y]) => (x < y ? -1 : 1))
      const { page, nextToken } = pageBy(items, ([k]) => pad(k), req.query)
      return model(
        new im.AssetHoldingsResponse({
          currentRound: ledger.head,
          nextToken,
          assets: page.map(([k, h]) => holding(k, h)),
        }),
      )
    },
    'indexer.accounts.createdAssets': (req) => {
      const a = accountOr404(req)
      const id = big(req.query['asset-id'])
      const items = [...a.createdAssets]
        .filter((k) => id === undefined || k === id)
        .sort((x, y) => (x < y ? -1 : 1))
        .map((k) => state.assets.get(k)!)
        .filter(Boolean)
      const { page, nextToken } = pageBy(items, (x) => pad(x.id), req.query)
      return model(new im.AssetsResponse({ currentRound: ledger.head, nextToken, assets: page.map(asset) }))
    },
    'indexer.accounts.appsLocalState': (req) => {
      const a = accountOr404(req)
      const id = big(req.query['application-id'])
      const items = [...a.appsLocal].filter(([k]) => id === undefined || k === id).sort(([x], [y]) => (x < y ? -1 : 1))
      const { page, nextToken } = pageBy(items, ([k]) => pad(k), req.query)
      return model(
        new im.ApplicationLocalStatesResponse({
          currentRound: ledger.head,
          nextToken,
          appsLocalStates: page.map(([k, v]) => localState(ledger, k, v)),
        }),
      )
    },
    'indexer.accounts.createdApplications': (req) => {
      const a = accountOr404(req)
      const id = big(req.query['application-id'])
      const items = [...a.createdApps]
        .filter((k) => id === undefined || k === id)
        .sort((x, y) => (x < y ? -1 : 1))
        .map((k) => state.apps.get(k)!)
        .filter(Boolean)
      const { page, nextToken } = pageBy(items, (x) => pad(x.id), req.query)
      return model(
        new im.ApplicationsResponse({ currentRound: ledger.head, nextToken, applications: page.map(application) }),
      )
    },
  }
}
