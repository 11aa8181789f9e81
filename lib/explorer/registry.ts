/**
 * Adapter registry: panels name their adapter by id (a plain string crosses the server→client boundary, a
 * function cannot). Add an adapter to its kind's `index.ts` map.
 *
 * Loaded statically on purpose: loading each kind's adapters as its own chunk (tried) saved ~10 KB per page but
 * suspended every panel during hydration and shifted the layout (CLS 0.04 → 0.37 on SDK account pages).
 */
import { baseAdapters } from './base-adapters'
import { cosmosAdapters } from './cosmos/index'
import { ledgerAdapters } from './ledger/index'
import { shardedAdapters } from './sharded/index'
import type { Adapter } from './view'
import { vmAdapters } from './vm/index'
import { IBC_ADAPTERS } from '@/lib/ibc/adapters'

export const ADAPTERS = {
  ...baseAdapters,
  ...cosmosAdapters,
  ...ledgerAdapters,
  ...vmAdapters,
  ...shardedAdapters,
  // IBC pages' adapters (lib/ibc, the IBC engineer's).
  ...IBC_ADAPTERS,
} satisfies Record<string, Adapter>

export type AdapterId = keyof typeof ADAPTERS
