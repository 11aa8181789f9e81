import { encodeAddress, modelsv2 } from 'algosdk'
import type { GatewayModule, HandlerRequest, HandlerResult, HandlerTable } from '../../types'
import { badRequest, notFound, withErrors } from '../errors'
import { boxName, parseBoxName } from '../ledger/boxes'
import { FEE_SINK, GENESIS_ID, MIN_FEE, PROTO_V41, PROTO_V42, REWARDS_POOL } from '../ledger/constants'
import type { Ledger } from '../ledger/ledger'
import { bool, formatOf, int, json, list, model, text as str, tree } from '../wire'
import { accountHandlers, addressParam } from './account-handlers'
import { blockTree } from './block'
import { application, asset, confirmed, inPool } from './models'
import { paginate } from './paging'
import { readSimulateRequest, simulate } from './simulate'
import { decodeSignedTxns, submitGroup } from './submit'

/** algod's error body: `{message}`. */
export const nodeError = (status: number, message: string): HandlerResult => json({ message }, status)

/** Handlers of every `node.*` catalog operation over the shared ledger. */
export function nodeHandlers(ledger: Ledger): HandlerTable {
  const app = (req: HandlerRequest) => {
    const id = BigInt(str(req.path['application-id']))
    const found = ledger.state.apps.get(id)
    if (!found) throw notFound('application does not exist')
    return found
  }
  const status = () => {
    const head = ledger.headBlock()
    return new modelsv2.NodeStatusResponse({
      catchupTime: 0,
      lastRound: head.round,
      lastVersion: head.protocol,
      nextVersion: head.protocol,
      nextVersionRound: head.round + 1,
      nextVersionSupported: true,
      stoppedAtUnsupportedRound: false,
      timeSinceLastRound: BigInt(Math.max(0, Math.floor(ledger.now() - head.timestamp * 1000))) * 1_000_000n,
    })
  }
  const pendingOf = (filter: (a: string[]) => boolean, q: Record<string, unknown>) => {
    const max = int(q.max, 0)
    const all = [...ledger.pending.values()].filter((p) => filter([p.stxn.txn.sender.toString()]))
    const top = max > 0 ? all.slice(0, max) : all
    return model(
      new modelsv2.PendingTransactionsResponse({
        topTransactions: top.map((p) => p.stxn),
        totalTransactions: all.length,
      }),
      formatOf(q),
    )
  }
  const submit = (fast: boolean) => (req: HandlerRequest) => {
    const raw = req.rawBody ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0))
    let ids: string[]
    try {
      ids = submitGroup(ledger, decodeSignedTxns(raw), fast, req.query['skip-pq-address-check'] === 'true')
    } catch (e) {
      if (fast) return nodeError(400, 'failed to decode or verify the transaction')
      throw badRequest((e as Error).message)
    }
    return fast ? { status: 200, body: '' } : json({ txId: ids[0] })
  }

  return {
    ...accountHandlers(ledger),
    'node.applications.get': (req) => model(application(ledger, app(req))),
    'node.transactions.broadcast': submit(false),
    'node.transactions.broadcastAsync': submit(true),
    'node.transactions.simulate': (req) => {
      const r = readSimulateRequest(req.body, req.rawBody, req.contentType)
      return model(simulate(ledger, r), formatOf(req.query))
    },
    'node.status': () => model(status()),
    'node.status.waitForBlockAfter': async (req) => {
      const round = Number(str(req.path.round))
      // algod refuses to wait for a round too far ahead instead of holding the request.
      if (round > ledger.head + 1000)
        throw badRequest(`requested round would be reached only after ${round - ledger.head} blocks`)
      await ledger.waitForRoundAfter(round, 60_000)
      return model(status())
    },
    'node.blocks.get': (req) => {
      const b = ledger.block(Number(str(req.path.round)))
      if (!b)
        throw notFound(
          `failed to retrieve information from the ledger: ledger does not have entry ${str(req.path.round)} (latest ${ledger.head})`,
        )
      const format = formatOf(req.query)
      return tree(new Map([['block', blockTree(ledger, b, bool(req.query['header-only']), format)]]), format)
    },
    'node.blocks.hash': (req) => {
      const b = ledger.block(Number(str(req.path.round)))
      if (!b) throw notFound(`ledger does not have entry ${str(req.path.round)}`)
      return model(new modelsv2.BlockHashResponse({ blockhash: `blk-${encodeAddress(b.hash).slice(0, 52)}` }))
    },
    'node.blocks.txids': (req) => {
      const b = ledger.block(Number(str(req.path.round)))
      if (!b) throw notFound(`ledger does not have entry ${str(req.path.round)}`)
      return model(new modelsv2.BlockTxidsResponse({ blocktxids: ledger.blockTxs(b).map((t) => t.id) }))
    },
    'node.ledger.supply': () => {
      let total = 0n
      let online = 0n
      for (const a of ledger.state.accounts.values()) {
        total += a.amount
        if (a.status === 'Online') online += a.amount
      }
      return model(
        new modelsv2.SupplyResponse({
          currentRound: ledger.head,
          totalMoney: total,
          onlineMoney: online,
          onlineStake: online,
        }),
      )
    },
    'node.transactions.params': () =>
      model(
        new modelsv2.TransactionParametersResponse({
          consensusVersion: ledger.isV42(ledger.head) ? PROTO_V42 : PROTO_V41,
          fee: 0,
          minFee: MIN_FEE,
          genesisHash: ledger.genesisHash,
          genesisId: GENESIS_ID,
          lastRound: ledger.head,
        }),
      ),
    'node.transactions.pending.list': (req) => pendingOf(() => true, req.query),
    'node.transactions.pending.get': (req) => {
      const id = str(req.path.txid)
      const p = ledger.pending.get(id)
      if (p) return model(inPool(p.stxn), formatOf(req.query))
      const rec = ledger.byId.get(id)
      if (rec) return model(confirmed(rec), formatOf(req.query))
      throw notFound('txn does not exist')
    },
    'node.accounts.pendingTransactions': (req) => {
      const a = addressParam(req)
      return pendingOf((s) => s.includes(a), req.query)
    },
    'node.assets.get': (req) => {
      const a = ledger.state.assets.get(BigInt(str(req.path['asset-id'])))
      if (!a) throw notFound('asset does not exist')
      return model(asset(a))
    },
    'node.applications.boxes': (req) => {
      const found = app(req)
      const prefix = req.query.prefix ? parseBoxName(str(req.query.prefix)) : undefined
      const includeValues = list(req.query.include).includes('values')
      const names = [...found.boxes.keys()]
        .map((k) => Buffer.from(k, 'base64'))
        .filter((n) => !prefix || n.subarray(0, prefix.length).equals(Buffer.from(prefix)))
        .sort(Buffer.compare)
      const max = int(req.query.max, 0)
      const { page, nextToken } = paginate(max ? names.slice(0, max) : names, req.query)
      return model(
        new modelsv2.BoxesResponse({
          round: ledger.head,
          nextToken,
          boxes: page.map(
            (n) =>
              new modelsv2.BoxDescriptor({
                name: n,
                value: includeValues ? found.boxes.get(n.toString('base64')) : undefined,
              }),
          ),
        }),
      )
    },
    'node.applications.box': (req) => {
      const found = app(req)
      const name = parseBoxName(str(req.query.name))
      const value = found.boxes.get(boxName(name))
      if (!value) throw notFound('box not found')
      return model(new modelsv2.Box({ name, value, round: ledger.head }))
    },
    'node.health': () => ({ status: 200, body: Buffer.alloc(0), contentType: 'application/json' }),
    'node.ready': () => ({ status: 200, body: Buffer.alloc(0), contentType: 'application/json' }),
    'node.versions': () =>
      model(
        new modelsv2.Version({
          build: new modelsv2.BuildVersion({
            branch: 'rel/stable',
            buildNumber: 0,
            channel: 'stable',
            commitHash: 'devnet',
            major: 5,
            minor: 0,
          }),
          genesisHashB64: ledger.genesisHash,
          genesisId: GENESIS_ID,
          versions: ['v2'],
        }),
      ),
    'node.genesis': () =>
      json({
        alloc: ledger.genesisAlloc.map((a) => ({
          addr: a.address,
          comment: '',
          state: { algo: a.amount, onl: a.status === 'Online' ? 1 : a.status === 'NotParticipating' ? 2 : 0 },
        })),
        fees: FEE_SINK,
        id: 'v1',
        network: 'devnet',
        proto: PROTO_V41,
        rwd: REWARDS_POOL,
        timestamp: ledger.genesisTimestamp,
      }),
  }
}

export function createNodeModule(ledger: Ledger): GatewayModule {
  return {
    id: 'node',
    handlers: withErrors(nodeHandlers(ledger), nodeError),
    error: nodeError,
    start: () => ledger.start(),
    stop: () => ledger.stop(),
  }
}
