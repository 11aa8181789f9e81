'use client'
import { useCallback, useState } from 'react'
import { LIVE_ALL_URL } from '@/lib/client/live'
import type { FeedStatus } from '@/lib/live/hub'
import type { BlockSummary } from '@/lib/live/summary'
import { networkIds, type NetworkId } from '@/lib/networks'
import { useLiveStream, type LiveEvent } from './use-live-stream'

const EVENTS = ['block'] as const

export interface LatestBlocks {
  latest: Partial<Record<NetworkId, BlockSummary>>
  statuses: Partial<Record<NetworkId, FeedStatus>>
}

/**
 * Every network's newest block and feed status, pushed on one multiplexed SSE connection (`/api/live/all`):
 * browsers allow six HTTP/1.1 connections per origin, and eight streams would starve the page. The home page's
 * strip and cards both read this one state. A pushed block carries all a card shows, so unlike a live block page
 * (LiveBlocks) it does not refetch the network's head: on the home page that was a whole block fetched, parsed and
 * rendered per block of every network.
 */
export function useLatestBlocks(): LatestBlocks {
  const [latest, setLatest] = useState<LatestBlocks['latest']>({})
  const [statuses, setStatuses] = useState<LatestBlocks['statuses']>({})
  const onEvents = useCallback((batch: LiveEvent[]) => {
    setLatest((prev) => {
      const next = { ...prev }
      for (const e of batch) {
        const b = e.data as BlockSummary
        const cur = next[b.network]
        if (b.obsolete || (cur && BigInt(cur.height) > BigInt(b.height))) continue
        next[b.network] = b
      }
      return next
    })
  }, [])
  // Statuses arrive one network at a time on the shared stream: keep the last one of each.
  const onStatus = useCallback((s: FeedStatus & { network?: string }) => {
    const n = s.network
    if (n && (networkIds() as readonly string[]).includes(n)) setStatuses((prev) => ({ ...prev, [n]: s }))
  }, [])
  useLiveStream(LIVE_ALL_URL, EVENTS, onEvents, { onStatus })
  return { latest, statuses }
}
