import { rng, seedBytes } from '../../primitives/random'
import { type CosmosGatewayId } from '@/lib/catalog/types'
import { devnetChains, profileOf, unitScale } from './profile'
import { grantsOf, sponsorGrants } from './grants'
import { Topology } from './ibc'

/**
 * Packets between two devnet chains, as a pure function of (seed, epoch, block interval): chain B re-derives
 * what it receives from A's send schedule, and A its acknowledgements and timeouts from B's receive heights,
 * so both chains agree without sharing state and each block still derives from (seed, chain, height) alone.
 */

/** Where a chain's heights sit in time: block h is stamped genesis + h·ms. */
export interface ChainClock {
  genesis: number
  ms: number
}

/** Generated transactions leave this many accounts untouched at the end of each chain (see intents.ts). */
const QUIET = 10

export const initialHeightOf = (seed: number, id: CosmosGatewayId) => 10_000 + (seedBytes(seed, id, 'height')[0]! << 3)

/** Every chain's genesis counts back from one shared epoch (devnet's start), so their timelines line up. */
export function clockOf(seed: number, id: CosmosGatewayId, epoch: number, blockMs?: number): ChainClock {
  const ms = blockMs ?? profileOf(id).blockMs
  return { ms, genesis: epoch - initialHeightOf(seed, id) * ms }
}

export const timeAt = (c: ChainClock, h: number) => c.genesis + h * c.ms
/** The first height stamped at or after t. */
export const heightAt = (c: ChainClock, t: number) => Math.max(1, Math.ceil((t - c.genesis) / c.ms))

/**
 * What happens to a packet: `relayed` within a few blocks, `slow` (a relayer picks it up much later, still
 * before its timeout), `timeout` (short timeout passed, a relayer proves it on the source: refund), `stuck`
 * (no relayer ever touches it: the commitment stays, and after its timeout nobody submits the timeout either).
 */
export type Fate = 'relayed' | 'slow' | 'timeout' | 'stuck'

/** Delays in units of the slower chain's block interval. */
export const DELAY = { relay: 3, slow: 40, ack: 3, timeout: 100, shortTimeout: 1 } as const

export interface PacketData {
  sender: number
  /** Index of the fee grant that pays the send's fee (its grantee is then the sender), as for other sends. */
  sponsor?: number
  receiver: number
  amount: bigint
}

/** One direction of a devnet channel pair: `src` sends on `srcChannel`, `dst` receives on `dstChannel`. */
export class Link {
  readonly srcChannel: string
  readonly dstChannel: string
  /** src's index of dst in its counterparty list (its client/connection/channel number). */
  readonly srcK: number
  readonly dstK: number
  /** The slower chain's block interval: every delay scales with it. */
  readonly unit: number
  /** One packet every `every` src blocks, after height `open` (when both chains existed). */
  readonly every: number
  readonly open: number
  private readonly fates = new Map<number, Fate>()
  private readonly datas = new Map<number, PacketData>()
  private sponsors: number[] | undefined
  private grants: ReturnType<typeof grantsOf> | undefined

  constructor(
    readonly seed: number,
    readonly src: CosmosGatewayId,
    readonly dst: CosmosGatewayId,
    readonly srcClock: ChainClock,
    readonly dstClock: ChainClock,
  ) {
    this.srcK = Topology.indexOn(src, dst)
    this.dstK = Topology.indexOn(dst, src)
    this.srcChannel = `channel-${this.srcK}`
    this.dstChannel = `channel-${this.dstK}`
    this.unit = Math.max(srcClock.ms, dstClock.ms)
    this.every = 5 + rng(seed, 'link', src, dst).int(0, 6)
    this.open = heightAt(srcClock, Math.max(srcClock.genesis, dstClock.genesis) + 10 * this.unit)
  }

  sendHeight(s: number): number {
    return this.open + s * this.every
  }

  sendTime(s: number): number {
    return timeAt(this.srcClock, this.sendHeight(s))
  }

  /** The sequence sent at src height h, 0 when none. */
  seqSentAt(h: number): number {
    const d = h - this.open
    return d > 0 && d % this.every === 0 ? d / this.every : 0
  }

  /** Packets sent at src heights up to h. */
  sentUpTo(h: number): number {
    return h <= this.open ? 0 : Math.floor((h - this.open) / this.every)
  }

  fate(s: number): Fate {
    let f = this.fates.get(s)
    if (f) return f
    const x = rng(this.seed, 'packet-fate', this.src, this.dst, s).next()
    f = x < 0.05 ? 'timeout' : x < 0.09 ? 'stuck' : x < 0.15 ? 'slow' : 'relayed'
    if (this.fates.size > 50_000) this.fates.clear()
    this.fates.set(s, f)
    return f
  }

  /** Each packet's data is asked for at its send, receive and close: derive it once. */
  data(s: number): PacketData {
    let d = this.datas.get(s)
    if (!d) {
      if (this.datas.size > 50_000) this.datas.clear()
      this.datas.set(s, (d = this.deriveData(s)))
    }
    return d
  }

