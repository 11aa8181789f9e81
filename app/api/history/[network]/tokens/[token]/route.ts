import { tokenResponse } from '@/lib/history/http-tokens'

export const dynamic = 'force-dynamic'

/** A token's indexed transfers, newest first (`?cursor=&limit=`), and on the first page the accounts that moved it. */
export async function GET(req: Request, ctx: RouteContext<'/api/history/[network]/tokens/[token]'>) {
  const { network, token } = await ctx.params
  return tokenResponse(req, network, token)
}
