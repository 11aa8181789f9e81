import { getOperation, type OperationId } from '@/lib/catalog'
import { describeIssue } from '../../router'
import type { DevnetContext, HandlerRequest } from '../../types'
import { METACHAIN, SHARDS } from '../address'
import { createShardedGateway } from '../index'
import { devSecretKey } from '../keys'
import type { LedgerTx, ShardedLedger } from '../ledger'
import { signTransaction } from '../txcodec'
import { toFields, type TransactionBody } from '../validate'

/** A sharded gateway on an injected clock, and a way to call its handlers as the core would. */
export function shardedFixture(seed = 7, env: Record<string, string> = {}) {
  let now = Date.UTC(2026, 0, 1)
  const ctx: DevnetContext = { seed, dataDir: '/tmp/none', now: () => now, env }
  const gw = createShardedGateway(ctx, 'sharded')
  const l = gw.ledger
  const call = async (opId: OperationId, parts: Partial<Pick<HandlerRequest, 'path' | 'query' | 'body'>> = {}) => {
    const op = getOperation(opId)
    // The router checks a body against the catalog's schema before any handler sees it; so does this.
    const checked = op.body?.safeParse(parts.body ?? {})
    if (checked && !checked.success)
      return { status: 400, body: gw.error(400, describeIssue(checked.error)).body as ShardedBody }
    const req: HandlerRequest = {
      op,
      gateway: 'sharded',
      path: {},
      query: {},
      headers: {},
      ...parts,
      body: checked ? checked.data : parts.body,
    }
    const res = await gw.handlers[opId]!(req)
    return { status: res.status ?? 200, body: res.body as ShardedBody }
  }
  const someTx = (): LedgerTx => {
    for (let n = l.latestNonce(0) - 1; n > 0; n--)
      for (const s of SHARDS) {
        const tx = l.txsOf(s, l.nonceAt(s, l.roundOf(0, n)))[0]
        if (tx) return tx
      }
    throw new Error('no transaction in history')
  }
  /** One sample request per operation: every catalog operation of the gateway answers 2xx with these. */
  const samples = (): Partial<Record<OperationId, Partial<Pick<HandlerRequest, 'path' | 'query' | 'body'>>>> => {
    const address = l.named[0]!.address
    const tx = someTx()
    const token = l.tokens.find((t) => t.holdings.size)!
    const holder = [...token.holdings.keys()][0]!
    const collection = l.collections[0]!
    const item = collection.items.find((i) => i.holdings.size)!
    return {
      'sharded.about': {},
      'sharded.about.nodesVersions': {},
      'sharded.address.get': { path: { address } },
      'sharded.address.balance': { path: { address } },
      'sharded.address.nonce': { path: { address } },
      'sharded.address.username': { path: { address } },
      'sharded.address.shard': { path: { address } },
      'sharded.address.key': { path: { address: l.contract.address, key: '73756d' } },
      'sharded.address.tokens': { path: { address: holder } },
      'sharded.address.token': { path: { address: holder, tokenIdentifier: token.identifier } },
      'sharded.address.nft': {
        path: {
          address: [...item.holdings.keys()][0]!,
          tokenIdentifier: collection.identifier,
          nonce: String(item.nonce),
        },
      },
      'sharded.network.config': {},
      'sharded.network.economics': {},
      'sharded.network.status': { path: { shard: '1' } },
      'sharded.network.esdtSupply': { path: { token: l.tokens[1]!.identifier } },
      'sharded.transaction.send': { body: signedSend(l, 1, l.named[2]!.address) },
      'sharded.transaction.cost': { body: sendBody(l.dev[1]!.address, l.named[2]!.address, 0) },
      'sharded.transaction.simulate': { body: signedSend(l, 1, l.named[2]!.address) },
      'sharded.transaction.get': { path: { txhash: tx.hash }, query: { withResults: 'true' } },
      'sharded.transaction.status': { path: { txhash: tx.hash } },
      'sharded.transaction.processStatus': { path: { txhash: tx.hash } },
      'sharded.block.byNonce': {
        path: { shard: String(tx.inclusion!.shard), nonce: String(tx.inclusion!.nonce) },
        query: { withTxs: 'true' },
      },
      'sharded.hyperblock.byNonce': { path: { nonce: String(tx.inclusion!.metaNonce) } },
      'sharded.vmValues.query': { body: { scAddress: l.contract.address, funcName: 'getSum', args: [] } },
    }
  }
  return { gw, l, call, samples, someTx, advance: (ms: number) => (now += ms), METACHAIN }
}

type ShardedBody = { data: Record<string, unknown> & { [k: string]: unknown }; error: string; code: string }

/** A transfer from dev account `index`, at its current nonce, signed with its seed-derived key. */
export function signedSend(
  l: ShardedLedger,
  index: number,
  receiver: string,
  extra: Partial<TransactionBody> = {},
): TransactionBody & { signature: string } {
  const sender = l.dev[index]!.address
  const body = { ...sendBody(sender, receiver, l.account(sender).nonce), ...extra }
  return { ...body, signature: signTransaction(toFields({ ...body, signature: '' }), devSecretKey(l.seed, index)) }
}

export function sendBody(sender: string, receiver: string, nonce: number, extra: Record<string, unknown> = {}) {
  return {
    nonce,
    value: '1000000000000000000',
    receiver,
    sender,
    gasPrice: 1_000_000_000,
    gasLimit: 70_000,
    data: Buffer.from('devnet').toString('base64'),
    chainID: 'D',
    version: 1,
    signature: 'ab'.repeat(64),
    ...extra,
  }
}
