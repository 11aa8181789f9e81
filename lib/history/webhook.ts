import 'server-only'
import { createHmac } from 'node:crypto'
import type { NetworkId } from '@/lib/networks'
import { accountRows } from './store/rows'
import type { ExtractedBlock } from './types'

export interface WatchEvent {
  event: 'transaction'
  network: NetworkId
  address: string
  height: string
  hash: string
  type: string
  direction: string
  roles: string[]
  time?: number
  amount?: { amount: string; denom: string }
  fee?: { amount: string; denom: string }
  ok?: boolean
}

/** `t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver recomputes it with the shared secret. */
export function signature(secret: string, body: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
}

/** The events a block holds for the watched addresses of its network. */
export function watchEvents(network: NetworkId, block: ExtractedBlock, watched: ReadonlySet<string>): WatchEvent[] {
  const out: WatchEvent[] = []
  for (const tx of block.txs)
    for (const a of accountRows(tx)) {
      if (!watched.has(`${network}:${a.address}`)) continue
      out.push({
        event: 'transaction',
        network,
        address: a.address,
        height: block.height.toString(),
        hash: tx.hash,
        type: tx.type,
        direction: a.dir,
        roles: a.roles,
        ...(block.time !== undefined && { time: block.time }),
        ...(tx.amounts[0] && { amount: tx.amounts[0] }),
        ...(tx.fee[0] && { fee: tx.fee[0] }),
        ...(tx.ok !== undefined && { ok: tx.ok }),
      })
    }
  return out
}

const QUEUE_MAX = 1000
const TRIES = 3

/**
 * A sink for the followers: each indexed transaction that touches a server-side watch is POSTed as signed JSON
 * to WEBHOOK_URL, in order, a few tries each with a pause; a full queue drops the oldest (and says so).
 */
export function webhookSink(
  hook: { url: string; secret: string },
  watches: readonly { network: NetworkId; address: string }[],
  log: (line: string) => void,
  post: typeof fetch = fetch,
): (network: NetworkId, blocks: ExtractedBlock[]) => void {
  const watched = new Set(watches.map((w) => `${w.network}:${w.address}`))
  const queue: WatchEvent[] = []
  let busy = false
  const drain = async () => {
    if (busy) return
    busy = true
    while (queue.length) {
      const e = queue.shift()!
      const body = JSON.stringify(e)
      for (let i = 1; i <= TRIES; i++) {
        try {
          const res = await post(hook.url, {
            method: 'POST',
            redirect: 'manual',
            signal: AbortSignal.timeout(5000),
            headers: {
              'content-type': 'application/json',
              'x-explorer-signature': signature(hook.secret, body, Math.floor(Date.now() / 1000)),
            },
            body,
          })
          if (res.ok) break
          if (i === TRIES) log(`[index] webhook: ${res.status} for ${e.network} ${e.hash}; giving up on it`)
        } catch (err) {
          if (i === TRIES)
            log(
              `[index] webhook: ${err instanceof Error ? err.message : 'failed'} for ${e.network} ${e.hash}; giving up on it`,
            )
        }
        await new Promise((r) => setTimeout(r, 500 * i))
      }
    }
    busy = false
  }
  return (network, blocks) => {
    if (!watched.size) return
    for (const b of blocks) queue.push(...watchEvents(network, b, watched))
    if (queue.length > QUEUE_MAX) {
      log(`[index] webhook: ${queue.length - QUEUE_MAX} events dropped (the receiver is slower than the chains)`)
      queue.splice(0, queue.length - QUEUE_MAX)
    }
    void drain()
  }
}
