import { rng, type Random } from '../../primitives/random'
import { relayerGrant, type Grant } from './grants'
import type { Topology } from './ibc'
import { HOLDER_MOD } from './ledger'
import type { ChainLinks } from './packets'
import { unitScale, type ChainProfile, type TxKind } from './profile'

/** What a generated transaction does, before it is encoded: a pure function of (seed, chain, height). */
export type Intent =
  /** `sponsor`: index of the fee grant (in `grantsOf`) whose granter pays the fee. */
  | { kind: 'send'; from: number; to: number; amount: bigint; sponsor?: number }
  | { kind: 'delegate'; from: number; validator: number; amount: bigint; sponsor?: number }
  /** `seq` and `timeoutMs` are set on the channels to other devnet chains (their schedule fixes both). */
  | {
      kind: 'ibc'
      from: number
      channel: string
      amount: bigint
      receiver: string
      seq?: number
      timeoutMs?: number
      sponsor?: number
    }
  | { kind: 'oracle'; validator: number; rates: string }
  | { kind: 'bridge'; from: number; amount: bigint; fee: bigint; ethDest: string }
  | { kind: 'alliance'; from: number; validator: number; denomIndex: number; amount: bigint }
  /** A relayer delivers packet `seq` of counterparty k: the receiver gets the IBC voucher minted. */
  | {
      kind: 'recv'
      relayer: number
      channel: string
      counterparty: number
      seq: number
      to: number
      amount: bigint
      sender: string
      sponsor?: number
      timeoutMs?: number
    }
  /** A relayer closes packet `seq` this chain sent to a devnet peer: acknowledged, or timed out (refund to `from`). */
  | {
      kind: 'ack' | 'timeout'
      relayer: number
      channel: string
      counterparty: number
      seq: number
      from: number
      receiver: string
      amount: bigint
      timeoutMs: number
      sponsor?: number
    }

/**
 * The last QUIET_ACCOUNTS accounts never appear in generated transactions: their balances move only by what a
 * client broadcasts, so tests (and demos) can check exact amounts while blocks keep coming.
 */
export const QUIET_ACCOUNTS = 10
export const quietAccount = (p: ChainProfile, k: number) => p.accounts - 1 - k

/** Packets from counterparty k arrive one per (7 + k) blocks on its open transfer channel. */
export const RECV_EVERY = (k: number) => 7 + k

export interface IntentContext {
  seed: number
  profile: ChainProfile
  topology: Topology
  /** Index in `Ledger.extraDenoms` of the IBC denoms alliance delegations use. */
  allianceDenoms: readonly number[]
  oracleDenoms: readonly string[]
  grants: readonly Grant[]
  /** Indexes in `grants` of the fee allowances generated transactions use (empty without a feegrant module). */
  sponsors: readonly number[]
  /** Packets to and from the other devnet chains. */
  links: ChainLinks
  /** Address of account i on another devnet chain (receivers and senders of cross-chain packets). */
  peerAddress: (peer: Topology['self'], i: number) => string
}

/** Share of sends and delegations whose fee a fee grant pays (signed by the grantee, `fee.granter` set). */
const SPONSORED = 0.3

function pickKind(r: Random, mix: ChainProfile['mix']): TxKind {
  const entries = Object.entries(mix) as [TxKind, number][]
  let x = r.next() * entries.reduce((s, [, w]) => s + w, 0)
  for (const [k, w] of entries) if ((x -= w) < 0) return k
  return entries[0]![0]
}

/** A holder of extra denom j at genesis (accounts i ≡ j mod HOLDER_MOD). */
const holderOf = (r: Random, j: number, lo: number, accounts: number) =>
  j + HOLDER_MOD * r.int(Math.ceil(Math.max(0, lo - j) / HOLDER_MOD), Math.floor((accounts - 1 - j) / HOLDER_MOD))

/**
 * The generated transactions of block `height`. Amounts stay far below the smallest genesis balance, so every
 * generated transaction succeeds whatever came before it, and re-deriving an old block needs no state.
 */
