/**
 * `npm run bench:pages:ab`: Lighthouse on the same routes of two running builds, runs interleaved (A B, B A, A B, …),
 * each run in a fresh Chromium. On this 2-core machine the same build scores 10+ points apart from one run to the
 * next, so three runs in a row (bench:pages) cannot tell a change of a few points from the machine's state; runs
 * taken side by side, alternating, share it. Prints every run and each side's medians.
 *
 * BENCH_A and BENCH_B: the two apps' base URLs (default 4510 and 4520: start each build with
 * `PORT=… DEVNET_PORT=… npx tsx scripts/start.ts --no-build` from its own checkout). BENCH_PATHS (default
 * `/platform,/hub`), BENCH_RUNS per side (default 5).
 */
import { benchPaths, RUNS, sideOrder, sides, type Side } from './ab-sides'
import { launchChrome, measure, median, type Run } from './lighthouse'
import { exitIfHelp } from '../../scripts/cli-help'

exitIfHelp(import.meta.url)

const paths = benchPaths('/platform,/hub')

async function once(url: string): Promise<Run | string> {
  const chrome = await launchChrome()
  try {
    return await measure(url, chrome.port)
  } catch (e) {
    return (e as Error).message
  } finally {
    chrome.kill()
  }
}

for (const side of Object.keys(sides) as Side[]) await fetch(sides[side] + paths[0]) // both servers warm
for (const path of paths) {
  const runs: Record<Side, Run[]> = { A: [], B: [] }
  for (let i = 0; i < RUNS; i++) {
    for (const side of sideOrder(i)) {
      const r = await once(sides[side] + path)
      if (typeof r === 'string') console.log(`${path} ${side} run ${i + 1}: failed (${r})`)
      else {
        runs[side].push(r)
        console.log(
          `${path} ${side} run ${i + 1}: score ${r.score}, TBT ${Math.round(r.tbt)} ms, LCP ${Math.round(r.lcp)} ms, benchmarkIndex ${r.benchmarkIndex}`,
        )
      }
    }
  }
  for (const side of ['A', 'B'] as const) {
    const r = runs[side]
    if (!r.length) console.log(`${path} ${side} (${sides[side]}): no run finished`)
    else
      console.log(
        `${path} ${side} (${sides[side]}): scores ${r.map((x) => x.score).join(', ')}; median score ${median(r.map((x) => x.score))}, TBT ${Math.round(median(r.map((x) => x.tbt)))} ms, LCP ${Math.round(median(r.map((x) => x.lcp)))} ms; benchmarkIndex ${Math.min(...r.map((x) => x.benchmarkIndex))}–${Math.max(...r.map((x) => x.benchmarkIndex))}`,
      )
  }
}
