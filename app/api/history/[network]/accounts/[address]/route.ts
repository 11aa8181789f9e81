import { historyResponse } from '@/lib/history/http'

export const dynamic = 'force-dynamic'

/** An account's indexed history, newest first: `?cursor=&limit=&type=&dir=in|out`. */
export async function GET(req: Request, ctx: RouteContext<'/api/history/[network]/accounts/[address]'>) {
  const { network, address } = await ctx.params
  return historyResponse(req, network, address)
}
