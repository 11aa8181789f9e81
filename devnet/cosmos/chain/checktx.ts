import type { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { runAnte, type AnteFailure } from './ante'
import type { Chain } from './chain'
import { decodeTxBytes, encodeTxRaw } from './codec'
import { Mempool } from './mempool'
import type { BlockTx } from './tx-events'

/**
 * CheckTx of a broadcast transaction: decode (a GrpcError when the bytes are no transaction), refuse a repeat as
 * CometBFT's cache does (code 19), run the ante handler on the check state, and queue what passes for the next block.
 */
export function checkTx(chain: Chain, bytes: Uint8Array): { tx: BlockTx; check: AnteFailure | undefined } {
  const t = Mempool.entry(bytes, decodeTxBytes(bytes))
  if (chain.mempool.has(t.hash)) return { tx: t, check: { code: 19, codespace: 'sdk', log: '' } }
  const r = runAnte(chain, bytes, t.tx, 'check', chain.mempool)
  if (!r.ok) return { tx: t, check: r.failure }
  chain.mempool.add(t, r.info)
  return { tx: t, check: undefined }
}

/** The ante handler as simulate runs it (no minimum fee, no signature) on the check state. */
export function simulateAnte(chain: Chain, tx: Tx): AnteFailure | undefined {
  const r = runAnte(chain, encodeTxRaw(tx), tx, 'simulate', chain.mempool)
  return r.ok ? undefined : r.failure
}
