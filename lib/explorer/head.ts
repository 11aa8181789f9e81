/** The chain head of each network kind, from whichever answer that network's gateway offers. */
import * as z from 'zod/mini'
import { toEpochMs } from '@/lib/format/time'
import type { NetworkId } from '@/lib/networks'
import { parse, uint } from './common'
import { kv, row, text, type Adapter } from './view'

export interface Head {
  height: string
  /** Block time of the head, when the answer carries it. */
  timeMs?: number
  /** Where the height comes from, when it is not a block (e.g. an IBC query's proof height). */
  source?: string
}

const cosmosHeader = z.looseObject({ header: z.looseObject({ height: uint, time: z.string() }) })
const cosmosLatest = z.looseObject({ sdk_block: z.nullish(cosmosHeader), block: z.nullish(cosmosHeader) })
const ibcHeight = z.looseObject({ height: z.looseObject({ revision_height: uint }) })
const vmBlock = z.looseObject({ number: uint, timestamp: z.union([z.number(), z.string()]) })
const ledgerStatus = z.looseObject({ 'last-round': uint, 'time-since-last-round': z.optional(uint) })
const shardedState = z.looseObject({ data: z.looseObject({ blockInfo: z.looseObject({ nonce: uint }) }) })

export function headOf(network: NetworkId, body: unknown, fetchedAt: number): Head {
  switch (network) {
    case 'hub':
    case 'staking': {
      const b = parse(cosmosLatest, body)
      const h = (b.sdk_block ?? b.block)?.header
      if (!h) throw new Error('latest block without a header')
      return { height: h.height, ...(toEpochMs(h.time) !== undefined && { timeMs: toEpochMs(h.time) }) }
    }
    case 'exchange':
    case 'platform':
    case 'classic':
      return { height: parse(ibcHeight, body).height.revision_height, source: 'IBC query height' }
    case 'vm': {
      const b = parse(vmBlock, body)
      return { height: b.number, ...(toEpochMs(b.timestamp) !== undefined && { timeMs: toEpochMs(b.timestamp) }) }
    }
    case 'sharded': {
      return { height: parse(shardedState, body).data.blockInfo.nonce, source: 'state block of an address query' }
    }
    case 'ledger': {
      const b = parse(ledgerStatus, body)
      const since = b['time-since-last-round']
      // time-since-last-round is in nanoseconds; dividing the bigint keeps it exact before it becomes ms.
      return { height: b['last-round'], ...(since !== undefined && { timeMs: fetchedAt - Number(BigInt(since) / 1_000_000n) }) }
    }
  }
}

/** Generic head panel: the network's latest height (linked) from whichever answer carries it. */
export const headAdapter: Adapter = (body, { network }) => {
  const h = headOf(network, body, Date.now())
  return kv(
    [
      row('Latest height', { t: 'link', kind: 'block', network, v: h.height }),
      row('Block time', h.timeMs !== undefined ? { t: 'time', ms: h.timeMs } : { t: 'empty' }),
      row('Source', text(h.source ?? 'latest block')),
    ],
    h.height,
  )
}
