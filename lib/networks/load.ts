/**
 * Network files + presets + environment → the registry. Pure (the caller reads the files): devnet, the server and
 * the tests resolve networks the same way. Every problem is collected and thrown as one Error naming file and field.
 */
import * as z from 'zod'
import { CATALOG_COLUMNS, OPERATION_ID_LIST } from '@/lib/catalog/columns'
import { AnyNetworkFile, FeedFile, NetworkFile, PresetFile } from './schema'
import type { AddressFormat, Feed, GatewayDef, Network, Registry } from './types'

export interface SourceFile {
  /** Where it came from, for messages (`lib/networks/files/hub.json`). */
  name: string
  json: unknown
}

type Env = Readonly<Record<string, string | undefined>>
type NetworkIn = z.output<typeof NetworkFile>
type FeedIn = z.output<typeof FeedFile>
type PresetIn = z.output<typeof PresetFile>
type AddressIn = NetworkIn['address']

export const envStem = (id: string): string => id.toUpperCase()

const where = (file: string, issue: z.core.$ZodIssue) =>
  `${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`

function address(a: AddressIn): AddressFormat {
  if (a.kind !== 'bech32') return a
  return {
    kind: 'bech32',
    prefix: a.prefix,
    validatorPrefix: a.validatorPrefix ?? `${a.prefix}valoper`,
    consensusPrefix: a.consensusPrefix ?? `${a.prefix}valcons`,
  }
}

/** `<GW>_BECH32_PREFIX`: a real chain's account prefix (its validator and consensus prefixes follow the SDK rule). */
function withPrefix(a: AddressFormat, prefix: string): AddressFormat | undefined {
  if (a.kind === 'bech32')
    return { kind: 'bech32', prefix, validatorPrefix: `${prefix}valoper`, consensusPrefix: `${prefix}valcons` }
  if (a.kind === 'bech32-sharded') return { kind: 'bech32-sharded', prefix }
  return undefined
}

const KIND_GATEWAYS: Record<NetworkIn['kind'] | 'feed', readonly string[]> = {
  cosmos: ['cosmos'],
  vm: ['vm'],
  sharded: ['sharded'],
  node: ['node', 'indexer', 'kmd'],
  feed: ['supply'],
}

function checkGateways(file: string, kind: NetworkIn['kind'] | 'feed', gws: NetworkIn['gateways'], problems: string[]) {
  for (const g of gws) {
    if (!KIND_GATEWAYS[kind].includes(g.kind))
      problems.push(`${file}: gateway ${g.id}: a ${kind} network has no ${g.kind} gateway`)
    const column = g.column ?? g.kind
    if (!CATALOG_COLUMNS.has(column))
      problems.push(
        `${file}: gateway ${g.id}: column ${column} is not one the catalog uses (${[...CATALOG_COLUMNS].join(', ')})`,
      )
    for (const ref of [...(g.add ?? []), ...(g.remove ?? [])]) {
      const known = ref.endsWith('.*')
        ? OPERATION_ID_LIST.some((id) => id.startsWith(ref.slice(0, -1)))
        : OPERATION_ID_LIST.includes(ref)
      if (!known) problems.push(`${file}: gateway ${g.id}: no catalog operation matches ${ref}`)
    }
  }
  if (kind === 'node' && gws.filter((g) => g.kind === 'node').length !== 1)
    problems.push(`${file}: a node network has exactly one node gateway`)
}

/**
 * An SDK, VM or sharded network is one gateway of the same id: its URLs, env stem and proxy prefix agree, which
 * the code relies on (only a ledger network joins a node, an indexer and a key daemon).
 */
function checkSingleGateway(file: string, f: NetworkIn, problems: string[]) {
  if (f.kind === 'node') return
  if (f.gateways.length !== 1 || f.gateways[0]!.id !== f.id)
    problems.push(`${file}: a ${f.kind} network has exactly one gateway, with the network's id (${f.id})`)
}

function gatewayDefs(
  gws: NetworkIn['gateways'],
  owner: { network?: string },
  real: PresetIn | undefined,
  applied: PresetIn | undefined,
): GatewayDef[] {
  return gws.map((g) => ({
    id: g.id,
    kind: g.kind,
    label: g.label,
    version: applied?.versions?.[g.kind] ?? g.version,
    column: g.column ?? g.kind,
    add: g.add ?? [],
    remove: g.remove ?? [],
    realAliases: (applied ?? real)?.aliases?.[g.kind] ?? {},
    aliases: applied?.aliases?.[g.kind] ?? {},
    ...(owner.network && { network: owner.network }),
  }))
}

function presetFor(
  id: string,
  kind: PresetIn['kind'],
  env: Env,
  presets: ReadonlyMap<string, PresetIn>,
  problems: string[],
): PresetIn | undefined {
  const name = env[`${envStem(id)}_PRESET`]?.trim()
  if (!name) return undefined
  const p = presets.get(name)
  if (p && p.kind === kind) return p
  const fitting = [...presets.values()].filter((x) => x.kind === kind).map((x) => x.id)
  problems.push(
    `${envStem(id)}_PRESET: ${p ? `${name} is a preset for ${p.kind} networks, not ${kind}` : `unknown preset ${JSON.stringify(name)}`}; presets for ${kind}: ${fitting.join(', ') || 'none'}`,
  )
  return undefined
}

