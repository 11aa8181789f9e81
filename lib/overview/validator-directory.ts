/**
 * A network's validator directory (./validator-names.ts) from its staking validator list, built on the server once
 * per network (lib/overview/validators.ts): consensus keys become bech32 addresses under `valconsPrefix` here, so
 * the bech32 code stays out of the browser's bundle. Pure.
 */
import { consensusAddress } from '@/lib/format/address'
import type { ValidatorRow } from './model'
import type { ValidatorDirectory } from './validator-names'

export function validatorDirectory(
  rows: readonly ValidatorRow[],
  valconsPrefix: string | undefined,
): ValidatorDirectory {
  return rows
    .filter((r) => r.operator)
    .map((r) => {
      // A malformed key only costs this validator its proposer name.
      const valcons = r.consHex && valconsPrefix ? consensusAddress(r.consHex, valconsPrefix) : undefined
      return [r.operator, r.moniker || r.operator, valcons ?? ''] as const
    })
}
