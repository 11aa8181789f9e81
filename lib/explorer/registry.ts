/**
 * Adapter registry: panels name their adapter by id (a plain string crosses the server→client boundary, a
 * function cannot). Add an adapter here to make it available to <GatewayPanel adapter="…" />.
 */
import type { Adapter } from './view'
import { rawAdapter } from './common'

export const ADAPTERS = {
  raw: rawAdapter,
} satisfies Record<string, Adapter>

export type AdapterId = keyof typeof ADAPTERS
