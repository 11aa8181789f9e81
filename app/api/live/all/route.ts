import type { NextRequest } from 'next/server'
import { handleLiveAll } from '@/lib/live/http'
import { liveContext } from '@/lib/live/relay'

export const dynamic = 'force-dynamic'

/** Every network's newest blocks on one SSE stream (the home page's live strip). */
export function GET(req: NextRequest): Response {
  return handleLiveAll(liveContext(req))
}
