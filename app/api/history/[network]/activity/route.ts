import { activityResponse } from '@/lib/history/http'

export const dynamic = 'force-dynamic'

/** A network's activity per hour or day: `?range=24h|7d|30d|all`. */
export async function GET(req: Request, ctx: RouteContext<'/api/history/[network]/activity'>) {
  const { network } = await ctx.params
  return activityResponse(req, network)
}
