import { statusResponse } from '@/lib/history/http'

export const dynamic = 'force-dynamic'

/** How far the index of a network has got. */
export async function GET(_req: Request, ctx: RouteContext<'/api/history/[network]/status'>) {
  const { network } = await ctx.params
  return statusResponse(network)
}
