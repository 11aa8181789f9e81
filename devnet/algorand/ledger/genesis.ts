import { encodeAddress, getApplicationAddress, LogicSigAccount, multisigAddress } from 'algosdk'
import { rng, seedBytes } from '../../primitives/random'
import { DEFAULT_WALLET_KEYS, defaultWalletMdk, deriveKey } from '../kmd/derive'
import { FEE_SINK, REWARDS_POOL } from './constants'
import {
  newAccount,
  tealBytes,
  tealUint,
  type AccountState,
  type AppState,
  type AssetState,
  type LedgerState,
  type SigType,
} from './state'

/** `#pragma version 10; int 1; return`: approves everything. */
export const APPROVE_ALL = new Uint8Array([0x0a, 0x81, 0x01, 0x43])
export const CLEAR_ALL = new Uint8Array([0x0a, 0x81, 0x01])

export interface MultisigSpec {
  version: number
  threshold: number
  publicKeys: Uint8Array[]
}

export interface Genesis {
  state: LedgerState
  /** Addresses the round generator draws from (ordinary users, not the fee sink or app accounts). */
  users: string[]
  /** Funded accounts of devnet's default KMD wallet. */
  walletAccounts: string[]
  multisig: Map<string, MultisigSpec>
  logicSig: Map<string, Uint8Array>
  /** Post-quantum accounts: funded only after the upgrade round. */
  pqAccounts: Map<string, { publicKey: Uint8Array; salt: number }>
  nextId: bigint
}

const LGR = 1_000_000n
const USERS = 24

/** Deterministic genesis: the default wallet's funded keys, users of every signature kind, assets and apps. */
export function buildGenesis(seed: number): Genesis {
  const r = rng(seed, 'ledger-genesis')
  const state: LedgerState = { accounts: new Map(), assets: new Map(), apps: new Map() }
  const add = (address: string, amount: bigint, sigType: SigType = 'sig'): AccountState => {
    const a = newAccount(address, 0, amount, sigType)
    state.accounts.set(address, a)
    return a
  }
  add(FEE_SINK, 100_000n).status = 'NotParticipating'
  add(REWARDS_POOL, 125_000_000n * LGR).status = 'NotParticipating'

  const mdk = defaultWalletMdk(seed)
  const walletAccounts: string[] = []
  for (let i = 1; i <= DEFAULT_WALLET_KEYS; i++) {
    const k = deriveKey(mdk, i)
    add(k.address, 4_000_000n * LGR).status = 'Online'
    walletAccounts.push(k.address)
  }

  const users: string[] = []
  const multisig = new Map<string, MultisigSpec>()
  const logicSig = new Map<string, Uint8Array>()
  for (let i = 0; i < USERS; i++) {
    let address: string
    let sigType: SigType = 'sig'
    if (i % 8 === 3) {
      const publicKeys = [0, 1, 2].map((j) => seedBytes(seed, 'msig-key', i, j))
      const spec = { version: 1, threshold: 2, publicKeys }
      address = multisigAddress({
        version: 1,
        threshold: 2,
        addrs: publicKeys.map((pk) => encodeAddress(pk)),
      }).toString()
      multisig.set(address, spec)
      sigType = 'msig'
    } else if (i % 8 === 6) {
      // `#pragma version 10; int <i>; return`: a distinct escrow per user.
      const program = new Uint8Array([0x0a, 0x81, i, 0x43])
      address = new LogicSigAccount(program).address().toString()
      logicSig.set(address, program)
      sigType = 'lsig'
    } else {
      address = encodeAddress(seedBytes(seed, 'user', i))
    }
    const a = add(address, BigInt(r.int(50, 5000)) * LGR + r.bigint(LGR), sigType)
    if (i % 4 === 0) a.status = 'Online'
    users.push(address)
  }

  const pqAccounts = new Map<string, { publicKey: Uint8Array; salt: number }>()
  for (let i = 0; i < 3; i++) {
    // Falcon-1024 public keys are 1793 bytes; devnet never verifies these synthetic ones.
    const publicKey = seedStream(seed, 1793, 'pq', i)
    const address = encodeAddress(seedBytes(seed, 'pq-address', i))
    pqAccounts.set(address, { publicKey, salt: 0 })
  }

  let nextId = 1001n
  const assetDefs: [string, string, number, bigint, string][] = [
    ['Devnet Dollar', 'DUSD', 6, 10_000_000_000n * LGR, 'https://devnet.invalid/dusd'],
    ['Gold Ounce', 'GOLD', 8, 2_100_000_000_000_000n, 'https://devnet.invalid/gold'],
    ['Ledger Art #1', 'ART1', 0, 1n, 'ipfs://devnet-art-1#arc3'],
    ['Loyalty Points', 'PTS', 2, 500_000_000n, ''],
    // Beyond 2^53: exercises exact uint64 JSON numbers end to end.
    ['Max Supply Token', 'MAX', 0, 18_446_744_073_709_551_615n, 'https://devnet.invalid/max'],
  ]
  for (const [k, [name, unitName, decimals, total, url]] of assetDefs.entries()) {
    const creator = users[k * 2]!
    const asset: AssetState = {
      id: nextId++,
      creator,
      total,
      decimals,
      defaultFrozen: false,
      unitName,
      name,
      url,
      manager: creator,
      reserve: creator,
      freeze: creator,
      clawback: creator,
      createdRound: 0,
    }
    state.assets.set(asset.id, asset)
    const c = state.accounts.get(creator)!
    c.createdAssets.add(asset.id)
    c.assets.set(asset.id, { amount: total, frozen: false, optedInRound: 0 })
    // A few holders opted in from the start so transfers happen at once.
    for (let h = 1; h <= 6; h++) {
      const holder = state.accounts.get(users[(k * 2 + h * 3) % USERS]!)!
      if (!holder.assets.has(asset.id)) holder.assets.set(asset.id, { amount: 0n, frozen: false, optedInRound: 0 })
    }
    state.accounts.get(walletAccounts[0]!)!.assets.set(asset.id, { amount: 0n, frozen: false, optedInRound: 0 })
  }

  const appNames = ['counter', 'registry', 'auction']
  for (const [k, name] of appNames.entries()) {
    const creator = users[k * 3 + 1]!
    const app: AppState = {
      id: nextId++,
      creator,
      approval: APPROVE_ALL,
      clear: CLEAR_ALL,
      global: new Map([
        [b64(name === 'counter' ? 'count' : 'calls'), tealUint(0n)],
        [b64('name'), tealBytes(new TextEncoder().encode(name))],
      ]),
      globalSchema: { ints: 2, bytes: 2 },
      localSchema: { ints: 1, bytes: 1 },
      extraPages: 0,
      boxes: new Map(),
      version: 0,
      createdRound: 0,
    }
    state.apps.set(app.id, app)
    state.accounts.get(creator)!.createdApps.add(app.id)
    add(getApplicationAddress(app.id).toString(), 10n * LGR)
  }
  return { state, users, walletAccounts, multisig, logicSig, pqAccounts, nextId }
}

export const b64 = (s: string): string => Buffer.from(s).toString('base64')

/** `n` deterministic bytes for a label: consecutive 32-byte seed blocks. */
export function seedStream(seed: number, n: number, ...label: (string | number)[]): Uint8Array {
  const out = new Uint8Array(n)
  for (let o = 0, k = 0; o < n; o += 32, k++) out.set(seedBytes(seed, ...label, k).subarray(0, n - o), o)
  return out
}
