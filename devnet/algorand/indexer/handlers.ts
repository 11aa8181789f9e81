import { indexerModels as im, isValidAddress } from 'algosdk'
import type { GatewayModule, HandlerRequest, HandlerResult, HandlerTable } from '../../types'
import { badRequest, notFound, withErrors } from '../errors'
import { boxName, parseBoxName } from '../ledger/boxes'
import type { Ledger } from '../ledger/ledger'
import { big, bool, json, list, model, text as str } from '../wire'
import { accountHandlers } from './account-handlers'
import { application, asset, block } from './models'
import { pad, pageBy } from './paging'
import { decodeToken, encodeToken, limitOf, searchTransactions, type TxQuery } from './search'
import { transaction } from './transaction-model'

/** The indexer's error body: `{message}`. */
export const indexerError = (status: number, message: string): HandlerResult => json({ message }, status)

export function indexerHandlers(ledger: Ledger): HandlerTable {
  const { state } = ledger
  const appOr404 = (req: HandlerRequest) => {
    const app = state.apps.get(BigInt(str(req.path['application-id'])))
    if (!app) throw notFound('no application found for application-id')
    return app
  }
  const txns = (q: Record<string, unknown>, base: TxQuery) => {
    const r = searchTransactions(ledger, q, base)
    return model(
      new im.TransactionsResponse({
        currentRound: ledger.head,
        nextToken: r.nextToken,
        transactions: r.txns.map((t) => transaction(ledger, t)),
      }),
    )
  }

  return {
    ...accountHandlers(ledger),
    'indexer.accounts.transactions': (req) => {
      const a = str(req.path['account-id'])
      if (!isValidAddress(a)) throw badRequest(`unable to parse address: ${a}`)
      return txns(req.query, { address: a, newestFirst: true })
    },
    'indexer.applications.boxes': (req) => {
      const app = appOr404(req)
      // Only `values` means anything; indexer 3.10.0 ignores an unknown include value and still answers.
      const withValues = list(req.query.include).includes('values')
      const names = [...app.boxes.keys()].map((k) => Buffer.from(k, 'base64')).sort(Buffer.compare)
      const { page, nextToken } = pageBy(names, (n) => n.toString('hex'), req.query)
      return model(
        new im.BoxesResponse({
          applicationId: app.id,
          round: ledger.head,
          nextToken,
          boxes: page.map(
            (n) =>
              new im.BoxDescriptor({ name: n, value: withValues ? app.boxes.get(n.toString('base64')) : undefined }),
          ),
        }),
      )
    },
    'indexer.assets.transactions': (req) => {
      const q = req.query
      const address = typeof q.address === 'string' ? q.address : undefined
      return txns(q, { assetId: BigInt(str(req.path['asset-id'])), address, newestFirst: false })
    },
    'indexer.blocks.get': (req) => {
      const b = ledger.block(Number(str(req.path['round-number'])))
      if (!b)
        throw notFound(`error while looking up block for round '${str(req.path['round-number'])}': block not found`)
      return model(block(ledger, b, !bool(req.query['header-only'])))
    },
    'indexer.transactions.search': (req) => txns(req.query, { newestFirst: typeof req.query.address === 'string' }),
    'indexer.transactions.get': (req) => {
      const rec = ledger.byId.get(str(req.path.txid))
      if (!rec) throw notFound(`no transaction found for transaction id: ${str(req.path.txid)}`)
      return model(new im.TransactionResponse({ currentRound: ledger.head, transaction: transaction(ledger, rec) }))
    },
    'indexer.health': () =>
      model(
        new im.HealthCheck({
          dbAvailable: true,
          isMigrating: false,
          message: String(ledger.head),
          round: ledger.head,
          version: '3.10.0-devnet',
        }),
      ),
    'indexer.assets.search': (req) => {
      const q = req.query
      const id = big(q['asset-id'])
      const name = str(q.name).toLowerCase()
      const unit = str(q.unit).toLowerCase()
      const all = [...state.assets.values()]
        .filter(
          (a) =>
            (id === undefined || a.id === id) &&
            (!q.creator || a.creator === q.creator) &&
            (!name || a.name.toLowerCase().includes(name)) &&
            (!unit || a.unitName.toLowerCase().includes(unit)),
        )
        .sort((x, y) => (x.id < y.id ? -1 : 1))
      const { page, nextToken } = pageBy(all, (a) => pad(a.id), q)
      return model(new im.AssetsResponse({ currentRound: ledger.head, nextToken, assets: page.map(asset) }))
    },
    'indexer.assets.get': (req) => {
      const a = state.assets.get(BigInt(str(req.path['asset-id'])))
      if (!a) throw notFound('no assets found for asset-id')
      return model(new im.AssetResponse({ currentRound: ledger.head, asset: asset(a) }))
    },
    'indexer.assets.balances': (req) => {
      const id = BigInt(str(req.path['asset-id']))
      if (!state.assets.has(id)) throw notFound('no assets found for asset-id')
      const gt = big(req.query['currency-greater-than'])
      const lt = big(req.query['currency-less-than'])
      const holders = [...state.accounts.values()]
        .filter((a) => {
          const h = a.assets.get(id)
          return h && (gt === undefined || h.amount > gt) && (lt === undefined || h.amount < lt)
        })
        .sort((x, y) => (x.address < y.address ? -1 : 1))
      const { page, nextToken } = pageBy(holders, (a) => a.address, req.query)
      return model(
        new im.AssetBalancesResponse({
          currentRound: ledger.head,
          nextToken,
          balances: page.map((a) => {
            const h = a.assets.get(id)!
            return new im.MiniAssetHolding({
              address: a.address,
              amount: h.amount,
              isFrozen: h.frozen,
              deleted: false,
              optedInAtRound: h.optedInRound,
            })
          }),
        }),
      )
    },
    'indexer.applications.search': (req) => {
      const q = req.query
      const id = big(q['application-id'])
      const all = [...state.apps.values()]
        .filter((a) => (id === undefined || a.id === id) && (!q.creator || a.creator === q.creator))
        .sort((x, y) => (x.id < y.id ? -1 : 1))
      const { page, nextToken } = pageBy(all, (a) => pad(a.id), q)
      return model(
        new im.ApplicationsResponse({ currentRound: ledger.head, nextToken, applications: page.map(application) }),
      )
    },
    'indexer.applications.get': (req) =>
      model(new im.ApplicationResponse({ currentRound: ledger.head, application: application(appOr404(req)) })),
    'indexer.applications.box': (req) => {
      const app = appOr404(req)
      const name = parseBoxName(str(req.query.name))
      const value = app.boxes.get(boxName(name))
      if (!value) throw notFound('box not found')
      return model(new im.Box({ name, value, round: ledger.head }))
    },
    'indexer.applications.logs': (req) => {
      const app = appOr404(req)
      const q = { ...req.query, 'application-id': undefined }
      const sender = typeof req.query['sender-address'] === 'string' ? req.query['sender-address'] : undefined
      const r = searchTransactions(ledger, q, { appId: app.id, address: sender, newestFirst: false })
      const logData = r.txns
        .filter((t) => t.logs?.length)
        .map((t) => new im.ApplicationLogData({ txid: t.id, logs: t.logs! }))
      return model(
        new im.ApplicationLogsResponse({
          applicationId: app.id,
          currentRound: ledger.head,
          nextToken: r.nextToken,
          logData,
        }),
      )
    },
    'indexer.blockHeaders.search': (req) => {
      const q = req.query
      const min = Number(big(q['min-round']) ?? 0n)
      const max = Math.min(ledger.head, Number(big(q['max-round']) ?? BigInt(ledger.head)))
      const before = typeof q['before-time'] === 'string' ? Date.parse(q['before-time']) / 1000 : Infinity
      const after = typeof q['after-time'] === 'string' ? Date.parse(q['after-time']) / 1000 : -Infinity
      const proposers = new Set(list(q.proposers))
      const token = decodeToken(q)
      const start = Math.max(min, token === undefined ? 0 : Number(token) + 1)
      const limit = limitOf(q)
      const out = []
      let nextToken: string | undefined
      for (let r = start; r <= max; r++) {
        const b = ledger.block(r)!
        if (!(b.timestamp < before && b.timestamp > after)) continue
        if (proposers.size && !proposers.has(b.proposer)) continue
        if (list(q.expired).length || list(q.absent).length) continue // devnet never expires or suspends participation
        if (out.length === limit) {
          nextToken = encodeToken(out[out.length - 1]!.round)
          break
        }
        out.push(b)
      }
      return model(
        new im.BlockHeadersResponse({
          currentRound: ledger.head,
          nextToken,
          blocks: out.map((b) => block(ledger, b, false)),
        }),
      )
    },
  }
}

export function createIndexerModule(ledger: Ledger): GatewayModule {
  return {
    id: 'indexer',
    handlers: withErrors(indexerHandlers(ledger), indexerError),
    error: indexerError,
    start: () => ledger.start(),
    stop: () => ledger.stop(),
  }
}
