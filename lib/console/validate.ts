import type * as z from 'zod'
import { buildPath } from '@/lib/catalog/paths'
import type { GatewayId, HttpMethod, Operation } from '@/lib/catalog/types'
import { formFields, hasBody, isBinaryBody } from './form'
import type { ConsoleRequest } from './state'

export interface RequestBody {
  /** JSON text exactly as typed (so big integers keep their digits), or base64 of the bytes for binary bodies. */
  text: string
  contentType: 'application/json' | 'application/x-binary'
}

/** A validated request, ready to send through the proxy or to print as curl. */
export interface BuiltRequest {
  op: Operation
  gateway: GatewayId
  method: HttpMethod
  /** Parsed path values (array params split), to rebuild the path with a real gateway's aliases. */
  pathValues: Readonly<Record<string, string | readonly string[]>>
  /** Path with the catalog's neutral segments (`sdk`, `xnet`, …): what the proxy and devnet serve. */
  path: string
  /** Query string without `?`, sorted by name so equal requests share one URL (and one cache entry). */
  search: string
  body?: RequestBody
}

export type Validation = { ok: true; request: BuiltRequest } | { ok: false; errors: Readonly<Record<string, string>> }

export const BODY_KEY = 'body'
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

function zodErrors(err: z.ZodError, prefix: string, into: Record<string, string>): void {
  for (const i of err.issues) {
    const name = i.path[0]
    const key = name === undefined ? prefix : `${prefix}.${String(name)}`
    into[key] ??= i.message
  }
}

/** Body rules: JSON that the operation's schema accepts, or base64 for binary bodies. */
function checkBody(op: Operation, text: string | undefined, errors: Record<string, string>): RequestBody | undefined {
  const raw = (text ?? '').trim()
  if (isBinaryBody(op)) {
    if (!raw) errors[BODY_KEY] = 'required: the signed transaction bytes, base64'
    else if (!BASE64.test(raw)) errors[BODY_KEY] = 'must be base64'
    return { text: raw, contentType: 'application/x-binary' }
  }
  const source = raw || '{}'
  let value: unknown
  try {
    value = JSON.parse(source)
  } catch (e) {
    errors[BODY_KEY] = `not valid JSON: ${(e as Error).message}`
    return undefined
  }
  if (op.body) {
    const r = op.body.safeParse(value)
    if (!r.success)
      errors[BODY_KEY] = r.error.issues
        .slice(0, 5)
        .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
        .join('\n')
  }
  return { text: source, contentType: 'application/json' }
}

/**
 * Check a request against the catalog's own schemas (the ones the proxy and devnet apply) and build it. Every
 * error is keyed by its field (`p.<name>`, `q.<name>`, `body`) so the form can show it next to the input; a
 * request with any error is never built, hence never sent.
 */
export function validateRequest(op: Operation, req: ConsoleRequest): Validation {
  const errors: Record<string, string> = {}
  const pathIn: Record<string, string> = {}
  const queryIn: Record<string, string | string[]> = {}
  for (const f of formFields(op, req.gateway)) {
    const { name } = f.spec
    if (f.spec.in === 'path') {
      const v = req.path[name]?.trim() ?? ''
      if (v) pathIn[name] = v
      else errors[f.key] = 'required'
      continue
    }
    const values = (req.query[name] ?? []).map((v) => v.trim()).filter((v) => v !== '')
    if (!values.length) {
      if (f.required) errors[f.key] = 'required'
    } else if (f.spec.array) queryIn[name] = values
    else if (values.length > 1) errors[f.key] = 'takes one value'
    else queryIn[name] = values[0]!
  }
  const pathParsed = op.pathSchema.safeParse(pathIn)
  if (!pathParsed.success) zodErrors(pathParsed.error, 'p', errors)
  const queryParsed = op.querySchema(req.gateway).safeParse(queryIn)
  if (!queryParsed.success) zodErrors(queryParsed.error, 'q', errors)
  // The catalog's exclusive pairs, as the proxy refuses them (pagination key/offset, an indexer's round/min-round…).
  const conflict = op.conflict(queryParsed.success ? (queryParsed.data as Record<string, unknown>) : queryIn)
  if (conflict) {
    const [a, b] = [...conflict].sort()
    const words = `use only one of ${a!.replace('pagination.', '')} or ${b!.replace('pagination.', '')}`
    errors[`q.${a}`] = words
    errors[`q.${b}`] = words
  }
  const body = hasBody(op) ? checkBody(op, req.body, errors) : undefined
  if (Object.keys(errors).length || !pathParsed.success) return { ok: false, errors }

  const pathValues = pathParsed.data as Record<string, string | string[]>
  return {
    ok: true,
    request: {
      op,
      gateway: req.gateway,
      method: op.method,
      pathValues,
      path: buildPath(op, pathValues),
      search: sortedSearch(queryIn),
      ...(body ? { body } : {}),
    },
  }
}

export function sortedSearch(query: Readonly<Record<string, string | readonly string[]>>): string {
  const sp = new URLSearchParams()
  for (const name of Object.keys(query).sort()) {
    const v = query[name]!
    for (const x of typeof v === 'string' ? [v] : v) sp.append(name, x)
  }
  return sp.toString()
}

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path)

/** The app's own proxy URL of a request (same origin; the server adds the key). */
export const consoleProxyUrl = (r: BuiltRequest): string => withSearch(`/api/gw/${r.gateway}${r.path}`, r.search)

/** Path and query as a real gateway serves them: neutral segments renamed by its aliases. */
export const upstreamPathAndQuery = (r: BuiltRequest, aliases: Readonly<Record<string, string>>): string =>
  withSearch(buildPath(r.op, r.pathValues, aliases), r.search)
