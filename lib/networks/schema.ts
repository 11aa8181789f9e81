/**
 * The shape of a network file (lib/networks/files/*.json) and of a preset (lib/networks/presets/*.json), checked
 * when the files are loaded: a wrong file stops the server or devnet at boot with a message naming the file and field.
 */
import * as z from 'zod'

const slug = z
  .string()
  .regex(/^[a-z][a-z0-9]{1,23}$/, 'must be 2–24 lower-case letters or digits, starting with a letter')
const gatewayId = slug
const hrp = z.string().regex(/^[a-z][a-z0-9]{0,30}$/, 'must be a lower-case bech32 prefix such as cosmos or erd')
const aliasSegment = z.string().regex(/^[A-Za-z0-9_.-]+$/, 'must be one path segment')
const aliases = z.record(aliasSegment, aliasSegment)

export const DenomFile = z.strictObject({
  base: z.string().min(1).max(128),
  display: z.string().min(1).max(24),
  exponent: z.int().min(0).max(36),
  name: z.string().min(1).max(64).optional(),
})

const AddressFile = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('bech32'),
    prefix: hrp,
    /** Default `<prefix>valoper` / `<prefix>valcons`, as the SDK derives them. */
    validatorPrefix: hrp.optional(),
    consensusPrefix: hrp.optional(),
  }),
  z.strictObject({ kind: z.literal('hex20') }),
  z.strictObject({ kind: z.literal('bech32-sharded'), prefix: hrp }),
  z.strictObject({ kind: z.literal('base32-ledger') }),
])

const GatewayFile = z.strictObject({
  id: gatewayId,
  kind: z.enum(['cosmos', 'vm', 'sharded', 'supply', 'node', 'indexer', 'kmd']),
  label: z.string().min(1).max(48),
  version: z.string().min(1).max(64),
  /** Column of the specification's operation tables (Cosmos letters H S X P C); default: the kind. */
  column: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9-]*$/)
    .optional(),
  /** Operation ids, or groups written `<id prefix>.*`, served beyond the column's, and ones it does not serve. */
  add: z.array(z.string().min(1)).optional(),
  remove: z.array(z.string().min(1)).optional(),
})

const presetId = z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, 'must be lower-case letters, digits and dashes')

const Real = z.strictObject({
  /** The real system behind the network (`Axelar`). */
  system: z.string().min(1).max(64),
  /** The preset that points the explorer at it (lib/networks/presets/<preset>.json). */
  preset: presetId,
})

/** Where a network or feed stands in lists (home page, switcher); ties go by id. */
const order = z.int().min(0).max(1_000_000).optional()

/**
 * A sharded ledger's shards besides its metachain (a real MultiversX gateway reports it as /network/config
 * `erd_num_shards_without_meta`): the shard ids the proxy lets through are 0 … shards − 1 and the metachain's.
 */
const shards = z.int().min(1).max(64)

export const NetworkFile = z.strictObject({
  $schema: z.string().optional(),
  id: slug,
  order,
  name: z.string().min(1).max(48),
  description: z.string().min(1).max(160),
  kind: z.enum(['cosmos', 'vm', 'sharded', 'node']),
  gateways: z.array(GatewayFile).min(1),
  address: AddressFile,
  /** The native denomination first. */
  denoms: z.array(DenomFile).min(1),
  blockIntervalMs: z.int().min(50).max(600_000),
  /** Required of a sharded network, refused on the others (lib/networks/load.ts). */
  shards: shards.optional(),
  features: z.strictObject({ compose: z.boolean().optional() }).optional(),
  real: Real.optional(),
})

export const FeedFile = z.strictObject({
  $schema: z.string().optional(),
  id: slug,
  order,
  kind: z.literal('feed'),
  name: z.string().min(1).max(48),
  gateways: z.array(GatewayFile).min(1),
  tokens: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/), z.string().min(1).max(48)),
  real: Real.optional(),
})

export const AnyNetworkFile = z.union([NetworkFile, FeedFile])

/** A real system's settings, laid over a network file by `<NETWORK>_PRESET=<id>`. */
export const PresetFile = z.strictObject({
  $schema: z.string().optional(),
  id: presetId,
  /** The real system's name (`Axelar`). */
  system: z.string().min(1).max(64),
  /** The kind of network it fits; a preset for another kind is refused at boot. */
  kind: z.enum(['cosmos', 'vm', 'sharded', 'node', 'feed']),
  /** Where its API is described (a docs page or the upstream OpenAPI file). */
  docs: z.string().min(1).max(200),
  name: z.string().min(1).max(48).optional(),
  address: AddressFile.optional(),
  denoms: z.array(DenomFile).min(1).optional(),
  blockIntervalMs: z.int().min(50).max(600_000).optional(),
  shards: shards.optional(),
  tokens: z.record(z.string(), z.string().min(1).max(48)).optional(),
  /** Path segment renames per gateway kind (`cosmos`, `sharded`, `supply`, …). */
  aliases: z.record(z.string(), aliases).optional(),
  /** Gateway versions of the real system, per gateway kind. */
  versions: z.record(z.string(), z.string().min(1).max(64)).optional(),
})

export type NetworkFileInput = z.input<typeof NetworkFile>
export type FeedFileInput = z.input<typeof FeedFile>
export type PresetFileInput = z.input<typeof PresetFile>