function resolveNetwork(
  f: NetworkIn,
  file: string,
  env: Env,
  presets: ReadonlyMap<string, PresetIn>,
  problems: string[],
): { network: Network; gateways: GatewayDef[] } {
  checkGateways(file, f.kind, f.gateways, problems)
  checkSingleGateway(file, f, problems)
  const applied = presetFor(f.id, f.kind, env, presets, problems)
  const real = f.real ? presets.get(f.real.preset) : undefined
  if (f.real && !real) problems.push(`${file}: real.preset: no preset ${f.real.preset}`)
  let addr = address(applied?.address ?? f.address)
  for (const g of f.gateways) {
    const prefix = env[`${envStem(g.id)}_BECH32_PREFIX`]?.trim()
    if (!prefix) continue
    if (!/^[a-z][a-z0-9]{0,30}$/.test(prefix))
      problems.push(`${envStem(g.id)}_BECH32_PREFIX: must be a lower-case bech32 prefix such as cosmos or erd`)
    else
      addr =
        withPrefix(addr, prefix) ??
        (problems.push(`${envStem(g.id)}_BECH32_PREFIX: the ${f.id} network has no bech32 addresses`), addr)
  }
  const denoms = applied?.denoms ?? f.denoms
  const shards = applied?.shards ?? f.shards
  if (f.kind === 'sharded' && shards === undefined)
    problems.push(`${file}: shards: a sharded network names its shard count (besides the metachain)`)
  if (f.kind !== 'sharded' && shards !== undefined)
    problems.push(`${file}: shards: only a sharded network has shards, not a ${f.kind} one`)
  // The primary gateway first: a ledger's node (blocks, accounts, status), then its indexer.
  const proxied = f.gateways
    .filter((g) => g.kind !== 'kmd')
    .sort((a, b) => Number(b.kind === 'node') - Number(a.kind === 'node'))
  const kmd = f.gateways.find((g) => g.kind === 'kmd')
  const network: Network = {
    id: f.id,
    name: applied?.name ?? f.name,
    description: f.description,
    kind: f.kind,
    gateways: proxied.map((g) => g.id),
    ...(kmd && { keyDaemon: kmd.id }),
    address: addr,
    denom: denoms[0]!,
    denoms,
    blockIntervalMs: applied?.blockIntervalMs ?? f.blockIntervalMs,
    ...(f.kind === 'sharded' && shards !== undefined && { shards }),
    features: { compose: f.features?.compose ?? true },
    ...(f.real && { real: f.real }),
    ...(applied && { preset: applied.id }),
  }
  return { network, gateways: gatewayDefs(f.gateways, { network: f.id }, real, applied) }
}

function resolveFeed(
  f: FeedIn,
  file: string,
  env: Env,
  presets: ReadonlyMap<string, PresetIn>,
  problems: string[],
): { feed: Feed; gateways: GatewayDef[] } {
  checkGateways(file, 'feed', f.gateways, problems)
  const applied = presetFor(f.id, 'feed', env, presets, problems)
  const real = f.real ? presets.get(f.real.preset) : undefined
  const feed: Feed = {
    id: f.id,
    name: applied?.name ?? f.name,
    gateways: f.gateways.map((g) => g.id),
    tokens: { ...f.tokens, ...applied?.tokens },
    ...(f.real && { real: f.real }),
    ...(applied && { preset: applied.id }),
  }
  return { feed, gateways: gatewayDefs(f.gateways, {}, real, applied) }
}

/**
 * Resolve network files (later files replace earlier ones of the same id: a deployment's own directory can redefine
 * a built-in network) and apply `<ID>_PRESET` and `<GW>_BECH32_PREFIX` from `env`.
 */
export function resolveRegistry(files: readonly SourceFile[], presetFiles: readonly SourceFile[], env: Env): Registry {
  const problems: string[] = []
  const presets = new Map<string, PresetIn>()
  for (const f of presetFiles) {
    const r = PresetFile.safeParse(f.json)
    if (!r.success) problems.push(...r.error.issues.map((i) => where(f.name, i)))
    else presets.set(r.data.id, r.data)
  }
  const byId = new Map<string, { file: string; data: z.output<typeof AnyNetworkFile> }>()
  for (const f of files) {
    const kind = (f.json as { kind?: unknown } | null)?.kind
    const r = (kind === 'feed' ? FeedFile : NetworkFile).safeParse(f.json)
    if (!r.success) problems.push(...r.error.issues.map((i) => where(f.name, i)))
    else byId.set(r.data.id, { file: f.name, data: r.data })
  }
  const networks: Network[] = []
  const feeds: Feed[] = []
  const gateways: GatewayDef[] = []
  const sorted = [...byId.values()].sort(
    (a, b) => (a.data.order ?? 1000) - (b.data.order ?? 1000) || a.data.id.localeCompare(b.data.id),
  )
  for (const { file, data } of sorted) {
    if (data.kind === 'feed') {
      const r = resolveFeed(data, file, env, presets, problems)
      feeds.push(r.feed)
      gateways.push(...r.gateways)
    } else {
      const r = resolveNetwork(data, file, env, presets, problems)
      networks.push(r.network)
      gateways.push(...r.gateways)
    }
  }
  const seen = new Set<string>()
  for (const g of gateways) {
    if (seen.has(g.id)) problems.push(`gateway id ${g.id} is used by two network files`)
    seen.add(g.id)
  }
  if (networks.length === 0) problems.push('no network files were found')
  if (problems.length) throw new Error(`Invalid network files or presets:\n  ${problems.join('\n  ')}`)
  return { networks, feeds, gateways }
}
