import 'server-only'
import type { CacheableRequest } from '@/lib/page-cache/key'

/** The status the accepting thread fixes for an answer (a malformed record path: 400); never taken from a client. */
export const FIXED_STATUS_HEADER = 'x-explorer-fixed-status'

export interface RenderRequest {
  t: 'render'
  id: number
  url: CacheableRequest['url']
  headers: CacheableRequest['headers']
}

/** The accepting thread's other requests: a full collection now (the server has gone quiet); its metrics (a scrape). */
export type RenderThreadCommand = { t: 'gc' } | { t: 'metrics'; id: number }

export type RenderThreadMessage =
  | { t: 'ready'; socketPath: string }
  | {
      t: 'rendered'
      id: number
      status: number
      headers: Record<string, string | number | string[] | undefined>
      body: Uint8Array
      shortfalls: number
    }
  | { t: 'render.failed'; id: number; message: string }
  /** The render thread's registry as prom-client's JSON (lib/metrics/registry.ts merges it into the server's). */
  | { t: 'metrics'; id: number; metrics: unknown[] }

export interface RenderThreadData {
  /** The module the thread runs (./boot.mjs loads it). */
  entry: string
  dir: string
  hostname: string
  port: number
  socketPath: string
  /** The thread's nice value (RENDER_THREAD_NICE), read by the accepting thread with the rest of the settings. */
  nice: number
}

const tagged = (m: unknown, t: string) => typeof m === 'object' && m !== null && (m as { t?: unknown }).t === t

export const isRenderRequest = (m: unknown): m is RenderRequest => tagged(m, 'render')

export const isGcCommand = (m: unknown): m is RenderThreadCommand => tagged(m, 'gc')

export const isMetricsRequest = (m: unknown): m is { t: 'metrics'; id: number } => tagged(m, 'metrics')
