import { portfolioResponse } from '@/lib/history/http'

export const dynamic = 'force-dynamic'

/** One key's indexed history on every network that knows it, merged by time. */
export async function GET(req: Request, ctx: RouteContext<'/api/history/portfolio/[address]'>) {
  const { address } = await ctx.params
  return portfolioResponse(req, address)
}
