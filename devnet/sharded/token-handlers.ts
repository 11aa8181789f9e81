import type { HandlerRequest, HandlerResult } from '../types'
import { fail, ok, vmQueryAnswer } from './envelope'
import type { ShardedLedger } from './ledger'
import { collectionView, findItem, itemData, itemIdentifier, type Collection } from './nfts'
import { esdtContract, esdtView, type Token } from './tokens'
import { blockInfo } from './views'

/**
 * `/network/esdt/supply/{token}` as the proxy sums it (process/esdtSupplyProcessor.go): the shards' supply plus the
 * initial supply the ESDT contract reports, minted and burnt; zeros for a token nobody issued (the contract's
 * answer then has no properties to read).
 */
export function esdtSupply(tokens: Token[], id: string, collections: Collection[] = []) {
  // An item's supply is what its holders hold (nothing is minted or burnt after creation on devnet).
  const found = findItem(collections, id)
  if (found) {
    const held = [...found.item.holdings.values()].reduce((a, b) => a + b, 0n).toString()
    return { supply: held, minted: '0', burned: '0', initialMinted: held, recomputedSupply: false }
  }
  const t = tokens.find((x) => x.identifier === id)
  const supply = t ? t.minted - t.burnt : 0n
  return {
    supply: supply.toString(),
    minted: '0',
    burned: (t?.burnt ?? 0n).toString(),
    initialMinted: (t?.minted ?? 0n).toString(),
    recomputedSupply: false,
  }
}

/** A `vm-values/query` on the ESDT system contract: its views answered in the VM output shape. */
export function esdtQuery(l: ShardedLedger, func: string, args: string[]): HandlerResult {
  const c =
    (func === 'getTokenProperties' || func === 'getSpecialRoles') && args.length === 1
      ? l.collections.find((x) => x.identifier === Buffer.from(args[0]!, 'hex').toString('utf8'))
      : undefined
  const out = (c && { ok: true as const, parts: collectionView(c, l.addresses, func) }) ??
    esdtView(l.tokens, l.addresses, func, args) ?? {
      ok: false as const,
      code: 'function not found',
      message: 'invalid function (not found)',
    }
  const address = esdtContract(l.addresses)
  return vmQueryAnswer({
    returnData: out.ok ? out.parts : null,
    returnCode: out.ok ? 'ok' : out.code,
    returnMessage: out.ok ? '' : out.message,
    address,
    hexAddress: Buffer.from(l.addresses.decode(address)).toString('hex'),
    nonce: 0,
  })
}

/** The items an account holds, keyed by item identifier as `/address/{address}/esdt` lists them beside its tokens. */
export function accountItems(l: ShardedLedger, address: string) {
  return Object.fromEntries(
    l.collections.flatMap((c) =>
      c.items
        .filter((i) => (i.holdings.get(address) ?? 0n) > 0n)
        .map((i) => [itemIdentifier(c.identifier, i.nonce), itemData(c, i, address)]),
    ),
  )
}

/**
 * `/address/{address}/nft/{tokenIdentifier}/nonce/{nonce}`: the item as that account holds it. An unknown item, or
 * one the account does not hold, answers a zero balance without metadata, as the node does.
 */
export function nftOfAccount(l: ShardedLedger, req: HandlerRequest, address: string): HandlerResult {
  const nonce = Number(req.path.nonce)
  if (!Number.isSafeInteger(nonce) || nonce < 0) return fail(400, 'cannot parse nonce')
  const id = String(req.path.tokenIdentifier ?? '')
  const found = nonce > 0 ? findItem(l.collections, itemIdentifier(id, nonce)) : undefined
  const tokenData = found
    ? itemData(found.c, found.item, address)
    : { tokenIdentifier: nonce > 0 ? itemIdentifier(id, nonce) : id, balance: '0' }
  return ok({ tokenData, blockInfo: blockInfo(l, l.addresses.shardOf(address)) })
}
