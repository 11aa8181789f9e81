/** How a ledger transaction was authorised: one key, a multisig (version, threshold, each sub-signer), a logic signature. */
import { sha512_256 } from '@noble/hashes/sha2.js'
import { encodeLedgerAddress } from '@/lib/format/address'
import { base64ToBytes, base64ToHex } from '@/lib/format/hex'
import type { NetworkId } from '@/lib/networks'
import { kv, link, list, mono, row, text, type Adapter, type Field, type KVRow } from '../view'
import { ledgerMultisig } from './schemas'
import { bytesField } from './teal-state'
import { byteCount } from './teal-value'
import { readTx } from './tx-summary'

const rec = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})

const keyAddress = (b64: string | undefined): string | undefined => {
  try {
    return b64 ? encodeLedgerAddress(base64ToBytes(b64)) : undefined
  } catch {
    return undefined
  }
}

/** A logic signature's account: SHA-512/256 of `Program` and the program's bytes, as an address. */
export function programAddress(logicB64: string): string | undefined {
  try {
    const logic = base64ToBytes(logicB64)
    const msg = new Uint8Array(7 + logic.length)
    msg.set(new TextEncoder().encode('Program'))
    msg.set(logic, 7)
    return encodeLedgerAddress(sha512_256(msg))
  } catch {
    return undefined
  }
}

/** A multisig's rows: its rule in words and each sub-signer with whether it signed. */
function multisigRows(network: NetworkId, m: unknown, prefix = ''): KVRow[] {
  const r = ledgerMultisig.safeParse(m)
  if (!r.success) return [row(`${prefix}Multisig`, text('not readable in this answer'))]
  const subs = r.data.subsignature ?? []
  const signed = subs.filter((s) => s.signature).length
  return [
    row(
      `${prefix}Multisig`,
      text(
        `version ${r.data.version ?? '?'}: ${r.data.threshold ?? '?'} of ${subs.length} keys must sign; ${signed} signed`,
      ),
    ),
    row(
      `${prefix}Member keys`,
      list(
        subs.map((s, i): Field => {
          const a = keyAddress(s['public-key'])
          const label = `${i + 1}. ${a ?? s['public-key'] ?? '?'}: ${s.signature ? 'signed' : 'did not sign'}`
          return a ? link('account', network, a, label) : text(label)
        }),
      ),
    ),
  ]
}

export const ledgerTxSignature: Adapter = (body, { network }) => {
  const { t } = readTx(body)
  const s = t.signature
  const signer = t['auth-addr'] ?? t.sender
  if (!s || (!s.sig && !s.multisig && !s.logicsig && s.pqsig === undefined))
    return kv([row('Signature', text('none in the answer (an inner transaction, or not yet signed)'))])
  const rows: (KVRow | undefined)[] = [
    row('Authorised by', link('account', network, signer, t['auth-addr'] ? `${signer} (rekeyed)` : undefined)),
  ]
  if (s.sig) rows.push(row('Kind', text('ed25519: one key')), row('Signature', mono(base64ToHex(s.sig))))
  if (s.multisig) rows.push(row('Kind', text('multisig')), ...multisigRows(network, s.multisig))
  if (s.pqsig !== undefined && s.pqsig !== null) {
    const p = rec(s.pqsig)
    rows.push(
      row('Kind', text('post-quantum: Falcon')),
      row('Scheme', text(p.scheme)),
      row('Public key', text(typeof p['public-key'] === 'string' ? byteCount(p['public-key']) : undefined)),
    )
  }
  const l = s.logicsig
  if (l) {
    const escrow = l.logic ? programAddress(l.logic) : undefined
    const delegated = !!(l.signature || l['multisig-signature'] || l.pqsig)
    rows.push(
      row('Kind', text('logic signature')),
      row(
        'Mode',
        text(
          delegated
            ? 'delegated: the account signed this program to let it approve transactions on its behalf'
            : 'contract account: the program itself is the account',
        ),
      ),
      row('Program account', escrow ? link('account', network, escrow) : { type: 'empty' }),
      row('Program', l.logic ? bytesField(l.logic, network, 'note') : { type: 'empty' }),
      ...(l.args ?? []).map((a, i) => row(`Argument ${i + 1}`, bytesField(a, network))),
      row('Delegating signature', l.signature ? mono(base64ToHex(l.signature)) : { type: 'empty' }),
      ...(l['multisig-signature'] ? multisigRows(network, l['multisig-signature'], 'Delegating ') : []),
    )
  }
  return kv(rows)
}
