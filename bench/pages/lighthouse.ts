import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** What bench:pages and bench:pages:ab keep of one Lighthouse run. */
export interface Run {
  score: number
  lcp: number
  tbt: number
  cls: number
  jsKb: number
  /**
   * Lighthouse's measure of this machine's CPU at the time (higher is faster). Simulated throttling multiplies what
   * it observed, so runs taken while the machine was busier or slower are not comparable; printing it says so.
   */
  benchmarkIndex: number
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

type Audits = Record<string, { numericValue?: number; details?: unknown }>

/** `BENCH_BREAKDOWN=1`: where each run's main-thread time went (by kind of work, and the scripts that cost most). */
function printBreakdown(url: string, a: Audits) {
  const rows = (id: string) => (a[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
  const ms = (v: unknown) => Math.round(Number(v) || 0)
  const groups = rows('mainthread-work-breakdown').map((i) => `${String(i.groupLabel)} ${ms(i.duration)}`)
  const scripts = rows('bootup-time')
    .slice(0, 6)
    .map(
      (i) => `${String(i.url).replace(/^.*\/_next\/static\/chunks\//, '')} ${ms(i.total)} (script ${ms(i.scripting)})`,
    )
  const long = rows('long-tasks').map((i) => ms(i.duration))
  console.log(`[breakdown] ${url}\n  main thread: ${groups.join(', ')}\n  scripts: ${scripts.join(', ')}`)
  console.log(`  long tasks (ms): ${long.join(', ')}`)
}

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
}

/** One Lighthouse performance run of `url` in the Chromium listening on `chromePort`. */
export async function measure(url: string, chromePort: number): Promise<Run> {
  const r = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    onlyCategories: ['performance'],
    logLevel: 'error',
  })
  if (!r) throw new Error(`no result for ${url}`)
  // A run can end without a score (e.g. NO_LCP); it is reported, not counted as 0.
  if (r.lhr.runtimeError) throw new Error(`${url}: ${r.lhr.runtimeError.code}`)
  const a = r.lhr.audits
  if (process.env.BENCH_BREAKDOWN) printBreakdown(url, a)
  const items =
    (a['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)
      ?.items ?? []
  const js = items.filter((i) => i.resourceType === 'Script').reduce((s, i) => s + (i.transferSize ?? 0), 0)
  return {
    score: Math.round((r.lhr.categories.performance?.score ?? 0) * 100),
    lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKb: js / 1024,
    benchmarkIndex: Math.round(r.lhr.environment.benchmarkIndex),
  }
}
