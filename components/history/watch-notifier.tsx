'use client'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { activityStreamUrl } from '@/lib/client/history'
import { noticesFor, type ActivityItem } from '@/lib/history/notify'
import { readWatches } from '@/lib/history/watch'
import { useNotifyPref } from './notify-pref'
import { useWatches } from './use-watches'

/**
 * While this tab is open and notifications are on: one stream of indexed activity for the watched networks
 * (the live relay shares it among all tabs and viewers), a notification when a watched item takes part in a
 * transaction, and fresh watch-list rows.
 */
export function WatchNotifier() {
  const watches = useWatches()
  const on = useNotifyPref()
  const qc = useQueryClient()
  const networks = [...new Set(watches.map((w) => w.network))].sort().join(',')
  useEffect(() => {
    if (!on || !networks || typeof EventSource === 'undefined' || typeof Notification === 'undefined') return
    const es = new EventSource(activityStreamUrl(networks.split(',') as ActivityItem['network'][]))
    es.addEventListener('activity', (e) => {
      let item: ActivityItem
      try {
        item = JSON.parse((e as MessageEvent<string>).data) as ActivityItem
      } catch {
        return
      }
      const notices = noticesFor(item, readWatches())
      if (!notices.length || Notification.permission !== 'granted') return
      void qc.invalidateQueries({ queryKey: ['history'] })
      for (const n of notices) {
        const note = new Notification(n.title, { body: n.body, tag: n.tag })
        note.onclick = () => {
          window.focus()
          window.location.assign(n.href)
        }
      }
    })
    return () => es.close()
  }, [on, networks, qc])
  return null
}
