import 'server-only'
import * as z from 'zod'
import { encodeAddress } from 'algosdk'
import {
  decodeMultisig,
  decodeTxn,
  fromBase64,
  masterKeyToMnemonic,
  multisigToPartial,
  parseMasterKey,
  parsePrivateKey,
  privateKeyToMnemonic,
  publicKeyBase64,
  signedTxnId,
  toBase64,
} from './codec'
import type { KmdAnswer, KmdClient } from './client'
import type { KmdSession, SessionStore } from './sessions'

/**
 * What the console may ask of kmd, one entry per route `/api/kmd/<name>`. Each takes a strict body (unknown fields,
 * such as a smuggled `wallet_handle_token`, are refused), and answers only what the page shows: handle tokens
 * never, secrets only from the explicit export calls.
 */

export class BadInputError extends Error {}

export interface ActionContext<I> {
  input: I
  kmd: KmdClient
  store: SessionStore
  /** The caller's session (present when the action requires one). */
  session: KmdSession
  /** Replace the caller's session (unlock) or drop it (lock): sets or clears the cookie. */
  setSession(session: KmdSession | null): void
  /** The caller's session id from its cookie, live or not. */
  sessionId: string | undefined
  /** The caller's address (sessions are capped per address). */
  client: string
}

export interface Action<S extends z.ZodType = z.ZodType> {
  input: S
  /** Needs an unlocked wallet: answered 401 `locked` otherwise. */
  session: boolean
  run(ctx: ActionContext<z.output<S>>): Promise<Record<string, unknown>>
}

const define = <S extends z.ZodType>(a: Action<S>): Action => a as unknown as Action

/** Turns a codec error (bad base64, mnemonic, address) into a 400 with its message. */
function parse<T>(fn: () => T): T {
  try {
    return fn()
  } catch (e) {
    throw new BadInputError((e as Error).message)
  }
}

const password = z.string({ error: 'password is required' }).max(1024, 'password too long')
const address = z.string().regex(/^[A-Z2-7]{58}$/, 'must be a 58-character account address')
const walletId = z.string().min(1, 'wallet id is required').max(256)
const walletName = z.string().trim().min(1, 'wallet name is required').max(64, 'wallet name is at most 64 bytes')
const blob = (what: string) => z.string().trim().min(1, `${what} is required`).max(2_000_000, `${what} too long`)
const empty = z.strictObject({})
const uint8 = z.number().int().min(0).max(255)

const token = (s: KmdSession) => ({ wallet_handle_token: s.handleToken })
const withPassword = (s: KmdSession, pw: string) => ({ ...token(s), wallet_password: pw })
const str = (a: KmdAnswer, k: string) => (typeof a[k] === 'string' ? (a[k] as string) : '')
const strs = (a: KmdAnswer, k: string) => (Array.isArray(a[k]) ? (a[k] as unknown[]).filter((x): x is string => typeof x === 'string') : [])

interface WalletJson {
  id?: unknown
  name?: unknown
  driver_name?: unknown
}
const walletView = (w: WalletJson | undefined) => ({ id: String(w?.id ?? ''), name: String(w?.name ?? ''), driver_name: String(w?.driver_name ?? '') })

/** kmd's wallet_handle answer → expiry in ms (0 when absent). */
const expiresMs = (a: KmdAnswer) => {
  const h = a.wallet_handle as { expires_seconds?: unknown } | undefined
  const s = Number(h?.expires_seconds ?? 0)
  return Number.isFinite(s) && s > 0 ? s * 1000 : 0
}

/** What the page knows about its session: the wallet and the two deadlines (never the handle). */
export function sessionView(store: SessionStore, s: KmdSession, now = Date.now()) {
  return {
    wallet_id: s.walletId,
    wallet_name: s.walletName,
    expires_seconds: Math.max(0, Math.round((s.tokenExpiresAt - now) / 1000)),
    idle_deadline_ms: store.idleDeadline(s),
    idle_timeout_ms: store.idleMs,
    server_now_ms: now,
  }
}

async function multisigDetails(kmd: KmdClient, s: KmdSession, addr: string) {
  const m = await kmd.call('kmd.multisig.export', { ...token(s), address: addr })
  const pks = strs(m, 'pks')
  return {
    address: addr,
    version: Number(m.multisig_version ?? 0),
    threshold: Number(m.threshold ?? 0),
    addresses: pks.map((pk) => parse(() => encodeAddress(fromBase64(pk, 'public key')))),
  }
}

