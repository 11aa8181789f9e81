/** Ledger transactions in words: their type, who the counterpart is, what they move, how they were signed. */
import type * as z from 'zod/mini'
import type { NetworkId } from '@/lib/networks'
import { shorten } from '@/lib/format/shorten'
import { nativeAmount } from '../chain'
import { amount, link, type AdapterContext, type Field } from '../view'
import { assetDenom } from './asset-key'
import type { ledgerTx } from './schemas'

export type Tx = z.output<typeof ledgerTx>

export const TYPE: Record<string, string> = {
  pay: 'Payment',
  axfer: 'Asset transfer',
  appl: 'Application call',
  acfg: 'Asset config',
  afrz: 'Asset freeze',
  keyreg: 'Key registration',
  stpf: 'State proof',
  hb: 'Heartbeat',
}

export const typeWords = (t: Tx): string => TYPE[t['tx-type']] ?? (t['tx-type'] || 'Unknown type')

export const SIG_TYPE: Record<string, string> = {
  sig: 'ed25519',
  msig: 'multisig',
  lsig: 'logic signature',
  pqsig: 'post-quantum (Falcon)',
}

/** Signature kind: ed25519 single, multisig, logic signature, or the post-quantum (Falcon) signature of v42. */
export function signatureType(t: Tx): string {
  const s = t.signature
  if (!s) return 'none'
  if (s.pqsig !== undefined && s.pqsig !== null) return 'post-quantum (Falcon)'
  if (s.logicsig)
    return s.logicsig.pqsig
      ? 'logic signature (post-quantum)'
      : s.logicsig['multisig-signature']
        ? 'logic signature (multisig)'
        : 'logic signature'
  if (s.multisig) return 'multisig'
  if (s.sig) return 'ed25519'
  return 'none'
}

/** The asset a transaction is about (transfer, freeze, config or creation), if any. */
export function assetOf(t: Tx): string | undefined {
  return (
    t['asset-transfer-transaction']?.['asset-id'] ??
    t['asset-freeze-transaction']?.['asset-id'] ??
    (t['asset-config-transaction']?.['asset-id'] && t['asset-config-transaction']['asset-id'] !== '0'
      ? t['asset-config-transaction']['asset-id']
      : undefined) ??
    t['created-asset-index']
  )
}

/** The application a transaction calls, or the one it created. */
export function applicationOf(t: Tx): string | undefined {
  const app = t['application-transaction']?.['application-id']
  if (app === undefined) return undefined
  return app === '0' ? t['created-application-index'] : app
}

/** Who the transaction is for: the receiver, the frozen account, the application called, the asset configured. */
export function counterpart(network: NetworkId, t: Tx): Field {
  const r =
    t['payment-transaction']?.receiver ??
    t['asset-transfer-transaction']?.receiver ??
    t['asset-freeze-transaction']?.address ??
    t['heartbeat-transaction']?.['hb-address']
  if (r) return link('account', network, r, shorten(r))
  const app = t['application-transaction']?.['application-id']
  if (app !== undefined) {
    const created = t['created-application-index']
    if (app === '0')
      return created ? link('application', network, created, `creates app ${created}`) : { type: 'empty' }
    return link('application', network, app, `app ${app}`)
  }
  const asset = t['asset-config-transaction'] ? assetOf(t) : undefined
  if (asset) return link('asset', network, asset)
  return { type: 'empty' }
}

/** A payment in the native token; an asset transfer under its asset (the page's asset metadata gives its unit). */
export function value(ctx: AdapterContext, t: Tx): Field {
  if (t['payment-transaction']) return nativeAmount(ctx, t['payment-transaction'].amount)
  const a = t['asset-transfer-transaction']
  if (a) return amount(a.amount, assetDenom(a['asset-id']))
  return { type: 'empty' }
}