  private deriveData(s: number): PacketData {
    const r = rng(this.seed, 'packet-data', this.src, this.dst, s)
    const sp = profileOf(this.src)
    const dp = profileOf(this.dst)
    const d: PacketData = {
      sender: r.int(sp.validators, sp.accounts - 1 - QUIET),
      receiver: r.int(dp.validators, dp.accounts - 1 - QUIET),
      amount: BigInt(r.int(1, 2_000_000)) * unitScale(sp),
    }
    const sponsors = (this.sponsors ??= sponsorGrants(sp, sp.accounts - QUIET))
    if (sponsors.length && r.next() < 0.3) {
      d.sponsor = r.pick(sponsors)
      d.sender = (this.grants ??= grantsOf(sp))[d.sponsor]!.grantee
    }
    return d
  }

  /** Timeout timestamp (ms) the packet carries. */
  timeoutTime(s: number): number {
    return this.sendTime(s) + (this.fate(s) === 'timeout' ? DELAY.shortTimeout : DELAY.timeout) * this.unit
  }

  private relayDelay(f: Fate): number | undefined {
    return f === 'relayed' ? DELAY.relay * this.unit : f === 'slow' ? DELAY.slow * this.unit : undefined
  }

  /** dst height whose block holds the receive, or undefined when the packet is never received. */
  recvHeight(s: number): number | undefined {
    const d = this.relayDelay(this.fate(s))
    return d === undefined ? undefined : heightAt(this.dstClock, this.sendTime(s) + d)
  }

  /** src height of the acknowledgement or the timeout, or undefined while a packet stays stuck forever. */
  closeOf(s: number): { height: number; kind: 'ack' | 'timeout' } | undefined {
    const f = this.fate(s)
    const ack = DELAY.ack * this.unit
    if (f === 'timeout') return { height: heightAt(this.srcClock, this.timeoutTime(s) + ack), kind: 'timeout' }
    const r = this.recvHeight(s)
    return r === undefined
      ? undefined
      : { height: heightAt(this.srcClock, timeAt(this.dstClock, r) + ack), kind: 'ack' }
  }

  /** Sequences whose send time lies in (lo, hi]. */
  private sentBetween(lo: number, hi: number): number[] {
    const base = timeAt(this.srcClock, this.open)
    const step = this.every * this.srcClock.ms
    const first = Math.max(1, Math.floor((lo - base) / step) + 1)
    const last = Math.floor((hi - base) / step)
    const out: number[] = []
    for (let s = first; s <= last; s++) out.push(s)
    return out
  }

  /** Sequences received in dst block n. */
  receivedAt(n: number): number[] {
    const lo = timeAt(this.dstClock, n - 1)
    const hi = timeAt(this.dstClock, n)
    const out: number[] = []
    for (const d of [DELAY.relay, DELAY.slow])
      for (const s of this.sentBetween(lo - d * this.unit, hi - d * this.unit))
        if (this.recvHeight(s) === n && !out.includes(s)) out.push(s)
    return out.length > 1 ? out.sort((a, b) => a - b) : out
  }

  /** Acknowledgements and timeouts src block n holds. */
  closedAt(n: number): { seq: number; kind: 'ack' | 'timeout' }[] {
    const lo = timeAt(this.srcClock, n - 1)
    const hi = timeAt(this.srcClock, n)
    const ack = DELAY.ack * this.unit
    const cand: number[] = []
    for (const d of [DELAY.relay, DELAY.slow])
      for (const s of this.sentBetween(
        lo - d * this.unit - ack - this.dstClock.ms - this.srcClock.ms,
        hi - d * this.unit - ack,
      ))
        if (!cand.includes(s)) cand.push(s)
    for (const s of this.sentBetween(
      lo - (DELAY.shortTimeout * this.unit + ack) - this.srcClock.ms,
      hi - DELAY.shortTimeout * this.unit - ack,
    ))
      if (!cand.includes(s)) cand.push(s)
    const out: { seq: number; kind: 'ack' | 'timeout' }[] = []
    for (const s of cand.sort((a, b) => a - b)) {
      const c = this.closeOf(s)
      if (c?.height === n) out.push({ seq: s, kind: c.kind })
    }
    return out
  }

  /** Sequences received on dst at heights up to h (ascending). */
  receivedUpTo(h: number): number[] {
    const out: number[] = []
    const last = this.sentUpTo(heightAt(this.srcClock, timeAt(this.dstClock, h)))
    for (let s = 1; s <= last; s++) {
      const r = this.recvHeight(s)
      if (r !== undefined && r <= h) out.push(s)
    }
    return out
  }
}

/** The links of one chain: packets it sends (`out`) and receives (`in`), one per other devnet chain. */
export interface ChainLinks {
  out: Link[]
  in: Link[]
}

export function linksOf(seed: number, self: CosmosGatewayId, epoch: number, blockMs?: number): ChainLinks {
  const clock = (g: CosmosGatewayId) => clockOf(seed, g, epoch, blockMs)
  const peers = devnetChains().filter((g) => g !== self)
  return {
    out: peers.map((p) => new Link(seed, self, p, clock(self), clock(p))),
    in: peers.map((p) => new Link(seed, p, self, clock(p), clock(self))),
  }
}
