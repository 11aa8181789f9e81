import type { NextRequest } from 'next/server'
import { defaultCore } from '@/lib/gateway/default'
import { handleGatewayRequest } from '@/lib/gateway/handle'
import { clientAddress } from '@/lib/gateway/rate-limit'

// Answers depend on the request and on the chain: never prerender. (Next 16 keeps GET handlers dynamic anyway.)
export const dynamic = 'force-dynamic'

/** Thin adapter: everything — validation, cache, limits, upstream — lives in lib/gateway/handle.ts. */
async function handle(req: NextRequest, ctx: RouteContext<'/api/gw/[gateway]/[...path]'>): Promise<Response> {
  const { gateway, path } = await ctx.params
  const core = defaultCore()
  return handleGatewayRequest(
    {
      gateway,
      segments: path,
      method: req.method,
      search: req.nextUrl.searchParams,
      headers: req.headers,
      body: req.body,
      signal: req.signal,
      clientIp: clientAddress(req.headers, core.deps.settings.trustProxy),
    },
    core,
  )
}

export const GET = handle
export const POST = handle
