import 'server-only'
import { encodeAddress } from 'algosdk'
import type { MultisigInfo, SessionView, WalletView } from '@/lib/client/kmd-contract'
import type { KmdAnswer, KmdClient } from '../client'
import { fromBase64 } from '../codec'
import type { KmdSession, SessionStore } from '../sessions'
import { parse, textFields, token } from './action'

/** kmd's answers → the views of the contract the page reads (lib/client/kmd-contract.ts). */

export interface WalletJson {
  id?: unknown
  name?: unknown
  driver_name?: unknown
}

export const walletView = (w: WalletJson | undefined): WalletView => ({
  id: String(w?.id ?? ''),
  name: String(w?.name ?? ''),
  driver_name: String(w?.driver_name ?? ''),
})

/** kmd's wallet_handle answer → expiry in ms (0 when absent). */
export const expiresMs = (a: KmdAnswer) => {
  const h = a.wallet_handle as { expires_seconds?: unknown } | undefined
  const s = Number(h?.expires_seconds ?? 0)
  return Number.isFinite(s) && s > 0 ? s * 1000 : 0
}

/** What the page knows about its session: the wallet and the two deadlines (never the handle). */
export function sessionView(store: SessionStore, s: KmdSession, now = Date.now()): SessionView {
  return {
    wallet_id: s.walletId,
    wallet_name: s.walletName,
    expires_seconds: Math.max(0, Math.round((s.tokenExpiresAt - now) / 1000)),
    idle_deadline_ms: store.idleDeadline(s),
    idle_timeout_ms: store.idleMs,
    server_now_ms: now,
  }
}

export async function multisigDetails(kmd: KmdClient, s: KmdSession, addr: string): Promise<MultisigInfo> {
  const m = await kmd.call('kmd.multisig.export', { ...token(s), address: addr })
  const pks = textFields(m, 'pks')
  return {
    address: addr,
    version: Number(m.multisig_version ?? 0),
    threshold: Number(m.threshold ?? 0),
    addresses: pks.map((pk) => parse(() => encodeAddress(fromBase64(pk, 'public key')))),
  }
}
