/**
 * Adapter registry: panels name their adapter by id (a plain string crosses the server→client boundary, a
 * function cannot). Add an adapter to its kind's `index.ts` map.
 *
 * Servers adapt prefetched answers with it (components/panel/first-paint.tsx); browsers load it only when an answer
 * changes there (components/panel/live-view.tsx), so a first paint never waits for it and nothing shifts.
 */
import { baseAdapters } from './base-adapters'
import { cosmosAdapters } from './cosmos/index'
import { ledgerAdapters, ledgerAtAdapters } from './ledger/index'
import { shardedAdapters } from './sharded/index'
import type { Adapter } from './view'
import { vmAdapters } from './vm/index'

export const ADAPTERS = {
  ...baseAdapters,
  ...cosmosAdapters,
  ...ledgerAdapters,
  ...ledgerAtAdapters,
  ...vmAdapters,
  ...shardedAdapters,
} satisfies Record<string, Adapter>

/**
 * IBC adapters live in lib/ibc, which builds on this folder, so they are named here by prefix only (lib/ibc/pages.ts
 * checks its ids exactly). They are loaded on demand by components/panel/adapter-of.ts, so record pages do not
 * ship them (they added ~70 KB gzip to every page when bundled here).
 */
export type IbcAdapterId = `ibc.${string}`
export type AdapterId = keyof typeof ADAPTERS | IbcAdapterId
export type AdapterMap = Readonly<Record<string, Adapter>>

export const isBundledAdapter = (id: AdapterId): id is keyof typeof ADAPTERS => id in ADAPTERS
