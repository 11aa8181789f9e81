import { isValidAddress, modelsv2 } from 'algosdk'
import type { HandlerRequest, HandlerTable } from '../../types'
import { badRequest, notFound } from '../errors'
import type { Ledger } from '../ledger/ledger'
import { formatOf, model, text as str } from '../wire'
import { account, assetParams, holding, localState, appParams } from './models'
import { paginate } from './paging'

export function addressParam(req: HandlerRequest): string {
  const a = str(req.path.address)
  if (!isValidAddress(a)) throw badRequest(`failed to parse the address: ${a} is not a valid account address`)
  return a
}

/** Handlers of algod's account operations: one account, and one or all of its applications and assets. */
export function accountHandlers(ledger: Ledger): HandlerTable {
  const acct = (a: string) => ledger.state.accounts.get(a)

  return {
    'node.accounts.get': (req) => {
      const a = addressParam(req)
      const found = acct(a)
      const m = found
        ? account(ledger, found, req.query.exclude === 'all')
        : new modelsv2.Account({
            address: a,
            amount: 0,
            amountWithoutPendingRewards: 0,
            minBalance: 0,
            pendingRewards: 0,
            rewards: 0,
            round: ledger.head,
            status: 'Offline',
            totalAppsOptedIn: 0,
            totalAssetsOptedIn: 0,
            totalCreatedApps: 0,
            totalCreatedAssets: 0,
          })
      return model(m, formatOf(req.query))
    },
    'node.accounts.application': (req) => {
      const a = acct(addressParam(req))
      const id = BigInt(str(req.path['application-id']))
      const local = a?.appsLocal.get(id)
      const created = a?.createdApps.has(id) ? ledger.state.apps.get(id) : undefined
      if (!local && !created) throw notFound('account application info not found')
      return model(
        new modelsv2.AccountApplicationResponse({
          round: ledger.head,
          appLocalState: local ? localState(ledger, id, local) : undefined,
          createdApp: created ? appParams(ledger, created) : undefined,
        }),
        formatOf(req.query),
      )
    },
    'node.accounts.assets': (req) => {
      const a = acct(addressParam(req))
      const all = [...(a?.assets ?? [])]
      const { page, nextToken } = paginate(all, req.query)
      return model(
        new modelsv2.AccountAssetsInformationResponse({
          round: ledger.head,
          nextToken,
          assetHoldings: page.map(([id, h]) => {
            const params = ledger.state.assets.get(id)
            return new modelsv2.AccountAssetHolding({
              assetHolding: holding(id, h),
              assetParams: params ? assetParams(params) : undefined,
            })
          }),
        }),
      )
    },
    'node.accounts.asset': (req) => {
      const a = acct(addressParam(req))
      const id = BigInt(str(req.path['asset-id']))
      const h = a?.assets.get(id)
      const created = a?.createdAssets.has(id) ? ledger.state.assets.get(id) : undefined
      if (!h && !created) throw notFound('account asset info not found')
      return model(
        new modelsv2.AccountAssetResponse({
          round: ledger.head,
          assetHolding: h ? holding(id, h) : undefined,
          createdAsset: created ? assetParams(created) : undefined,
        }),
        formatOf(req.query),
      )
    },
  }
}
