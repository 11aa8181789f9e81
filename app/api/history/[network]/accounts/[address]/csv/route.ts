import { csvResponse } from '@/lib/history/http'

export const dynamic = 'force-dynamic'

/** The filtered history as CSV, streamed (up to 100,000 rows). */
export async function GET(req: Request, ctx: RouteContext<'/api/history/[network]/accounts/[address]/csv'>) {
  const { network, address } = await ctx.params
  return csvResponse(req, network, address)
}
