import type { NextRequest } from 'next/server'
import { badRequest } from '@/lib/history/http'
import { activityContext } from '@/lib/history/live'
import { handleLiveAll } from '@/lib/live/http'
import { isNetworkId } from '@/lib/networks'

export const dynamic = 'force-dynamic'

/** SSE of indexed blocks' accounts for `?networks=hub,vm` (the watch lists' notifications). */
export async function GET(req: NextRequest) {
  const raw = (req.nextUrl.searchParams.get('networks') ?? '').split(',').filter(Boolean)
  const bad = raw.filter((n) => !isNetworkId(n))
  if (!raw.length || bad.length || raw.length > 8)
    return badRequest(
      `networks: a comma-separated list of network ids${bad.length ? ` (unknown: ${bad.join(', ').slice(0, 80)})` : ''}`,
    )
  return handleLiveAll(activityContext(req), [...new Set(raw)].filter(isNetworkId))
}
