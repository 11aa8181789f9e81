import { historyResponse } from '@/lib/history/http'

export const dynamic = 'force-dynamic'

/** The indexed transactions of one IBC channel end (transfers out, packets received, acknowledged, timed out). */
export async function GET(req: Request, ctx: RouteContext<'/api/history/[network]/channels/[port]/[channel]'>) {
  const { network, port, channel } = await ctx.params
  return historyResponse(req, network, `${port}/${channel}`, true)
}