export function deriveIntents(ctx: IntentContext, height: number): Intent[] {
  const { profile: p } = ctx
  const r = rng(ctx.seed, p.id, 'block', height)
  const n = r.int(0, p.maxTxs ?? 5)
  const scale = unitScale(p)
  const amount = () => BigInt(r.int(1, 2_000_000)) * scale
  const last = p.accounts - 1 - QUIET_ACCOUNTS
  const account = () => r.int(p.validators, last)
  const bonded = () => r.int(0, p.bonded - 1)
  const out: Intent[] = []
  // Sponsorship draws from its own stream, so it changes who signs, never what else a block holds.
  const sponsored = (i: number, from: number): { from: number; sponsor?: number } => {
    if (!ctx.sponsors.length) return { from }
    const s = rng(ctx.seed, p.id, 'sponsor', height, i)
    if (s.next() >= SPONSORED) return { from }
    const sponsor = s.pick(ctx.sponsors)
    return { from: ctx.grants[sponsor]!.grantee, sponsor }
  }
  for (let i = 0; i < n; i++) {
    const kind = pickKind(r, p.mix)
    if (kind === 'send') out.push({ kind, ...sponsored(i, account()), to: r.int(0, last), amount: amount() })
    else if (kind === 'delegate') out.push({ kind, ...sponsored(i, account()), validator: bonded(), amount: amount() })
    else if (kind === 'ibc') {
      const ch = r.pick(ctx.topology.external)
      const cp = ctx.topology.counterparties[ch.connection]!
      const receiver = `${cp.chainId.split('-')[0]}1${Buffer.from(r.bytes(20)).toString('hex').slice(0, 38)}`
      out.push({ kind, from: account(), channel: ch.channelId, amount: amount(), receiver })
    } else if (kind === 'oracle') {
      const rates = ctx.oracleDenoms.map((d) => `${(1 + r.next() * 1000).toFixed(18)}${d}`).join(',')
      out.push({ kind, validator: bonded(), rates })
    } else if (kind === 'bridge') {
      out.push({
        kind,
        from: account(),
        amount: amount(),
        fee: BigInt(r.int(1, 5000)) * scale,
        ethDest: `0x${Buffer.from(r.bytes(20)).toString('hex')}`,
      })
    } else {
      const denomIndex = r.pick(ctx.allianceDenoms)
      out.push({
        kind,
        from: holderOf(r, denomIndex, p.validators, last + 1),
        validator: bonded(),
        denomIndex,
        amount: BigInt(r.int(1, 100_000)) * scale,
      })
    }
  }
  const relayerFor = (k: number) => {
    const relayer = p.validators - 1 - (k % 3)
    const sponsor = ctx.sponsors.length ? relayerGrant(ctx.grants, relayer) : undefined
    return { relayer, ...(sponsor !== undefined && { sponsor }) }
  }
  for (const l of ctx.links.in)
    for (const seq of l.receivedAt(height)) {
      const d = l.data(seq)
      out.push({
        kind: 'recv',
        ...relayerFor(l.dstK),
        channel: l.dstChannel,
        counterparty: l.dstK,
        seq,
        to: d.receiver,
        amount: d.amount,
        sender: ctx.peerAddress(l.src, d.sender),
        timeoutMs: l.timeoutTime(seq),
      })
    }
  for (const l of ctx.links.out)
    for (const c of l.closedAt(height)) {
      const d = l.data(c.seq)
      out.push({
        kind: c.kind,
        ...relayerFor(l.srcK),
        channel: l.srcChannel,
        counterparty: l.srcK,
        seq: c.seq,
        from: d.sender,
        receiver: ctx.peerAddress(l.dst, d.receiver),
        amount: d.amount,
        timeoutMs: l.timeoutTime(c.seq),
      })
    }
  // Packets to devnet peers on their schedule, after the relayers' receives, acknowledgements and timeouts.
  for (const l of ctx.links.out) {
    const seq = l.seqSentAt(height)
    if (!seq) continue
    const d = l.data(seq)
    out.push({
      kind: 'ibc',
      from: d.sender,
      ...(d.sponsor !== undefined && { sponsor: d.sponsor }),
      channel: l.srcChannel,
      amount: d.amount,
      receiver: ctx.peerAddress(l.dst, d.receiver),
      seq,
      timeoutMs: l.timeoutTime(seq),
    })
  }
  // Packets from the external chains: one per (7 + k) blocks on each live transfer channel.
  for (const ch of ctx.topology.external) {
    const k = ch.connection
    if (height % RECV_EVERY(k) !== 0) continue
    const rr = rng(ctx.seed, p.id, 'recv', height, k)
    const cp = ctx.topology.counterparties[k]!
    out.push({
      kind: 'recv',
      ...relayerFor(k),
      channel: ch.channelId,
      counterparty: k,
      seq: height / RECV_EVERY(k),
      to: rr.int(p.validators, last),
      amount: BigInt(rr.int(1, 5_000_000)),
      sender: `${cp.chainId.split('-')[0]}1${Buffer.from(rr.bytes(20)).toString('hex').slice(0, 38)}`,
    })
  }
  return out
}
