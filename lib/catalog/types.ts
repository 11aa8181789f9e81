import type * as z from 'zod'
import type { OperationId } from './operation-ids'

/**
 * A gateway's id: devnet mount point, proxy prefix (`/api/gw/<id>`) and env stem (`<ID>_URL`). Gateways are data
 * (lib/networks/files/*.json), so an id is any string the network registry knows.
 */
export type GatewayId = string
/** A Cosmos SDK gateway's id (a GatewayId whose gateway has kind `cosmos`). */
export type CosmosGatewayId = string

/** Wire family of a gateway: decides response shapes, error shapes and envelope handling. */
export type GatewayKind = 'cosmos' | 'vm' | 'sharded' | 'supply' | 'node' | 'indexer' | 'kmd'

export type HttpMethod = 'GET' | 'POST' | 'DELETE'

/**
 * Scalar types of the gateway specifications' params. Query and path values arrive as strings, so every type here is a string rule:
 * `uint64`/`int64` are decimal strings (never Numbers), `bytes` is base64, `integer` a non-negative decimal.
 */
export type ScalarType =
  | 'string'
  | 'uint64'
  | 'int64'
  | 'integer'
  | 'bytes'
  | 'boolean'
  | 'date-time'
  | 'hex'
  | 'address'
  | 'bech32'
  /** Bech32 validator operator address (`<prefix>valoper1…`); the prefix is checked per gateway by the proxy. */
  | 'valoper'
  /** `0x` and 20 bytes of hex (VM and bridge contract addresses). */
  | 'hex20'
  /** `0x` and 32 bytes of hex (VM block/transaction ids, storage positions). */
  | 'hex32'
  /** 32 bytes of hex without `0x` (SDK and sharded-ledger transaction hashes). */
  | 'hash'
  /** A VM revision: `best`, `finalized`, a block number or a `0x` block id. */
  | 'vm-revision'
  /** An SDK coin denomination (`uatom`, `ibc/<HASH>`, `factory/<addr>/<name>`). */
  | 'denom'
  /** A ledger (node/indexer) address: 58 base32 characters with a checksum. */
  | 'ledger-address'
  /** A ledger transaction id: 52 base32 characters. */
  | 'ledger-txid'
  /** An opaque paging token (base64 or base64url). */
  | 'token'

export interface ParamSpec {
  name: string
  in: 'path' | 'query'
  type: ScalarType
  /** Allowed values; the param is then an enum. */
  enum?: readonly string[]
  /** A further rule beyond the type, for a value whose form only this operation defines (an IBC trace). */
  pattern?: { regex: RegExp; message: string }
  /** Query: repeated key (`a=1&a=2`). Path: comma-separated list in one segment, as grpc-gateway does. */
  array?: boolean
  /**
   * Query array sent as one comma-separated value (OpenAPI `explode: false`: algod and the indexer reject a repeated
   * key). Repeated keys are accepted too; each item is checked and the parsed value is the one comma-joined string.
   */
  comma?: boolean
  /** Path params are always required; query params only when marked. */
  required?: boolean
  /** A path param that may span several `/`-separated segments (grpc-gateway `{x=**}`), e.g. an IBC trace. */
  greedy?: boolean
  /**
   * Columns (see OperationInput.columns) whose gateways do not accept this param: the short page request some
   * gateways take (only key, limit and count_total, e.g. the Hub's denom owners) leaves out offset and reverse.
   */
  notOn?: readonly string[]
  /**
   * Query params the gateway refuses together with this one (the SDK page request takes `pagination.key` or
   * `pagination.offset`, never both): the proxy refuses such a request instead of forwarding it.
   */
  exclusiveWith?: readonly string[]
  /**
   * A bound only the network's data knows, checked by the proxy (lib/gateway/formats.ts) as it checks a bech32
   * prefix: `shard` is a shard id of the sharded ledger (0 … its `shards` − 1, lib/networks) or its metachain
   * (4294967295); the real proxy answers 500 for any other ("the specified shard ID does not exist").
   */
  networkBound?: 'shard'
  deprecated?: string
  description?: string
  /**
   * The gateway's table does not list this param; the real upstream handler reads it (names the handler and its
   * release, as `source` does for a row with `flags.upstreamPath`).
   */
  upstream?: string
}

