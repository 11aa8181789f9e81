import { rng } from '../primitives/random'
import { abi } from './contracts'
import type { BlockRecord, DevAccount, LedgerTx } from './records'
import { BALANCE_TOKEN, ENERGY_TOKEN, intrinsicGas, signingHash, txId, type TxBody, type TxClause } from './txcodec'

export const DEFAULT_EXPIRATION = 720
const ONE = 10n ** 18n

export interface TrafficSource {
  seed: number
  chainTag: number
  accounts: readonly DevAccount[]
  token: string
  guard: string
}

/**
 * Deterministic traffic of block n: transfers of the balance token (token 1) and of energy (token 0, small amounts,
 * so no account runs dry), token-contract transfers and guard calls (some of which revert). Contract calls carry
 * token 0, Meter's default for a clause.
 */
export function syntheticTxs(s: TrafficSource, n: number, parent: BlockRecord): LedgerTx[] {
  const r = rng(s.seed, 'vm', 'txs', n)
  const count = r.int(0, 2)
  const out: LedgerTx[] = []
  for (let i = 0; i < count; i++) {
    const from = r.pick(s.accounts)
    const to = r.pick(s.accounts)
    const kind = r.next()
    let clause: TxClause
    if (kind < 0.4) {
      const units = BigInt(r.int(1, 1000))
      clause =
        kind < 0.15
          ? { to: to.address, value: (units * ONE) / 10n, token: ENERGY_TOKEN, data: '0x' }
          : { to: to.address, value: units * ONE, token: BALANCE_TOKEN, data: '0x' }
    } else if (kind < 0.85)
      clause = {
        to: s.token,
        value: 0n,
        token: ENERGY_TOKEN,
        data: abi.transfer(to.address, BigInt(r.int(1, 50_000)) * ONE),
      }
    else
      clause = {
        to: s.guard,
        value: 0n,
        token: ENERGY_TOKEN,
        data: abi.double(r.next() < 0.5 ? 0n : BigInt(r.int(1, 1_000_000))),
      }
    const body: TxBody = {
      chainTag: s.chainTag,
      blockRef: parent.id.slice(0, 18),
      expiration: DEFAULT_EXPIRATION,
      clauses: [clause],
      gasPriceCoef: r.pick([0, 0, 64, 128, 255]),
      gas: intrinsicGas([clause]) + 80_000n,
      dependsOn: null,
      nonce: r.bigint(1n << 64n),
    }
    out.push({
      id: txId(signingHash(body), from.address),
      body,
      origin: from.address,
      key: from.key,
      blockNumber: -1,
      index: -1,
    })
  }
  return out
}
