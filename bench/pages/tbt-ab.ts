/**
 * `npm run bench:pages:tbt`: main-thread blocking as Chromium records it, at 4× CPU (DevTools throttling, not
 * Lighthouse's simulation), on the same routes of two running builds, runs interleaved. Lighthouse's score on this
 * shared 2-core machine moves 10+ points between runs; this counts the long tasks themselves: per run, the sum of
 * (task − 50 ms) over the renderer's main-thread tasks from first contentful paint to load + 5 s, and the longest
 * task. A run whose trace has no first contentful paint is reported and left out.
 *
 * BENCH_A, BENCH_B (default 4510, 4520), BENCH_PATHS (default `/,/hub,/platform,/vm`), BENCH_RUNS per side (5).
 */
import { chromium, type Browser } from '@playwright/test'
import { benchPaths, RUNS, sideOrder, sides, type Side } from './ab-sides'
import { median } from './lighthouse'
import { exitIfHelp } from '../../scripts/cli-help'

exitIfHelp(import.meta.url)

const paths = benchPaths('/,/hub,/platform,/vm')

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string }
}
interface Run {
  blocking: number
  longest: number
}

async function once(browser: Browser, url: string): Promise<Run | string> {
  const ctx = await browser.newContext()
  try {
    const page = await ctx.newPage()
    const cdp = await ctx.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(5000)
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents
    // The page's renderer: of the main threads in the trace, the one that ran the most tasks.
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const tasksOf = (m: TraceEvent) =>
      events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && e.name === 'RunTask')
    const main = mains.map((m) => ({ m, tasks: tasksOf(m) })).sort((a, b) => b.tasks.length - a.tasks.length)[0]
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.m.pid)?.ts
    if (!main || fcp === undefined) return 'no first contentful paint in the trace'
    const long = main.tasks
      .filter((e) => e.ts >= fcp)
      .map((e) => (e.dur ?? 0) / 1000)
      .filter((d) => d > 50)
    return { blocking: long.reduce((s, d) => s + d - 50, 0), longest: Math.max(0, ...long) }
  } catch (e) {
    return (e as Error).message
  } finally {
    await ctx.close()
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  for (const side of Object.keys(sides) as Side[]) await fetch(sides[side] + paths[0]) // both servers warm
  for (const path of paths) {
    const runs: Record<Side, Run[]> = { A: [], B: [] }
    for (let i = 0; i < RUNS; i++)
      for (const side of sideOrder(i)) {
        const r = await once(browser, sides[side] + path)
        if (typeof r === 'string') console.log(`${path} ${side} run ${i + 1}: left out (${r})`)
        else runs[side].push(r)
      }
    for (const side of Object.keys(sides) as Side[]) {
      const rs = runs[side]
      if (!rs.length) {
        console.log(`${path} ${side} (${sides[side]}): no run finished`)
        continue
      }
      console.log(
        `${path} ${side} (${sides[side]}): blocking median ${median(rs.map((r) => r.blocking)).toFixed(0)} ms ` +
          `(runs ${rs.map((r) => r.blocking.toFixed(0)).join(', ')}), longest task median ` +
          `${median(rs.map((r) => r.longest)).toFixed(0)} ms`,
      )
    }
  }
} finally {
  await browser.close()
}
