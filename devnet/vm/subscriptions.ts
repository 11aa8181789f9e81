import type { WebSocket } from 'ws'
import type { HandlerRequest, HandlerTable, SubscriptionHandler } from '../types'
import { Bloom, estimateK } from './bloom'
import { eventMatches, transferMatches } from './filters'
import type { BlockRecord, EventLog, TransferLog, VmLedger } from './ledger'
import { resolveRevision } from './revision'
import { blockView, eventView, transferView } from './views'

/** How far back `pos` may point, as the node limits it. */
export const BACKTRACE_LIMIT = 1000

type Query = HandlerRequest['query']

function blockLogs<T extends { meta: { blockNumber: number } }>(all: readonly T[], n: number): T[] {
  // Logs are in chain order: scan back from the end to the block's first entry.
  let i = all.length - 1
  while (i >= 0 && all[i]!.meta.blockNumber > n) i--
  const out: T[] = []
  while (i >= 0 && all[i]!.meta.blockNumber === n) out.unshift(all[i--]!)
  return out
}

const hexBytes = (h: string) => Buffer.from(h.slice(2), 'hex')

/** Thor's beat: the block summary plus a bloom of every address (and topic) the block touched. */
export function beat(l: VmLedger, b: BlockRecord) {
  const items = new Set<string>([b.signer, b.beneficiary])
  for (const id of b.txs) {
    const tx = l.tx(id)!
    items.add(tx.origin)
    for (const c of tx.body.clauses) if (c.to) items.add(c.to)
    for (const o of tx.receipt?.outputs ?? []) {
      for (const e of o.events) {
        items.add(e.address)
        for (const t of e.topics) items.add(t)
      }
      for (const t of o.transfers) {
        items.add(t.sender)
        items.add(t.recipient)
      }
    }
  }
  const k = estimateK(items.size)
  const bloom = new Bloom(k)
  for (const item of items) bloom.add(hexBytes(item))
  return {
    number: b.number,
    id: b.id,
    parentID: b.parentID,
    timestamp: b.timestamp,
    txsFeatures: 0,
    bloom: `0x${Buffer.from(bloom.bits).toString('hex')}`,
    k,
    obsolete: false,
  }
}

/** The messages one block produces on a stream, given the stream's query filters. */
function messagesFor(l: VmLedger, kind: string, q: Query, b: BlockRecord): unknown[] {
  switch (kind) {
    case 'block':
      return [{ ...blockView(l, b), obsolete: false }]
    case 'beat':
      return [beat(l, b)]
    case 'event': {
      const c = {
        address: q.addr as string | undefined,
        topic0: q.t0 as string | undefined,
        topic1: q.t1 as string | undefined,
        topic2: q.t2 as string | undefined,
        topic3: q.t3 as string | undefined,
        topic4: q.t4 as string | undefined,
      }
      return blockLogs<EventLog>(l.events, b.number)
        .filter((e) => eventMatches(c, e))
        .map((e) => ({ ...eventView(e), obsolete: false }))
    }
    case 'transfer': {
      const c = {
        txOrigin: q.txOrigin as string | undefined,
        sender: q.sender as string | undefined,
        recipient: q.recipient as string | undefined,
      }
      return blockLogs<TransferLog>(l.transfers, b.number)
        .filter((t) => transferMatches(c, t))
        .map((t) => ({ ...transferView(t), obsolete: false }))
    }
    default:
      return []
  }
}

/**
 * Stream handlers: replay the blocks after `pos` up to the best block, then follow new blocks. The replay and the
 * listener registration run in one synchronous step, so no block falls between them.
 */
export function vmSubscriptions(l: VmLedger, open: Set<WebSocket>): HandlerTable<SubscriptionHandler> {
  const stream =
    (kind: string): SubscriptionHandler =>
    (socket, req) => {
      const q = req.query
      let from = l.best.number + 1
      if (q.pos !== undefined) {
        const n = resolveRevision(l, q.pos)
        if (n === 'invalid' || n === 'missing')
          return socket.close(1008, `pos: ${n === 'invalid' ? 'invalid' : 'not found'}`)
        if (l.best.number - n > BACKTRACE_LIMIT) return socket.close(1008, 'pos: backtrace limit exceeded')
        from = n + 1
      }
      let last = from - 1
      const send = (b: BlockRecord) => {
        for (const m of messagesFor(l, kind, q, b)) socket.send(JSON.stringify(m))
        last = b.number
      }
      for (let n = from; n <= l.best.number; n++) send(l.blocks[n]!)
      const onBlock = (b: BlockRecord) => {
        if (b.number > last && socket.readyState === socket.OPEN) send(b)
      }
      l.on('block', onBlock)
      open.add(socket)
      socket.on('close', () => {
        l.off('block', onBlock)
        open.delete(socket)
      })
    }
  return {
    'vm.subscriptions.block': stream('block'),
    'vm.subscriptions.event': stream('event'),
    'vm.subscriptions.transfer': stream('transfer'),
    'vm.subscriptions.beat': stream('beat'),
  }
}
