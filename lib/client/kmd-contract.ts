/**
 * The contract of the KMD console routes `/api/kmd/<action>`, shared by the route handler (lib/kmd/actions/) and
 * the browser client (./kmd.ts): each action's request body as a zod schema (strict, so unknown fields such as a
 * smuggled `wallet_handle_token` are refused) and the views the answers carry. Pure: zod only.
 */
import * as z from 'zod'

const password = z.string({ error: 'password is required' }).max(1024, 'password too long')
const address = z.string().regex(/^[A-Z2-7]{58}$/, 'must be a 58-character account address')
const walletId = z.string().min(1, 'wallet id is required').max(256)
const walletName = z.string().trim().min(1, 'wallet name is required').max(64, 'wallet name is at most 64 bytes')
const blob = (what: string) => z.string().trim().min(1, `${what} is required`).max(2_000_000, `${what} too long`)
const empty = z.strictObject({})
const uint8 = z.number().int().min(0).max(255)
const partial = z.string().trim().max(100_000).optional()

/** Request body of each action. */
export const KMD_INPUTS = {
  status: empty,
  'wallets/list': empty,
  'wallets/create': z.strictObject({
    name: walletName,
    password,
    master_key: z.string().max(1000).optional(),
    driver: z.string().max(64).optional(),
  }),
  'wallets/rename': z.strictObject({ wallet_id: walletId, name: walletName, password }),
  unlock: z.strictObject({ wallet_id: walletId, password }),
  renew: empty,
  lock: empty,
  'keys/list': empty,
  'keys/generate': z.strictObject({ show_mnemonic: z.boolean().optional(), password: password.optional() }),
  'keys/import': z.strictObject({ key: blob('private key or mnemonic').max(2000) }),
  'keys/export': z.strictObject({ address, password }),
  'keys/delete': z.strictObject({ address, password }),
  'master-key/export': z.strictObject({ password }),
  'multisig/list': empty,
  'multisig/import': z.strictObject({
    addresses: z.array(address).min(1, 'at least one public key').max(255),
    threshold: uint8.min(1),
    version: uint8.default(1),
  }),
  'multisig/export': z.strictObject({ address }),
  'multisig/delete': z.strictObject({ address, password }),
  'multisig/sign': z.strictObject({
    transaction: blob('transaction'),
    signer: address,
    password,
    /** The multisig account when it is not the sender (a rekeyed sender). */
    multisig_address: address.optional(),
    partial,
  }),
  'multisig/sign-program': z.strictObject({
    multisig_address: address,
    program: blob('program'),
    signer: address,
    password,
    partial,
  }),
  'program/sign': z.strictObject({ address, program: blob('program'), password }),
  'transaction/sign': z.strictObject({ transaction: blob('transaction'), password, auth_address: address.optional() }),
} satisfies Record<string, z.ZodType>

export type KmdActionName = keyof typeof KMD_INPUTS
/** What the browser sends for an action (before defaults such as a multisig's version 1). */
export type KmdInput<A extends KmdActionName> = z.input<(typeof KMD_INPUTS)[A]>

/** What the page knows about its session: the wallet and the two deadlines (never the handle). */
export interface SessionView {
  wallet_id: string
  wallet_name: string
  expires_seconds: number
  idle_deadline_ms: number
  idle_timeout_ms: number
  server_now_ms: number
}

export interface WalletView {
  id: string
  name: string
  driver_name: string
}

/** A multisig account the wallet holds: its version, threshold and member addresses. */
export interface MultisigInfo {
  address: string
  version: number
  threshold: number
  addresses: string[]
}

/** A (partial) multisig signature: which members have signed. */
export interface MultisigView {
  version: number
  threshold: number
  subsigs: { address: string; signed: boolean }[]
  signatures: number
}
