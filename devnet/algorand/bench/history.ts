/**
 * `npx tsx devnet/algorand/bench/history.ts [rounds...]`: CPU and wall time to build the ledger's start-up history,
 * and the indexer search cost over it. Prints figures; asserts nothing.
 */
import { Ledger } from '../ledger/ledger'
import { searchTransactions } from '../indexer/search'

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0)
for (const rounds of sizes.length ? sizes : [240, 2400, 10000]) {
  const cpu = process.cpuUsage()
  const t0 = performance.now()
  const l = new Ledger({ seed: 1, historyRounds: rounds, now: Date.now })
  const wall = performance.now() - t0
  const used = process.cpuUsage(cpu)
  const s0 = performance.now()
  const page = searchTransactions(l, { 'tx-type': 'pay', limit: '1000' }, { newestFirst: false })
  const search = performance.now() - s0
  const heap = process.memoryUsage().heapUsed / 2 ** 20
  console.log(
    `${rounds} rounds: ${l.txs.length} txns, build ${Math.round(wall)} ms wall / ${Math.round((used.user + used.system) / 1000)} ms CPU, ` +
      `search(pay, 1000) ${search.toFixed(1)} ms → ${page.txns.length}, heap ${heap.toFixed(0)} MiB`,
  )
}