/** How a list answer pages: SDK page request, the indexer's `next` token, VM log `options`, or none. */
export type PaginationStyle = 'sdk' | 'indexer' | 'vm-options' | 'none'

/**
 * Cache class of an answer (the proxy's TTL): `immutable` records never change once found, `head` ones follow
 * the chain head, `params` change by governance only, `none` is never cached (writes, simulations, secrets).
 */
export type CacheClass = 'immutable' | 'head' | 'params' | 'none'

export type BodyFormat = 'json' | 'binary' | 'json-or-msgpack'

export interface OperationFlags {
  /** Present when deprecated: what to use instead. */
  deprecated?: string
  /** The call changes state (broadcast, commit, send, sign, create). */
  write?: boolean
  /** Cosmos SDK version that introduced it, as the gateway specification's version notes give it. */
  since?: string
  /**
   * The gateway specification does not list this path (it renamed or left it out); the row carries the path real
   * upstreams serve.
   */
  upstreamPath?: boolean
  /** Served as a WebSocket stream, not a one-shot request. */
  websocket?: boolean
  /** A successful answer carries no body at all (algod's /health and /ready): clients receive `null`. */
  emptySuccess?: boolean
  /**
   * The upstream holds the answer until something happens (algod's wait-for-block-after): the proxy gives it its
   * own, longer timeout, and its timeouts and 5xx never count against the gateway's health.
   */
  longPoll?: boolean
  /** Explicitly removed in this release; kept in the catalog so tools can explain a 404. */
  removed?: string
  /**
   * The upstream handler reads only the query keys it knows and ignores any other (Thor and Meter read
   * `req.URL.Query().Get(name)`): devnet ignores them too, and the proxy drops them instead of refusing the call or
   * forwarding them.
   */
  ignoresUnknownQuery?: boolean
}

export interface OperationInput {
  id: string
  kind: GatewayKind
  method: HttpMethod
  /**
   * Template exactly as the gateway specifications write it: `{param}` placeholders and neutral segment names
   * (`sdk`, `xnet`, …) that `<ID>_PATH_ALIASES` maps to a real gateway's names.
   */
  path: string
  /**
   * Columns of the gateway specification's tables that list it: the Cosmos SDK gateway letters (`H S X P C`), or
   * for the other kinds the kind itself (the default). A gateway serves the operations of its column
   * (lib/networks/files: `column`, `add`, `remove`); `[]` marks an operation no gateway serves (removed).
   */
  columns?: readonly string[]
  group: string
  summary: string
  params?: readonly ParamSpec[]
  body?: z.ZodType
  bodyFormat?: BodyFormat
  pagination?: PaginationStyle
  /** Columns on which the SDK page request is P-short (key, limit, count_total only). */
  shortPageOn?: readonly string[]
  cache: CacheClass
  /** A head-class answer pinned by this query param (revision, round, head) becomes immutable. */
  immutableWith?: string
  flags?: OperationFlags
  /**
   * Where the gateway specifications define it: document and section, e.g. `000 §4.2` (000: the five Cosmos SDK
   * gateways; 001: VM ledger, sharded ledger, supply feed; 002: ledger node, indexer, KMD).
   */
  source: string
}

export interface Operation
  extends
    Required<Pick<OperationInput, 'params' | 'pagination' | 'flags' | 'columns'>>,
    Omit<OperationInput, 'params' | 'pagination' | 'flags' | 'id' | 'columns'> {
  /** The row's id, one of OPERATION_IDS (lib/catalog/operation-ids.test.ts keeps the two equal). */
  id: OperationId
  /** The gateways of this deployment that serve it, from the network registry (lib/catalog/offers.ts). */
  readonly gateways: readonly GatewayId[]
  pathSchema: z.ZodObject
  /** Query schema for a gateway (P-short differs per gateway). */
  querySchema(gateway: GatewayId): z.ZodObject
  /** The first pair of parsed query params the gateway refuses together (`exclusiveWith`), if any. */
  conflict(query: Readonly<Record<string, unknown>>): readonly [string, string] | undefined
}
