/** Field helpers the SDK module parameter panels share (oracle, treasury, bridge, nexus, multisig, rewards). */
import { formatPercent } from '@/lib/format/amount'
import type { NetworkId } from '@/lib/networks'
import { cellOf, humanize } from '../common'
import { row, text, type Field, type KVRow } from '../view'

/** A count of blocks in words (`25,000 blocks`, `1 block`); anything that is not a count is shown as it came. */
export const blockCount = (v: string | number | undefined): Field => {
  const s = v === undefined ? undefined : String(v)
  return text(s && /^\d+$/.test(s) ? `${BigInt(s).toLocaleString('en-US')} ${s === '1' ? 'block' : 'blocks'}` : s)
}

/** An `sdk.Dec` fraction as a percent with up to 4 decimals: `0.05` → `5%`. */
export const decPercent = (v: string | undefined): Field => text(v && formatPercent(v, 4))

/** Rows for the keys an adapter does not know, named from their keys: fields a later module version adds still show. */
export const unknownRows = (o: object, known: Iterable<string>, network: NetworkId): KVRow[] => {
  const skip = new Set(known)
  return Object.entries(o)
    .filter(([k]) => !skip.has(k))
    .map(([k, v]) => row(humanize(k), cellOf(v, network)))
}
