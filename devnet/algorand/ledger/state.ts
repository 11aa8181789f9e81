/** Compact running state of devnet's ledger: what algod and the indexer read for accounts, assets, apps and boxes. */

export type SigType = 'sig' | 'msig' | 'lsig' | 'pqsig'

export interface TealValue {
  /** 1 bytes, 2 uint (the TEAL type numbers). */
  type: 1 | 2
  bytes: Uint8Array
  uint: bigint
}

export interface Holding {
  amount: bigint
  frozen: boolean
  optedInRound: number
}

export interface Participation {
  voteKey: Uint8Array
  selectionKey: Uint8Array
  stateProofKey: Uint8Array
  voteFirst: bigint
  voteLast: bigint
  keyDilution: bigint
}

export interface AccountState {
  address: string
  amount: bigint
  status: 'Offline' | 'Online' | 'NotParticipating'
  assets: Map<bigint, Holding>
  createdAssets: Set<bigint>
  /** Local state per opted-in application, keys base64. */
  appsLocal: Map<bigint, Map<string, TealValue>>
  createdApps: Set<bigint>
  authAddr?: string
  /** How the account signs; pqsig only after the v42 upgrade. */
  sigType: SigType
  createdRound: number
  lastActiveRound?: number
  lastHeartbeat?: number
  participation?: Participation
}

export interface AssetState {
  id: bigint
  creator: string
  total: bigint
  decimals: number
  defaultFrozen: boolean
  unitName: string
  name: string
  url: string
  manager: string
  reserve: string
  freeze: string
  clawback: string
  createdRound: number
}

export interface AppState {
  id: bigint
  creator: string
  approval: Uint8Array
  clear: Uint8Array
  global: Map<string, TealValue>
  globalSchema: { ints: number; bytes: number }
  localSchema: { ints: number; bytes: number }
  extraPages: number
  /** Box name (base64) → value. */
  boxes: Map<string, Uint8Array>
  /** v42 application parameters, set by some apps; shown only after the upgrade round. */
  familyBoxAccess?: boolean
  foreignBoxReads?: boolean
  version: number
  createdRound: number
}

export interface LedgerState {
  accounts: Map<string, AccountState>
  assets: Map<bigint, AssetState>
  apps: Map<bigint, AppState>
}

export function newAccount(address: string, round: number, amount = 0n, sigType: SigType = 'sig'): AccountState {
  return {
    address,
    amount,
    status: 'Offline',
    assets: new Map(),
    createdAssets: new Set(),
    appsLocal: new Map(),
    createdApps: new Set(),
    sigType,
    createdRound: round,
  }
}

export function account(state: LedgerState, address: string, round: number): AccountState {
  let a = state.accounts.get(address)
  if (!a) state.accounts.set(address, (a = newAccount(address, round)))
  return a
}

/** Minimum balance as the protocol computes it (v41 constants: 0.1 per asset/app, schema and box costs). */
export function minBalance(state: LedgerState, a: AccountState): bigint {
  let mb = 100_000n + 100_000n * BigInt(a.assets.size)
  for (const id of a.createdApps) {
    const app = state.apps.get(id)
    if (!app) continue
    mb +=
      100_000n * BigInt(1 + app.extraPages) +
      28_500n * BigInt(app.globalSchema.ints) +
      50_000n * BigInt(app.globalSchema.bytes)
  }
  for (const id of a.appsLocal.keys()) {
    const app = state.apps.get(id)
    if (!app) continue
    mb += 100_000n + 28_500n * BigInt(app.localSchema.ints) + 50_000n * BigInt(app.localSchema.bytes)
  }
  return mb
}

export const tealBytes = (bytes: Uint8Array): TealValue => ({ type: 1, bytes, uint: 0n })
export const tealUint = (uint: bigint): TealValue => ({ type: 2, bytes: new Uint8Array(), uint })
