import type { OperationId } from '@/lib/catalog/operation-ids'
import type { GatewayId, Operation } from '@/lib/catalog/types'

/**
 * The contract between devnet's core (server, router, auth, stats) and the per-kind gateway modules
 * (`devnet/cosmos`, `devnet/vm`, `devnet/sharded`, `devnet/supply`, `devnet/algorand`).
 * The core validates path/query/body with the catalog's schemas before a handler runs, so handlers get
 * parsed values and never parse paths themselves.
 */
export interface DevnetContext {
  /** DEVNET_SEED: the same seed gives the same chains. */
  seed: number
  /** DEVNET_DATA_DIR (default `.devnet/`): persisted state such as KMD wallets. */
  dataDir: string
  /** Wall clock in ms; injectable so tests can move time. */
  now(): number
  /**
   * The instant every chain's timeline counts from (ms). Set when devnet resumes its chains (`core/clock.ts`):
   * a chain's height is then a function of wall time since this instant, so a restart never rewinds it.
   * Undefined: each module starts its chains at `now()`.
   */
  epoch?: number
  /** Block interval override for every chain (DEVNET_BLOCK_MS), else each chain's own default. */
  blockMs?: number
  /** Fault injection and other knobs read from the environment (e.g. DEVNET_SUPPLY_FAULT). */
  env: Readonly<Record<string, string | undefined>>
}

export interface HandlerRequest {
  op: Operation
  gateway: GatewayId
  /** Parsed by the catalog's path schema (arrays already split). */
  path: Record<string, unknown>
  /** Parsed by the catalog's query schema for this gateway. */
  query: Record<string, unknown>
  /** Parsed JSON body (validated by the catalog's body schema when it has one), or the raw bytes for binary bodies. */
  body: unknown
  rawBody?: Buffer
  contentType?: string
  headers: Readonly<Record<string, string | string[] | undefined>>
}

/** `body` as object/array/number/null is sent as JSON; a string as text/plain; a Buffer as-is. */
export interface HandlerResult {
  status?: number
  body: unknown
  contentType?: string
  headers?: Record<string, string>
}

export type OperationHandler = (req: HandlerRequest) => HandlerResult | Promise<HandlerResult>

/** A WebSocket subscription (VM ledger): the socket is a `ws` WebSocket. */
export type SubscriptionHandler = (
  socket: import('ws').WebSocket,
  req: Pick<HandlerRequest, 'op' | 'gateway' | 'query' | 'headers'>,
) => void

/** Handlers keyed by catalog operation id: a key the catalog does not have is a type error. */
export type HandlerTable<H = OperationHandler> = Partial<Record<OperationId, H>>

export interface GatewayModule {
  id: GatewayId
  /** Handlers keyed by catalog operation id; every catalog operation of the gateway must have one. */
  handlers: Readonly<HandlerTable>
  subscriptions?: Readonly<HandlerTable<SubscriptionHandler>>
  /** The gateway's own error answer, in its real shape (cosmos `{code,message,details}`, sharded envelope, plain text on VM, ...). */
  error(status: number, message: string): HandlerResult
  /** Start producing blocks (timers are unref'd). */
  start(): void
  stop(): void
}

/**
 * Builds the module for one gateway id. A kind that serves several ids (cosmos: five chains; algorand: node,
 * indexer and kmd over one ledger) memoizes its shared state per context.
 */
export type GatewayFactory = (ctx: DevnetContext, id: GatewayId) => GatewayModule | Promise<GatewayModule>
