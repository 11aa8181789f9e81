import { findGateway, gatewayDef } from '@/lib/networks'
import { decode as decodeMsgpack } from '@msgpack/msgpack'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import type * as z from 'zod'
import { matchOperation, operationsOf } from '@/lib/catalog/index'
import type { GatewayId, HttpMethod, Operation } from '@/lib/catalog/types'
import { neutralSegments, routeShapes, type RouteShape } from './core/shapes'
import type { RequestStats } from './core/stats'
import type { GatewayModule, HandlerRequest, HandlerResult } from './types'

export interface RouterDeps {
  apiKey: string
  stats: RequestStats
}

/** The first zod issue as `field: message`, the detail a gateway's 400 carries. */
export function describeIssue(err: z.ZodError): string {
  const i = err.issues[0]
  if (!i) return 'invalid request'
  return i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message
}

export function send(reply: FastifyReply, r: HandlerResult): FastifyReply {
  reply.status(r.status ?? 200)
  for (const [k, v] of Object.entries(r.headers ?? {})) reply.header(k, v)
  if (Buffer.isBuffer(r.body) || r.body instanceof Uint8Array) {
    return reply.type(r.contentType ?? 'application/octet-stream').send(Buffer.from(r.body))
  }
  if (typeof r.body === 'string') return reply.type(r.contentType ?? 'text/plain; charset=utf-8').send(r.body)
  return reply.type(r.contentType ?? 'application/json; charset=utf-8').send(JSON.stringify(r.body ?? null))
}

// algod answers its own words for a bad token; every other gateway the generic one.
const unauthorizedMessage = (id: GatewayId) =>
  findGateway(id)?.kind === 'node' ? 'invalid API token' : 'missing or invalid api-key header'

/** Parse the body by the operation's format; a body it cannot read is the client's error (400). */
function readBody(
  op: Operation,
  raw: Buffer | undefined,
  contentType: string | undefined,
): { ok: true; body: unknown } | { ok: false; detail: string } {
  const format = op.bodyFormat ?? 'json'
  if (format === 'binary') return { ok: true, body: raw ?? Buffer.alloc(0) }
  const isMsgpack = /msgpack/i.test(contentType ?? '')
  if (!raw || raw.length === 0) return { ok: true, body: undefined }
  try {
    if (format === 'json-or-msgpack' && isMsgpack) return { ok: true, body: decodeMsgpack(raw) }
    return { ok: true, body: JSON.parse(raw.toString('utf8')) }
  } catch (e) {
    return { ok: false, detail: `cannot parse the request body: ${(e as Error).message}` }
  }
}

/** Resolve, validate and count one request; returns the handler input or the error answer. */
function prepare(
  mod: GatewayModule,
  shape: RouteShape,
  req: FastifyRequest,
  stats: RequestStats,
): { ok: true; input: HandlerRequest } | { ok: false; result: HandlerResult } {
  const m = firstMatch(mod.id, req.method as HttpMethod, shape.readings(req.params as Record<string, string>))
  if (m.kind !== 'ok') return { ok: false, result: mod.error(404, `no operation at ${req.url.split('?')[0]}`) }
  const { op } = m
  stats.hit(mod.id, op.id)
  const path = op.pathSchema.safeParse(m.pathParams)
  if (!path.success) return { ok: false, result: mod.error(400, describeIssue(path.error)) }
  const query = op.querySchema(mod.id).safeParse({ ...(req.query as object) })
  if (!query.success) return { ok: false, result: mod.error(400, describeIssue(query.error)) }
  const raw = Buffer.isBuffer(req.body) ? req.body : undefined
  const contentType = req.headers['content-type']
  const parsed = readBody(op, raw, contentType)
  if (!parsed.ok) return { ok: false, result: mod.error(400, parsed.detail) }
  let body = parsed.body
  if (op.body && op.bodyFormat !== 'binary') {
    const b = op.body.safeParse(body ?? {})
    if (!b.success) return { ok: false, result: mod.error(400, describeIssue(b.error)) }
    body = b.data
  }
  return {
    ok: true,
    input: {
      op,
      gateway: mod.id,
      path: path.data,
      query: query.data,
      body,
      rawBody: raw,
      contentType,
      headers: req.headers,
    },
  }
}

