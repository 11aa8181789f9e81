/**
 * A network's validator directory (./validator-names.ts) from its staking validator list, built on the server once
 * per network (lib/overview/validators.ts): consensus keys become bech32 addresses under `valconsPrefix` here, so
 * the bech32 code stays out of the browser's bundle. Pure.
 */
import { encodeBech32 } from '@/lib/format/address'
import { hexToBytes } from '@/lib/format/hex'
import type { ValidatorRow } from './model'
import type { ValidatorDirectory } from './validator-names'

export function validatorDirectory(
  rows: readonly ValidatorRow[],
  valconsPrefix: string | undefined,
): ValidatorDirectory {
  const out: [string, string, string][] = []
  for (const r of rows) {
    if (!r.operator) continue
    let valcons = ''
    if (r.consHex && valconsPrefix) {
      try {
        valcons = encodeBech32(valconsPrefix, hexToBytes(r.consHex))
      } catch {
        /* a malformed key only costs this validator's proposer name */
      }
    }
    out.push([r.operator, r.moniker || r.operator, valcons])
  }
  return out
}