export const ACTIONS: Record<string, Action> = {
  status: define({
    input: empty,
    session: false,
    async run({ kmd, store, sessionId, setSession }) {
      const s = store.get(sessionId)
      if (!s) {
        if (sessionId) setSession(null)
        return { session: null }
      }
      // Ask kmd: the handle may have expired or been released behind our back.
      const info = await kmd.call('kmd.wallet.info', token(s))
      s.tokenExpiresAt = Date.now() + expiresMs(info)
      return { session: sessionView(store, s) }
    },
  }),

  'wallets/list': define({
    input: empty,
    session: false,
    async run({ kmd }) {
      const a = await kmd.call('kmd.wallets.list', {})
      return { wallets: (Array.isArray(a.wallets) ? (a.wallets as WalletJson[]) : []).map(walletView) }
    },
  }),

  'wallets/create': define({
    input: z.strictObject({ name: walletName, password, master_key: z.string().max(1000).optional(), driver: z.string().max(64).optional() }),
    session: false,
    async run({ kmd, input }) {
      const mdk = parse(() => parseMasterKey(input.master_key ?? ''))
      const a = await kmd.call('kmd.wallet.create', {
        wallet_name: input.name,
        wallet_password: input.password,
        ...(mdk ? { master_derivation_key: mdk } : {}),
        ...(input.driver ? { wallet_driver_name: input.driver } : {}),
      })
      return { wallet: walletView(a.wallet as WalletJson) }
    },
  }),

  'wallets/rename': define({
    input: z.strictObject({ wallet_id: walletId, name: walletName, password }),
    session: false,
    async run({ kmd, input, store, sessionId }) {
      const a = await kmd.call('kmd.wallet.rename', { wallet_id: input.wallet_id, wallet_name: input.name, wallet_password: input.password })
      const s = store.get(sessionId)
      if (s && s.walletId === input.wallet_id) s.walletName = input.name
      return { wallet: walletView(a.wallet as WalletJson) }
    },
  }),

  unlock: define({
    input: z.strictObject({ wallet_id: walletId, password }),
    session: false,
    async run({ kmd, input, store, sessionId, setSession, client }) {
      // A new unlock always gets a new session id (and releases the previous handle of this browser).
      if (sessionId) await store.end(sessionId)
      store.assertRoom(client) // before kmd hands out a handle we could not keep
      const init = await kmd.call('kmd.wallet.init', { wallet_id: input.wallet_id, wallet_password: input.password })
      const handleToken = str(init, 'wallet_handle_token')
      if (!handleToken) throw new BadInputError('kmd returned no wallet handle')
      let info: KmdAnswer
      try {
        info = await kmd.call('kmd.wallet.info', { wallet_handle_token: handleToken })
      } catch (e) {
        await kmd.call('kmd.wallet.release', { wallet_handle_token: handleToken }).catch(() => undefined)
        throw e
      }
      const wallet = walletView((info.wallet_handle as { wallet?: WalletJson } | undefined)?.wallet)
      const s = store.create({ walletId: input.wallet_id, walletName: wallet.name, handleToken, tokenExpiresAt: Date.now() + expiresMs(info), client })
      setSession(s)
      return { session: sessionView(store, s) }
    },
  }),

  renew: define({
    input: empty,
    session: true,
    async run({ kmd, store, session }) {
      const a = await kmd.call('kmd.wallet.renew', token(session))
      session.tokenExpiresAt = Date.now() + expiresMs(a)
      return { session: sessionView(store, session) }
    },
  }),

  lock: define({
    input: empty,
    session: false,
    async run({ store, sessionId, setSession }) {
      const released = sessionId ? await store.end(sessionId) : false
      setSession(null)
      return { released }
    },
  }),

  'keys/list': define({
    input: empty,
    session: true,
    async run({ kmd, session }) {
      return { addresses: strs(await kmd.call('kmd.key.list', token(session)), 'addresses') }
    },
  }),

  'keys/generate': define({
    input: z.strictObject({ show_mnemonic: z.boolean().optional(), password: password.optional() }),
    session: true,
    async run({ kmd, session, input }) {
      if (input.show_mnemonic && input.password === undefined) throw new BadInputError('showing the mnemonic needs the wallet password')
      const addr = str(await kmd.call('kmd.key.generate', { ...token(session), display_mnemonic: false }), 'address')
      if (!input.show_mnemonic || input.password === undefined) return { address: addr }
      // kmd's own display_mnemonic is unsupported by its sqlite driver: export the new key once and show its words.
      const sk = str(await kmd.call('kmd.key.export', { ...withPassword(session, input.password), address: addr }), 'private_key')
      return { address: addr, mnemonic: parse(() => privateKeyToMnemonic(fromBase64(sk, 'private key'))) }
    },
  }),

  'keys/import': define({
    input: z.strictObject({ key: blob('private key or mnemonic').max(2000) }),
    session: true,
    async run({ kmd, session, input }) {
      const privateKey = parse(() => parsePrivateKey(input.key))
      return { address: str(await kmd.call('kmd.key.import', { ...token(session), private_key: privateKey }), 'address') }
    },
  }),

  'keys/export': define({
    input: z.strictObject({ address, password }),
    session: true,
    async run({ kmd, session, input }) {
      const sk = str(await kmd.call('kmd.key.export', { ...withPassword(session, input.password), address: input.address }), 'private_key')
      return { address: input.address, private_key: sk, mnemonic: parse(() => privateKeyToMnemonic(fromBase64(sk, 'private key'))) }
    },
  }),

  'keys/delete': define({
    input: z.strictObject({ address, password }),
    session: true,
    async run({ kmd, session, input }) {
      await kmd.call('kmd.key.delete', { ...withPassword(session, input.password), address: input.address })
      return { deleted: input.address }
    },
  }),

  'master-key/export': define({
    input: z.strictObject({ password }),
    session: true,
    async run({ kmd, session, input }) {
      const mdk = str(await kmd.call('kmd.masterKey.export', withPassword(session, input.password)), 'master_derivation_key')
      return { master_derivation_key: mdk, mnemonic: parse(() => masterKeyToMnemonic(fromBase64(mdk, 'master derivation key'))) }
    },
  }),

  'multisig/list': define({
    input: empty,
    session: true,
    async run({ kmd, session }) {
      const addrs = strs(await kmd.call('kmd.multisig.list', token(session)), 'addresses')
      return { multisigs: await Promise.all(addrs.map((a) => multisigDetails(kmd, session, a))) }
    },
  }),

  'multisig/import': define({
    input: z.strictObject({ addresses: z.array(address).min(1, 'at least one public key').max(255), threshold: uint8.min(1), version: uint8.default(1) }),
    session: true,
    async run({ kmd, session, input }) {
      if (input.threshold > input.addresses.length) throw new BadInputError(`threshold ${input.threshold} is more than the ${input.addresses.length} keys`)
      const pks = input.addresses.map((a) => parse(() => publicKeyBase64(a)))
      const a = await kmd.call('kmd.multisig.import', { ...token(session), pks, threshold: input.threshold, multisig_version: input.version })
      return { address: str(a, 'address') }
    },
  }),

  'multisig/export': define({
    input: z.strictObject({ address }),
    session: true,
    async run({ kmd, session, input }) {
      return { multisig: await multisigDetails(kmd, session, input.address) }
    },
  }),

  'multisig/delete': define({
    input: z.strictObject({ address, password }),
    session: true,
    async run({ kmd, session, input }) {
      await kmd.call('kmd.multisig.delete', { ...withPassword(session, input.password), address: input.address })
      return { deleted: input.address }
    },
  }),

  'multisig/sign': define({
    input: z.strictObject({
      transaction: blob('transaction'),
      signer: address,
      password,
      /** The multisig account when it is not the sender (a rekeyed sender). */
      multisig_address: address.optional(),
      partial: z.string().trim().max(100_000).optional(),
    }),
    session: true,
    async run({ kmd, session, input }) {
      const { unsigned } = parse(() => decodeTxn(input.transaction))
      const partial = input.partial ? parse(() => multisigToPartial(input.partial as string)) : undefined
      const a = await kmd.call('kmd.multisig.sign', {
        ...withPassword(session, input.password),
        transaction: unsigned,
        public_key: parse(() => publicKeyBase64(input.signer)),
        ...(input.multisig_address ? { signer: parse(() => publicKeyBase64(input.multisig_address as string)) } : {}),
        ...(partial ? { partial_multisig: partial } : {}),
      })
      const multisig = str(a, 'multisig')
      return { multisig, view: parse(() => decodeMultisig(multisig)) }
    },
  }),

  'multisig/sign-program': define({
    input: z.strictObject({ multisig_address: address, program: blob('program'), signer: address, password, partial: z.string().trim().max(100_000).optional() }),
    session: true,
    async run({ kmd, session, input }) {
      const program = parse(() => fromBase64(input.program, 'program'))
      const partial = input.partial ? parse(() => multisigToPartial(input.partial as string)) : undefined
      const a = await kmd.call('kmd.multisig.signProgram', {
        ...withPassword(session, input.password),
        address: input.multisig_address,
        data: toBase64(program),
        public_key: parse(() => publicKeyBase64(input.signer)),
        ...(partial ? { partial_multisig: partial } : {}),
      })
      const multisig = str(a, 'multisig')
      return { multisig, view: parse(() => decodeMultisig(multisig)) }
    },
  }),

  'program/sign': define({
    input: z.strictObject({ address, program: blob('program'), password }),
    session: true,
    async run({ kmd, session, input }) {
      const data = toBase64(parse(() => fromBase64(input.program, 'program')))
      return { sig: str(await kmd.call('kmd.program.sign', { ...withPassword(session, input.password), address: input.address, data }), 'sig') }
    },
  }),

  'transaction/sign': define({
    input: z.strictObject({ transaction: blob('transaction'), password, auth_address: address.optional() }),
    session: true,
    async run({ kmd, session, input }) {
      const { unsigned } = parse(() => decodeTxn(input.transaction))
      const a = await kmd.call('kmd.transaction.sign', {
        ...withPassword(session, input.password),
        transaction: unsigned,
        ...(input.auth_address ? { public_key: parse(() => publicKeyBase64(input.auth_address as string)) } : {}),
      })
      const signed = str(a, 'signed_transaction')
      return { signed_transaction: signed, txid: parse(() => signedTxnId(signed)) }
    },
  }),
}
