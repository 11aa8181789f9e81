import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import YAML from 'yaml'
import { gatewayDef } from '@/lib/networks'
import { templateSegments } from '@/lib/catalog/paths'
import { upstreamSpecFile } from '../../testing/upstream-spec-files'
import type { CosmosGatewayId, Operation } from '@/lib/catalog/types'

const FILES = {
  axelar: 'axelar/swagger.v1.5.0.yaml',
  persistence: 'persistence/swagger.v16.0.1.yaml',
  injective: 'injective/swagger.v1.16.0-beta.2.yaml',
  terra2: 'terra2-alliance/terra-core-swagger.v2.10.5.yaml',
  classic: 'terra-classic/swagger.v3.4.3.yaml',
  sdk: 'cosmos-sdk/swagger.v0.50.x.yaml',
  ibc: 'ibc-go/swagger.v8.0.0.yaml',
} as const
type SpecName = keyof typeof FILES

/** The gateway's own upstream spec first, then the generic cosmos-sdk and ibc-go ones. */
export const SPEC_ORDER: Record<CosmosGatewayId, SpecName[]> = {
  hub: ['axelar', 'sdk', 'ibc'],
  staking: ['persistence', 'sdk', 'ibc'],
  exchange: ['injective', 'sdk', 'ibc'],
  platform: ['terra2', 'sdk', 'ibc'],
  classic: ['classic', 'sdk', 'ibc'],
}

const shape = (path: string) =>
  templateSegments(path)
    .map((s) => (/^\{.+\}$/.test(s) ? '{}' : s))
    .join('/')

/** The real path of a neutral catalog template on a gateway (`sdk` → `cosmos`, ...), as a shape. */
export function realShape(op: Operation, gateway: CosmosGatewayId): string {
  const aliases = gatewayDef(gateway).realAliases
  return shape(
    templateSegments(op.path)
      .map((s) => aliases[s] ?? s)
      .join('/'),
  )
}

/**
 * Upstream Swagger 2 response schemas compiled with ajv. Each spec is parsed once and added whole, so
 * `#/definitions` references resolve inside it. Swagger 2 cannot say "nullable" and gogoproto describes
 * decimals as `format: byte`, so nulls are dropped before validation and `byte` is not checked.
 */
export class UpstreamSchemas {
  private readonly ajv = new Ajv({ strict: false, allErrors: true })
  private readonly byShape = new Map<SpecName, Map<string, string>>()
  private readonly paths = new Map<
    SpecName,
    Record<string, Record<string, { responses?: Record<string, { schema?: unknown }> }>>
  >()
  private readonly cache = new Map<string, ValidateFunction | null>()
  private readonly definitions = new Map<SpecName, Record<string, unknown>>()

  constructor(names: readonly SpecName[]) {
    addFormats(this.ajv)
    for (const f of ['byte', 'uint64', 'int64', 'uint32', 'int32', 'uint8', 'double', 'float', 'boolean'])
      this.ajv.addFormat(f, true)
    for (const name of names) {
      const spec = loadSpec(FILES[name]) as {
        paths: Record<string, Record<string, { responses?: Record<string, { schema?: unknown }> }>>
        definitions?: Record<string, unknown>
      }
      this.paths.set(name, spec.paths)
      this.definitions.set(name, spec.definitions ?? {})
      this.byShape.set(name, new Map(Object.keys(spec.paths).map((p) => [shape(p), p])))
    }
  }

  /** The validator of the 200 response of an operation on a gateway, or null when no upstream spec has the path. */
  validator(
    op: Operation,
    gateway: CosmosGatewayId,
    response = '200',
  ): { validate: ValidateFunction; spec: SpecName; path: string } | null {
    const want = realShape(op, gateway)
    for (const name of SPEC_ORDER[gateway] ?? []) {
      const real = this.byShape.get(name)?.get(want)
      if (!real) continue
      const ref = `${name} ${real} ${op.method} ${response}`
      let v = this.cache.get(ref)
      if (v === undefined) {
        const schema = this.paths.get(name)?.[real]?.[op.method.toLowerCase()]?.responses?.[response]?.schema
        v = schema ? this.ajv.compile(inlineRefs(schema, this.definitions.get(name)!, []) as object) : null
        this.cache.set(ref, v)
      }
      if (v) return { validate: v, spec: name, path: real }
    }
    return null
  }
}

/**
 * Parse a spec, through a JSON cache under `.devnet/` keyed by size and mtime: YAML parsing of a 3 MB spec
 * takes seconds, JSON.parse of the same takes milliseconds.
 */
function loadSpec(file: string): unknown {
  const src = upstreamSpecFile(file)
  const st = statSync(src)
  const dir = join(import.meta.dirname, '..', '..', '..', '.devnet', 'spec-cache')
  const cached = join(dir, `${file.replace(/[/.]/g, '_')}-${st.size}-${Math.floor(st.mtimeMs)}.json`)
  try {
    return JSON.parse(readFileSync(cached, 'utf8'))
  } catch {
    const spec: unknown = YAML.parse(readFileSync(src, 'utf8'))
    mkdirSync(dir, { recursive: true })
    // Write then rename, so a concurrent reader never sees half a file.
    const tmp = `${cached}.${process.pid}.tmp`
    writeFileSync(tmp, JSON.stringify(spec))
    renameSync(tmp, cached)
    return spec
  }
}

/** Replace `#/definitions/X` references by their schema (a recursive one becomes `{}`), so each compile is small. */
function inlineRefs(s: unknown, defs: Record<string, unknown>, stack: string[]): unknown {
  if (Array.isArray(s)) return s.map((x) => inlineRefs(x, defs, stack))
  if (!s || typeof s !== 'object') return s
  const ref = (s as { $ref?: unknown }).$ref
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
    const name = ref.slice('#/definitions/'.length)
    return stack.includes(name) ? {} : inlineRefs(defs[name] ?? {}, defs, [...stack, name])
  }
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, inlineRefs(v, defs, stack)]))
}

/** Drop null members recursively (grpc-gateway emits null for unset messages; Swagger 2 has no nullable). */
export function withoutNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.filter((x) => x !== null).map(withoutNulls)
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== null)
        .map(([k, x]) => [k, withoutNulls(x)]),
    )
  return v
}

export const SPEC_FILES = FILES
