/**
 * Validator names for every place that shows a proposer (`…valcons1…`) or operator (`…valoper1…`) address: one
 * map from either address to the validator's operator address (its page) and moniker. Built once per network from
 * the staking validator list (lib/overview/validators.ts) and handed to the browser. Pure.
 */
import { encodeBech32 } from '@/lib/format/address'
import { hexToBytes } from '@/lib/format/hex'
import type { ValidatorRow } from './model'

export interface ValidatorName {
  /** Operator address: the validator page's id. */
  operator: string
  moniker: string
}

/** Keyed by operator address and by consensus address (bech32 under `valconsPrefix`). */
export type ValidatorNames = Readonly<Record<string, ValidatorName>>

export function validatorNames(rows: readonly ValidatorRow[], valconsPrefix: string | undefined): ValidatorNames {
  const out: Record<string, ValidatorName> = {}
  for (const r of rows) {
    if (!r.operator) continue
    const name = { operator: r.operator, moniker: r.moniker || r.operator }
    out[r.operator] = name
    if (r.consHex && valconsPrefix) {
      try {
        out[encodeBech32(valconsPrefix, hexToBytes(r.consHex))] = name
      } catch {
        /* a malformed key only costs this validator's proposer name */
      }
    }
  }
  return out
}
