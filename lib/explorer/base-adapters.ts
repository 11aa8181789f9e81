/** Adapters shared by every kind (loaded with the first panel of any page). */
import { listAdapter, rawAdapter, recordAdapter } from './common'
import { headAdapter } from './head-adapter'
import type { Adapter } from './view'

export const baseAdapters = {
  raw: rawAdapter,
  record: recordAdapter,
  list: listAdapter,
  head: headAdapter,
} satisfies Record<string, Adapter>
