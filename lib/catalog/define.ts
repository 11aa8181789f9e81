import type * as z from 'zod'
import { columnOf, gatewaysServing } from './offers'
import { objectSchema, paramsFor } from './schema'
import type { OperationId } from './operation-ids'
import type { GatewayId, Operation, OperationInput } from './types'

/** `{name}` placeholders of a path template, in order. */
export function templateParams(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string)
}

/** Turn catalog rows into operations with their derived schemas; a row that contradicts itself throws at load. */
export function defineOperation(input: OperationInput): Operation {
  const params = input.params ?? []
  const placeholders = templateParams(input.path)
  const pathSpecs = paramsFor(params, 'path')
  const names = pathSpecs.map((p) => p.name)
  if (placeholders.join() !== names.join())
    throw new Error(`${input.id}: path params [${names}] do not match the template ${input.path}`)
  const pathSchema = objectSchema(pathSpecs)
  const queryCache = new Map<string, z.ZodObject>()
  const exclusive = params.flatMap((p) => (p.exclusiveWith ?? []).map((other) => [p.name, other] as const))
  const queryNames = paramsFor(params, 'query').map((p) => p.name)
  for (const [a, b] of exclusive)
    if (!queryNames.includes(a) || !queryNames.includes(b))
      throw new Error(`${input.id}: ${a} is exclusive with ${b}, which are not both query params of it`)
  // A flag at false is what the upstreams read when it is absent (the indexer's boolOrDefault, proto3's default),
  // so it is never half of a pair they refuse.
  const flags = new Set(params.filter((p) => p.type === 'boolean').map((p) => p.name))
  const given = (query: Readonly<Record<string, unknown>>, name: string) =>
    query[name] !== undefined && !(flags.has(name) && query[name] === 'false')
  const op = {
    ...input,
    // The generated id union cannot see ids built at run time; the operation-ids test proves the two agree.
    id: input.id as OperationId,
    columns: input.columns ?? [input.kind],
    params,
    pagination: input.pagination ?? 'none',
    flags: input.flags ?? {},
    pathSchema,
    querySchema(gateway: GatewayId) {
      // P-short and other per-gateway params are declared per column of the specification's tables.
      const column = columnOf(gateway)
      let s = queryCache.get(column)
      if (!s) {
        const unknownKeys = input.flags?.ignoresUnknownQuery ? 'strip' : 'refuse'
        queryCache.set(column, (s = objectSchema(paramsFor(params, 'query', column), unknownKeys)))
      }
      return s
    },
    conflict(query: Readonly<Record<string, unknown>>) {
      return exclusive.find(([a, b]) => given(query, a) && given(query, b))
    },
  }
  // Which gateways serve it is a fact of the deployment's networks, so it is read from the registry when asked.
  return Object.defineProperty(op, 'gateways', { enumerable: true, get: () => gatewaysServing(op) }) as Operation
}

export const defineOperations = (rows: readonly OperationInput[]): Operation[] => rows.map(defineOperation)