/** The first reading of a path the catalog serves; else one it serves for other methods (405); else a 404. */
function firstMatch(id: GatewayId, method: HttpMethod, readings: readonly (readonly string[])[]) {
  const all = readings.map((segments) => matchOperation(id, method, segments))
  return (
    all.find((m) => m.kind === 'ok') ??
    all.find((m) => m.kind === 'method-not-allowed') ??
    all[0] ??
    matchOperation(id, method, [])
  )
}

/**
 * Catalog-generated routes for one gateway under `/<id>`: auth, validation, stats, then the module's handler.
 * Each path is served under the catalog's neutral names and under the real gateway's (each gateway's `realAliases`, lib/networks:
 * `/cosmos/...` as well as `/sdk/...`), so an official client of the real system needs only the base URL.
 */
export function registerGateway(app: FastifyInstance, mod: GatewayModule, deps: RouterDeps): void {
  const ops = operationsOf(mod.id)
  const aliases = gatewayDef(mod.id).realAliases
  const shapes = routeShapes(ops, aliases)
  const prefix = `/${mod.id}`

  app.register(
    async (scope) => {
      scope.addHook('onRequest', async (req, reply) => {
        if (req.headers['api-key'] !== deps.apiKey) return send(reply, mod.error(401, unauthorizedMessage(mod.id)))
      })
      scope.setNotFoundHandler((req, reply) => {
        const segments = req.url.split('?')[0]!.slice(prefix.length).split('/').filter(Boolean).map(safeDecode)
        const m = firstMatch(mod.id, req.method as HttpMethod, [segments, neutralSegments(segments, aliases)])
        if (m.kind === 'method-not-allowed')
          return send(reply, {
            ...mod.error(405, `method ${req.method} not allowed; use ${m.allowed.join(', ')}`),
            headers: { allow: m.allowed.join(', ') },
          })
        return send(reply, mod.error(404, `no operation at ${req.url.split('?')[0]}`))
      })
      for (const shape of shapes) {
        const methods = [...new Set(shape.ops.map((o) => o.method))]
        const streams = shape.ops.some((o) => o.flags.websocket)
        scope.route({
          method: methods,
          url: shape.url,
          handler: async (req, reply) => {
            const p = prepare(mod, shape, req, deps.stats)
            if (!p.ok) return send(reply, p.result)
            const handler = mod.handlers[p.input.op.id]
            if (!handler) return send(reply, mod.error(501, `${p.input.op.id} is not implemented by devnet`))
            try {
              return send(reply, await handler(p.input))
            } catch (e) {
              req.log.error(e)
              return send(reply, mod.error(500, (e as Error).message))
            }
          },
          ...(streams
            ? { wsHandler: (socket: WebSocket, req: FastifyRequest) => openStream(mod, shape, socket, req, deps.stats) }
            : {}),
        })
      }
    },
    { prefix },
  )
}

function openStream(
  mod: GatewayModule,
  shape: RouteShape,
  socket: WebSocket,
  req: FastifyRequest,
  stats: RequestStats,
): void {
  const p = prepare(mod, shape, req, stats)
  const sub = p.ok ? mod.subscriptions?.[p.input.op.id] : undefined
  if (!p.ok || !sub) {
    const detail = p.ok ? `${p.input.op.id} is not a subscription` : JSON.stringify(p.result.body)
    socket.close(1008, detail.slice(0, 120))
    return
  }
  sub(socket, { op: p.input.op, gateway: mod.id, query: p.input.query, headers: p.input.headers })
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
