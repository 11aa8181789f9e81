import 'server-only'
import { Gauge } from 'prom-client'
import { threadRegistry } from './registry'

interface HubLike {
  topicStats(): { key: string; viewers: number; feed: boolean }[]
}

/** `block:hub`, `event:vm?addr=…` → the network (lib/live/topics.ts topicKey): a bounded label, never the filter. */
const networkOf = (key: string) => /^[a-z]+:([a-z0-9-]+)/.exec(key)?.[1] ?? 'unknown'

/**
 * The live relay's feeds and viewers per network, read at scrape time from the hub (on the thread whose route
 * handlers serve /api/live: the render thread under `npm start`). `hub` gives undefined until the first viewer.
 */
export function watchLive(hub: () => HubLike | undefined): void {
  const registers = [threadRegistry()]
  const per = () => {
    const out = new Map<string, { feeds: number; viewers: number }>()
    for (const t of hub()?.topicStats() ?? []) {
      const n = networkOf(t.key)
      const s = out.get(n) ?? { feeds: 0, viewers: 0 }
      s.viewers += t.viewers
      if (t.feed) s.feeds++
      out.set(n, s)
    }
    return out
  }
  new Gauge({
    name: 'explorer_live_feeds',
    help: 'Upstream feeds the live relay runs, by network (one per followed topic).',
    labelNames: ['network'],
    registers,
    collect() {
      this.reset()
      for (const [network, s] of per()) this.set({ network }, s.feeds)
    },
  })
  new Gauge({
    name: 'explorer_live_viewers',
    help: 'Browsers following a live stream, by network.',
    labelNames: ['network'],
    registers,
    collect() {
      this.reset()
      for (const [network, s] of per()) this.set({ network }, s.viewers)
    },
  })
}
