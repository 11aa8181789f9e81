/**
 * View model produced by the per-kind adapters and rendered by the generic panels. Adapters turn wire JSON
 * into these plain, serialisable values; components never look at wire JSON (except the raw-JSON view).
 */
import type { NetworkId } from '@/lib/networks'

export type RecordKind = 'block' | 'tx' | 'account'

export type Field =
  | { t: 'text'; v: string; mono?: boolean }
  /** Base-unit amount (decimal or 0x-hex string); exponent/display when the adapter knows them. */
  | { t: 'amount'; raw: string; denom: string; exponent?: number; display?: string }
  | { t: 'link'; kind: RecordKind; network: NetworkId; v: string; label?: string }
  /** An in-app link that is not a plain record (e.g. a shard block: `/sharded/blocks/12?shard=1`). */
  | { t: 'href'; href: string; label: string }
  | { t: 'time'; ms: number }
  | { t: 'status'; ok: boolean; label: string }
  | { t: 'json'; v: unknown }
  | { t: 'list'; items: Field[] }
  | { t: 'empty' }

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
  | { kind: 'table'; columns: Column[]; rows: Record<string, Field>[]; next?: string | null; height?: string; empty?: string; keyColumns?: number }
  | { kind: 'text'; text: string; height?: string }

/** What every adapter is: the answer body and its context → a view. */
export interface AdapterContext {
  network: NetworkId
}
export type Adapter = (body: unknown, ctx: AdapterContext) => View

// Small constructors keep adapters readable.
export const text = (v: unknown, mono = false): Field =>
  v === undefined || v === null || v === '' ? { t: 'empty' } : { t: 'text', v: String(v), ...(mono && { mono }) }
export const mono = (v: unknown): Field => text(v, true)
export const link = (kind: RecordKind, network: NetworkId, v: unknown, label?: string): Field =>
  v === undefined || v === null || v === '' ? { t: 'empty' } : { t: 'link', kind, network, v: String(v), ...(label && { label }) }
export const amount = (raw: unknown, denom: string, exponent?: number, display?: string): Field =>
  raw === undefined || raw === null || raw === ''
    ? { t: 'empty' }
    : { t: 'amount', raw: String(raw), denom, ...(exponent !== undefined && { exponent }), ...(display && { display }) }
export const time = (ms: number | undefined): Field => (ms === undefined ? { t: 'empty' } : { t: 'time', ms })
export const status = (ok: boolean, label: string): Field => ({ t: 'status', ok, label })
export const json = (v: unknown): Field => (v === undefined ? { t: 'empty' } : { t: 'json', v })
export const list = (items: Field[]): Field => (items.length ? { t: 'list', items } : { t: 'empty' })
export const kv = (rows: (KVRow | false | undefined)[], height?: string): View => ({
  kind: 'kv',
  rows: rows.filter((r): r is KVRow => !!r && r.value.t !== 'empty'),
  ...(height && { height }),
})
export const row = (label: string, value: Field): KVRow => ({ label, value })
