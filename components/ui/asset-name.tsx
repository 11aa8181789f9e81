'use client'
import { denomName } from '@/lib/explorer/denom-name'
import { assetDenom } from '@/lib/explorer/ledger/asset-key'
import { useDenom } from './denoms'

/**
 * A ledger asset by what people call it (`Gold Ounce (GOLD)`), from the units the page read for its amounts; its id
 * only while the page does not know the asset (a failed or skipped lookup).
 */
export function AssetName({ id }: { id: string }) {
  return <>{denomName(useDenom(assetDenom(id))) ?? `asset ${id}`}</>
}
