/**
 * `npm run bench:index`: the explorer's own index. BENCH_PART=backfill|query runs one part (default both).
 * - backfill: the built app indexing devnet from nothing (blocks/s per network kind, total time, canary);
 * - query: account-history p50/p99 on ≥ 1,000,000 transactions on SQLite and PostgreSQL, index size.
 * Runs under `--conditions=react-server` (package.json), so the server-only modules load outside Next.
 */
import '../../lib/networks/disk'
import { backfillBench } from './backfill'
import { queryBench } from './query'
import { exitIfHelp } from '../../scripts/cli-help'

exitIfHelp(import.meta.url)

const part = process.env.BENCH_PART ?? 'all'
let ok = true
if (part === 'all' || part === 'backfill') ok = (await backfillBench()) && ok
if (part === 'all' || part === 'query') ok = (await queryBench()) && ok
process.exit(ok ? 0 : 1)
