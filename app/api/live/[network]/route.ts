import type { NextRequest } from 'next/server'
import { handleLive } from '@/lib/live/http'
import { liveContext } from '@/lib/live/relay'

export const dynamic = 'force-dynamic'

/** SSE feed of one network's blocks (or VM events/transfers): all logic lives in lib/live. */
export async function GET(req: NextRequest, ctx: RouteContext<'/api/live/[network]'>): Promise<Response> {
  const { network } = await ctx.params
  return handleLive(req, network, liveContext(req))
}
