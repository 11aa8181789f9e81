import type { HandlerResult } from '../types'
import { vmQueryAnswer } from './envelope'
import type { ShardedLedger } from './ledger'
import { esdtContract, esdtView, type Token } from './tokens'

/**
 * `/network/esdt/supply/{token}` as the proxy sums it (process/esdtSupplyProcessor.go): the shards' supply plus the
 * initial supply the ESDT contract reports, minted and burnt; zeros for a token nobody issued (the contract's
 * answer then has no properties to read).
 */
export function esdtSupply(tokens: Token[], id: string) {
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
  const out = esdtView(l.tokens, l.addresses, func, args) ?? {
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
