import { decodeUnsignedTransaction, encodeAddress, msgpackRawEncode } from 'algosdk'
import { operationsOf } from '@/lib/catalog/index'
import type { DevnetContext, GatewayModule, HandlerRequest, HandlerResult, HandlerTable } from '../../types'
import { withErrors } from '../errors'
import type { Ledger } from '../ledger/ledger'
import { text as s } from '../wire'
import { KmdError, KmdService, msigAddress, publicKeyOf, sign } from './service'
import type { WalletFile } from './store'

/** kmd's answers: `{error, message}` plus snake_case payload fields. */
const ok = (payload: Record<string, unknown> = {}): HandlerResult => ({
  status: 200,
  body: { error: false, message: '', ...payload },
})
export const kmdError = (status: number, message: string): HandlerResult => ({ status, body: { error: true, message } })

type Body = Record<string, unknown>
/** Key bytes arrive as base64 text (go-codec, algosdk) or as integer arrays (the swagger form). */
const bytes = (v: unknown): Uint8Array =>
  Array.isArray(v)
    ? Uint8Array.from(v as number[])
    : typeof v === 'string'
      ? new Uint8Array(Buffer.from(v, 'base64'))
      : new Uint8Array()
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64')
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts))
const tag = (t: string) => new TextEncoder().encode(t)

const walletJson = (w: WalletFile) => ({
  driver_name: w.driver,
  driver_version: w.driverVersion,
  id: w.id,
  mnemonic_ux: false,
  name: w.name,
  supported_txs: ['pay', 'keyreg'],
})

/** Encode a multisig signature as kmd answers it (msgpack of {subsig, thr, v}). */
function encodeMsig(version: number, threshold: number, subsigs: { pk: Uint8Array; s?: Uint8Array }[]): string {
  const sub = subsigs.map(
    (x) =>
      new Map<string, unknown>(
        x.s && x.s.length
          ? [
              ['pk', x.pk],
              ['s', x.s],
            ]
          : [['pk', x.pk]],
      ),
  )
  return b64(
    msgpackRawEncode(
      new Map<string, unknown>([
        ['subsig', sub],
        ['thr', threshold],
        ['v', version],
      ]),
    ),
  )
}

interface PartialMsig {
  Subsigs?: { Key: unknown; Sig?: unknown }[]
  Threshold?: number
  Version?: number
}

