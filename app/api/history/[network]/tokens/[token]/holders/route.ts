import { holdersResponse } from '@/lib/history/http-holders'

export const dynamic = 'force-dynamic'

/** A VM token's holders summed from the index's recorded transfers (`?offset=&limit=`), largest first. */
export async function GET(req: Request, ctx: RouteContext<'/api/history/[network]/tokens/[token]/holders'>) {
  const { network, token } = await ctx.params
  return holdersResponse(req, network, token)
}
