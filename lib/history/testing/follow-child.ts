/**
 * A follower in a process of its own, for the crash test: it indexes a fake chain into INDEX_DB (a SQLite file
 * or a postgres:// URL) and, inside its third backfill transaction, says `IN-TX` and waits to be killed.
 * Run with `node --conditions=react-server --import tsx` (the `server-only` marker resolves to nothing there).
 */
import { startFollower } from '../follower'
import { HistoryStore } from '../store'
import { openHistoryDb } from '../store/open'
import { FakeChain } from './fake-chain'

const target = process.env.INDEX_DB!
const chain = new FakeChain(BigInt(process.env.HEAD ?? '600'), { denom: 'uhub', accounts: 40 })
let commits = 0
const store = new HistoryStore(
  await openHistoryDb(target.startsWith('postgres') ? { databaseUrl: target } : { file: target }),
  () => 'uhub',
  async () => {
    if (++commits === 3) {
      process.stdout.write('IN-TX\n')
      await new Promise((r) => setTimeout(r, 60_000))
    }
  },
)
startFollower({ network: 'hub', store, source: chain.source(), intervalMs: 50, batch: 40, concurrency: 4 })
