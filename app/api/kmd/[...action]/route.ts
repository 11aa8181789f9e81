import { handleKmd } from '@/lib/kmd/handler'
import { kmdRuntime } from '@/lib/kmd/runtime'

/** The KMD console's own routes (`/api/kmd/<action>`); the handler enforces POST + JSON + same origin. */
export const dynamic = 'force-dynamic'

async function handle(req: Request, ctx: { params: Promise<{ action: string[] }> }): Promise<Response> {
  const { action } = await ctx.params
  return handleKmd(req, action.join('/'), kmdRuntime())
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE }
