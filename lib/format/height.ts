import { groupThousands } from './amount'

/** A height, round or nonce as every page writes it: `11645` → `11,645` (the overviews' and record pages' form). */
export const heightText = (h: string | number | bigint): string => {
  const s = String(h)
  return /^\d+$/.test(s) ? groupThousands(s) : s
}