export function kmdHandlers(kmd: KmdService): HandlerTable {
  const body = (req: HandlerRequest) => (req.body ?? {}) as Body

  /** Start or extend a multisig signature: the wallet key signs `message`, partial signatures are kept. */
  const multisigSign = (b: Body, defaultAddress: string, message: (msigAddr: string) => Uint8Array) => {
    const { u } = kmd.withPassword(s(b.wallet_handle_token), s(b.wallet_password))
    const pk = bytes(b.public_key)
    const k = kmd.key(u, encodeAddress(pk))
    const partial = b.partial_multisig as PartialMsig | undefined
    const pre = partial?.Subsigs?.length
      ? {
          version: partial.Version ?? 1,
          threshold: partial.Threshold ?? 1,
          pks: partial.Subsigs.map((x) => bytes(x.Key)),
        }
      : kmd.multisig(u, b.signer ? encodeAddress(bytes(b.signer)) : defaultAddress)
    const addr = msigAddress(pre.version, pre.threshold, pre.pks)
    const mine = pre.pks.findIndex((p) => Buffer.compare(Buffer.from(p), Buffer.from(pk)) === 0)
    if (mine < 0) throw new KmdError(400, 'public key is not part of the multisig preimage')
    const sig = sign(k, message(addr))
    const subsigs = pre.pks.map((p, i) => ({
      pk: p,
      s: i === mine ? sig : partial?.Subsigs?.[i]?.Sig ? bytes(partial.Subsigs[i]!.Sig) : undefined,
    }))
    return ok({ multisig: encodeMsig(pre.version, pre.threshold, subsigs) })
  }

  return {
    'kmd.swagger': () => ({
      status: 200,
      body: {
        swagger: '2.0',
        info: {
          title: 'for KMD HTTP API',
          version: '0.0.1',
          description: 'API for KMD (Key Management Daemon), served by devnet',
        },
        paths: Object.fromEntries(
          operationsOf('kmd').map((op) => [
            op.path,
            { [op.method.toLowerCase()]: { operationId: op.id, summary: op.summary } },
          ]),
        ),
      },
    }),
    'kmd.versions': () => ({ status: 200, body: { versions: ['v1'] } }),
    'kmd.wallets.list': () => ok({ wallets: kmd.store.list().map(walletJson) }),
    'kmd.wallet.create': async (req) => {
      const b = body(req)
      if (b.wallet_driver_name && b.wallet_driver_name !== 'sqlite')
        throw new KmdError(400, `unknown wallet driver: ${s(b.wallet_driver_name)}`)
      const w = await kmd.create(
        s(b.wallet_name),
        s(b.wallet_password),
        b.master_derivation_key === undefined ? undefined : bytes(b.master_derivation_key),
      )
      return ok({ wallet: walletJson(w) })
    },
    'kmd.wallet.init': async (req) =>
      ok({ wallet_handle_token: await kmd.init(s(body(req).wallet_id), s(body(req).wallet_password)) }),
    'kmd.wallet.info': (req) => {
      const token = s(body(req).wallet_handle_token)
      const { wallet } = kmd.session(token)
      return ok({ wallet_handle: { expires_seconds: kmd.sessions.secondsLeft(token), wallet: walletJson(wallet) } })
    },
    'kmd.wallet.renew': (req) => {
      const token = s(body(req).wallet_handle_token)
      const { wallet } = kmd.session(token)
      kmd.sessions.renew(token)
      return ok({ wallet_handle: { expires_seconds: kmd.sessions.secondsLeft(token), wallet: walletJson(wallet) } })
    },
    'kmd.wallet.release': (req) => {
      kmd.release(s(body(req).wallet_handle_token))
      return ok()
    },
    'kmd.wallet.rename': async (req) => {
      const b = body(req)
      return ok({ wallet: walletJson(await kmd.rename(s(b.wallet_id), s(b.wallet_name), s(b.wallet_password))) })
    },
    'kmd.key.generate': (req) => {
      const b = body(req)
      if (b.display_mnemonic === true) throw new KmdError(400, 'wallet does not support mnemonic display')
      return ok({ address: kmd.generate(s(b.wallet_handle_token)) })
    },
    'kmd.key.import': (req) =>
      ok({ address: kmd.importKey(s(body(req).wallet_handle_token), bytes(body(req).private_key)) }),
    'kmd.key.list': (req) => {
      const { u } = kmd.session(s(body(req).wallet_handle_token))
      return ok({ addresses: kmd.keys(u).map((k) => k.address) })
    },
    'kmd.key.export': (req) => {
      const b = body(req)
      const { u } = kmd.withPassword(s(b.wallet_handle_token), s(b.wallet_password))
      return ok({ private_key: b64(kmd.key(u, s(b.address)).secretKey) })
    },
    'kmd.key.delete': (req) => {
      const b = body(req)
      kmd.deleteKey(s(b.wallet_handle_token), s(b.wallet_password), s(b.address))
      return ok()
    },
    'kmd.masterKey.export': (req) => {
      const b = body(req)
      const { u } = kmd.withPassword(s(b.wallet_handle_token), s(b.wallet_password))
      return ok({ master_derivation_key: u.secrets.mdk })
    },
    'kmd.multisig.import': (req) => {
      const b = body(req)
      const pks = (b.pks as unknown[]).map(bytes)
      return ok({
        address: kmd.importMultisig(s(b.wallet_handle_token), Number(b.multisig_version), Number(b.threshold), pks),
      })
    },
    'kmd.multisig.list': (req) => {
      const { u } = kmd.session(s(body(req).wallet_handle_token))
      return ok({ addresses: kmd.multisigAddresses(u) })
    },
    'kmd.multisig.export': (req) => {
      const b = body(req)
      const { u } = kmd.session(s(b.wallet_handle_token))
      const m = kmd.multisig(u, s(b.address))
      return ok({ multisig_version: m.version, threshold: m.threshold, pks: m.pks.map(b64) })
    },
    'kmd.multisig.delete': (req) => {
      const b = body(req)
      kmd.deleteMultisig(s(b.wallet_handle_token), s(b.wallet_password), s(b.address))
      return ok()
    },
    'kmd.multisig.sign': (req) => {
      const b = body(req)
      const txn = decodeTxn(b.transaction)
      return multisigSign(b, txn.sender.toString(), () => txn.bytesToSign())
    },
    'kmd.multisig.signProgram': (req) => {
      const b = body(req)
      const data = bytes(b.data)
      // Domain separation binds the signature to the multisig address, unless the legacy form is asked for.
      return multisigSign(b, s(b.address), (addr) =>
        b.use_legacy_msig === true ? concat(tag('Program'), data) : concat(tag('MsigProgram'), publicKeyOf(addr), data),
      )
    },
    'kmd.program.sign': (req) => {
      const b = body(req)
      const { u } = kmd.withPassword(s(b.wallet_handle_token), s(b.wallet_password))
      // A delegated logic signature: ed25519 over "Program" || program.
      return ok({ sig: b64(sign(kmd.key(u, s(b.address)), concat(tag('Program'), bytes(b.data)))) })
    },
    'kmd.transaction.sign': (req) => {
      const b = body(req)
      const { u } = kmd.withPassword(s(b.wallet_handle_token), s(b.wallet_password))
      const txn = decodeTxn(b.transaction)
      // public_key picks the signer of a rekeyed account; algosdk then records it as the authorizer (sgnr).
      const signer =
        b.public_key !== undefined && bytes(b.public_key).length
          ? encodeAddress(bytes(b.public_key))
          : txn.sender.toString()
      return ok({ signed_transaction: b64(txn.signTxn(kmd.key(u, signer).secretKey)) })
    },
  }
}

