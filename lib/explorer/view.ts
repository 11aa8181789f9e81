/**
 * View model produced by the per-kind adapters and rendered by the generic panels. Adapters turn wire JSON
 * into these plain, serialisable values; components never look at wire JSON (except the raw-JSON view).
 */
import type { AddressFormat, Denom, EntityKind, NetworkId } from '@/lib/networks'

export type RecordKind = 'block' | 'tx' | 'account'
export type { EntityKind }
export type LinkKind = RecordKind | EntityKind

export type Field =
  /** `short`: a long id (contract address, hash) shortened in the middle, the whole value behind a copy button. */
  | { type: 'text'; value: string; mono?: boolean; short?: boolean }
  /**
   * Base-unit amount (decimal or 0x-hex string); exponent/display when the adapter knows them. `shown`: the value
   * read on the page when the amount is a part shown beside its whole (./breakdown.ts), rounded at `fraction`
   * digits so the parts add up to the whole; `raw` stays the exact value.
   */
  | {
      type: 'amount'
      raw: string
      denom: string
      exponent?: number
      display?: string
      shown?: { raw: string; fraction: number }
    }
  | { type: 'link'; kind: LinkKind; network: NetworkId; value: string; label?: string }
  /**
   * A validator's operator (`…valoper1…`) or consensus (`…valcons1…`) address: shown as the validator's name linked
   * to its page where the network lists validators (the names come from the network layout), else as the address.
   */
  | { type: 'validator'; value: string }
  /** An in-app link that is not a plain record (e.g. a shard block: `/sharded/blocks/12?shard=1`). */
  | { type: 'href'; href: string; label: string }
  | { type: 'time'; ms: number }
  | { type: 'status'; ok: boolean; label: string }
  | { type: 'json'; value: unknown }
  /** The name and unit of a denomination the page looked up (a held ledger asset): `Gold Ounce (GOLD)`. */
  | { type: 'denom-name'; denom: string }
  | { type: 'list'; items: Field[] }
  /**
   * Bytes as the wire sends them (base64) with their reading (`as`: text, a number, an address link); the page shows
   * the reading and offers the text, base64 and hex views behind a switch.
   */
  | { type: 'bytes'; b64: string; as: Field }
  /** A link out of the explorer (an NFT's media URI): http(s) only, opened without the page's referrer. */
  | { type: 'external'; url: string }
  | { type: 'empty' }

export interface KVRow {
  label: string
  value: Field
}

export interface Column {
  key: string
  label: string
  /** Right-aligned numbers. */
  numeric?: boolean
}

export type View =
  | { kind: 'kv'; rows: KVRow[]; height?: string }
  /** `keyColumns`: how many leading columns name a row (default 1), for matching rows of two answers. */
  | {
      kind: 'table'
      columns: Column[]
      rows: Record<string, Field>[]
      next?: string | null
      height?: string
      empty?: string
      keyColumns?: number
    }
  | { kind: 'text'; text: string; height?: string }
  /** Who sent what to whom, in order: a transaction group drawn as lanes (parties) and arrows (steps). */
  | { kind: 'flow'; parties: FlowParty[]; steps: FlowStep[]; height?: string }

export interface FlowParty {
  /** Short name on the lane (`KJ3A…BZ4C`, `app 1006`). */
  label: string
  /** What the lane is, linked: an account, an application, an asset. */
  field: Field
}

export interface FlowStep {
  /** Lane indexes into `parties`; equal for an action on oneself (an opt-in). */
  from: number
  to: number
  /** The transaction's type in words. */
  what: string
  /** What it moved, when it moved something. */
  amount?: Field
  /** The transaction's id (its arrow links to it). */
  tx: string
}

/**
 * What an adapter needs to know of the chain behind a network: its address format and its native tokens. Pages
 * leave it out (the network registry's is used, lib/explorer/chain.ts); a network pointed at a real chain (a
 * Cosmos Hub with `cosmos1…` addresses and `uatom`) passes its own.
 */
export interface ChainProfile {
  address: AddressFormat
  denom: Denom
  /** The VM ledger's gas coin, beside its native token (`denom`). */
  energy?: Denom
  /** Every denomination the network describes, the native one first (Classic's stable coins beside its own). */
  denoms?: readonly Denom[]
}

/** What every adapter is: the answer body and its context → a view. */
export interface AdapterContext {
  network: NetworkId
  chain?: ChainProfile
  /**
   * What the page knew when it declared the panel (PanelDef.extra): an asset's total for its circulating supply, the
   * values state keys held before a transaction, the offset of a page of logs. Plain JSON, the same on both sides.
   */
  extra?: Readonly<Record<string, unknown>>
}
export type Adapter = (body: unknown, ctx: AdapterContext) => View

// Small constructors keep adapters readable.
export const text = (value: unknown, mono = false): Field =>
  value === undefined || value === null || value === ''
    ? { type: 'empty' }
    : { type: 'text', value: String(value), ...(mono && { mono }) }
export const mono = (value: unknown): Field => text(value, true)
export const shortId = (value: unknown): Field => {
  const f = text(value, true)
  return f.type === 'text' ? { ...f, short: true } : f
}
export const link = (kind: LinkKind, network: NetworkId, id: unknown, label?: string): Field =>
  id === undefined || id === null || id === ''
    ? { type: 'empty' }
    : { type: 'link', kind, network, value: String(id), ...(label && { label }) }
export const validator = (address: unknown): Field =>
  address === undefined || address === null || address === ''
    ? { type: 'empty' }
    : { type: 'validator', value: String(address) }
export const amount = (raw: unknown, denom: string, exponent?: number, display?: string): Field =>
  raw === undefined || raw === null || raw === ''
    ? { type: 'empty' }
    : {
        type: 'amount',
        raw: String(raw),
        denom,
        ...(exponent !== undefined && { exponent }),
        ...(display && { display }),
      }
/** An outside address as a link when it is http(s), else as plain text (an `ipfs://` URI, a bare name). */
export const external = (url: string): Field =>
  /^https?:\/\/[^\s]+$/i.test(url) ? { type: 'external', url } : text(url, true)
export const time = (ms: number | undefined): Field => (ms === undefined ? { type: 'empty' } : { type: 'time', ms })
export const status = (ok: boolean, label: string): Field => ({ type: 'status', ok, label })
export const json = (value: unknown): Field => (value === undefined ? { type: 'empty' } : { type: 'json', value })
export const list = (items: Field[]): Field => (items.length ? { type: 'list', items } : { type: 'empty' })
export const kv = (rows: (KVRow | false | undefined)[], height?: string): View => ({
  kind: 'kv',
  rows: rows.filter((r): r is KVRow => !!r && r.value.type !== 'empty'),
  ...(height && { height }),
})
export const row = (label: string, value: Field): KVRow => ({ label, value })
