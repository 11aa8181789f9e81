/** Small readers of wire JSON of unknown shape: each answers what is there or an empty value, never throws. */
export type Obj = Record<string, unknown>
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
export const obj = (v: unknown): Obj => (isObj(v) ? v : {})
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])
/** A non-empty string, or a number written as one; undefined otherwise. */
export const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' || typeof v === 'bigint' ? String(v) : undefined
