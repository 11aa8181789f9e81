/** Adapters shared by every kind (loaded with the first panel of any page). */
import { listAdapter, rawAdapter, recordAdapter } from './common'
import type { Adapter } from './view'

export const baseAdapters = {
  raw: rawAdapter,
  record: recordAdapter,
  list: listAdapter,
} satisfies Record<string, Adapter>
