/** Readers of the VM ledger's subscription messages (Meter/Thor shapes): blocks, events, transfers. */
import type { NetworkId } from '@/lib/networks'
import type { LiveItem } from '../hub'
import { vmBeat, vmBlock, vmLog } from '../summary'
import type { LogStream } from '../topics'
import type { SocketMessage } from './socket'

export function blockItem(network: NetworkId, raw: unknown): LiveItem | undefined {
  const s = vmBlock(network, raw)
  if (!s) return undefined
  return { id: s.id, event: 'block', data: s, key: `${s.obsolete ? 'obsolete:' : ''}${s.hash ?? s.id}` }
}

/** `/subscriptions/block`: each message is one block; resume after its id. */
export function blockReader(network: NetworkId): (msg: unknown) => SocketMessage {
  return (msg) => {
    const item = blockItem(network, msg)
    if (!item) return { items: [] }
    const s = item.data as { hash?: string; obsolete?: boolean }
    // An obsolete block is not a place to resume from: the trunk moved away from it.
    return { items: [item], ...(s.hash && !s.obsolete && { pos: s.hash }) }
  }
}

/** `/subscriptions/beat`: one beat per block; resume after its id like the block stream. */
export function beatReader(): (msg: unknown) => SocketMessage {
  return (msg) => {
    const s = vmBeat(msg)
    if (!s) return { items: [] }
    const item: LiveItem = {
      id: s.id,
      event: 'beat',
      data: s,
      key: `${s.obsolete ? 'obsolete:' : ''}${s.hash ?? s.id}`,
    }
    return { items: [item], ...(s.hash && !s.obsolete && { pos: s.hash }) }
  }
}

/** `/subscriptions/event|transfer`: logs arrive block by block; they are numbered inside their block. */
export function logReader(kind: LogStream): () => (msg: unknown) => SocketMessage {
  return () => {
    let block: string | undefined
    let index = 0
    return (msg) => {
      const meta = (msg as { meta?: { blockID?: unknown; blockNumber?: unknown } } | null)?.meta
      const blockKey = `${String(meta?.blockID ?? '')}|${String(meta?.blockNumber ?? '')}`
      if (blockKey !== block) {
        block = blockKey
        index = 0
      }
      const s = vmLog(kind, msg, index++)
      if (!s) return { items: [] }
      const item: LiveItem = {
        id: s.id,
        event: kind,
        data: s,
        key: `${s.obsolete ? 'obsolete:' : ''}${s.blockId ?? ''}:${s.id}`,
      }
      return { items: [item], ...(s.blockId && !s.obsolete && { pos: s.blockId }) }
    }
  }
}
