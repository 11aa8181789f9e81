import type { NextRequest } from 'next/server'
import { readHistory } from '@/lib/supply/history'
import { parseRange } from '@/lib/supply/series'

export const dynamic = 'force-dynamic'

/** `?range=1h|24h|7d|all` → the sampled series of every supply figure (exact strings, null points at gaps). */
export async function GET(req: NextRequest): Promise<Response> {
  try {
    const payload = await readHistory(parseRange(req.nextUrl.searchParams.get('range')))
    return Response.json(payload, { headers: { 'cache-control': 'no-store' } })
  } catch (e) {
    return Response.json(
      { error: 'history_unavailable', detail: e instanceof Error ? e.message : String(e) },
      { status: 503 },
    )
  }
}