function decodeTxn(v: unknown) {
  try {
    return decodeUnsignedTransaction(bytes(v))
  } catch (e) {
    throw new KmdError(400, `could not decode the transaction: ${(e as Error).message}`)
  }
}

const envInt = (env: DevnetContext['env'], name: string, fallback: number, min: number) => {
  const v = env[name]
  return v && /^\d+$/.test(v) ? Math.max(min, Number(v)) : fallback
}

/** scrypt's N must be a power of two: round down. */
const powerOfTwo = (n: number) => 2 ** Math.floor(Math.log2(n))

/** DEVNET_KMD_SESSION_SECONDS (default 60, as kmd) and DEVNET_KMD_SCRYPT_N (default 32768) tune the daemon. */
export async function createKmdModule(ctx: DevnetContext, ledger: Ledger): Promise<GatewayModule> {
  const kmd = new KmdService({
    dataDir: ctx.dataDir,
    seed: ctx.seed,
    now: ctx.now,
    sessionSeconds: envInt(ctx.env, 'DEVNET_KMD_SESSION_SECONDS', 60, 1),
    scryptN: powerOfTwo(envInt(ctx.env, 'DEVNET_KMD_SCRYPT_N', 1 << 15, 1 << 10)),
  })
  await kmd.ensureDefaultWallet()
  return {
    id: 'kmd',
    handlers: withErrors(kmdHandlers(kmd), kmdError),
    error: kmdError,
    start: () => ledger.start(),
    stop: () => ledger.stop(),
  }
}
