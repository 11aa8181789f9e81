import type { NextRequest } from 'next/server'
import { readFeed } from '@/lib/supply/history'

export const dynamic = 'force-dynamic'

/** The seven supply figures now, each `{value}` (exact whole tokens) or `{error}` on its own. */
export async function GET(req: NextRequest): Promise<Response> {
  return Response.json(await readFeed(req.signal), { headers: { 'cache-control': 'no-store' } })
}
