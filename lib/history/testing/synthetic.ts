/**
 * Deterministic synthetic blocks for the index's tests and benchmark: the same seed gives the same chain. Pure.
 */
import { encodeBech32 } from '@/lib/format/address'
import type { ExtractedBlock, ExtractedTx } from '../types'

export interface SynthOptions {
  seed?: number
  /** Accounts the transactions draw from. */
  accounts?: number
  txsPerBlock?: number
  intervalMs?: number
  t0?: number
  denom?: string
  /** Address of account i (default `acct000042`). */
  address?: (i: number) => string
  /** A fork: blocks from this height on get other hashes (and other transactions). */
  fork?: { from: bigint; salt: string }
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const synthAddress = (i: number) => `acct${String(i).padStart(6, '0')}`
const hex = (s: string) => {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0
  return h.toString(16).padStart(8, '0').repeat(8)
}

const TYPES = ['Send', 'Delegate', 'IBC transfer', 'Contract call']

/** Block `h` of a synthetic chain. */
export function synthBlock(h: bigint, o: SynthOptions = {}): ExtractedBlock {
  const forked = o.fork && h >= o.fork.from
  const salt = forked ? o.fork!.salt : ''
  const rnd = mulberry32((o.seed ?? 1) * 1_000_003 + Number(h % 1_000_000_007n) + (forked ? 77 : 0))
  const accounts = o.accounts ?? 50
  const n = o.txsPerBlock ?? 3
  const denom = o.denom ?? 'utest'
  const txs: ExtractedTx[] = []
  for (let i = 0; i < n; i++) {
    const addr = o.address ?? synthAddress
    const from = addr(Math.floor(rnd() * accounts))
    const to = addr(Math.floor(rnd() * accounts))
    const type = TYPES[Math.floor(rnd() * TYPES.length)]!
    txs.push({
      idx: i,
      hash: hex(`tx${salt}:${h}:${i}`).toUpperCase(),
      type,
      participants: [
        { address: from, role: 'sender' },
        { address: from, role: 'signer' },
        { address: to, role: 'recipient' },
      ],
      amounts: [{ amount: String(1 + Math.floor(rnd() * 1e9)) + '000000000000', denom }],
      fee: [{ amount: String(1000 + Math.floor(rnd() * 5000)), denom }],
      ok: rnd() > 0.05,
    })
  }
  const hashOf = (x: bigint) => hex(`block${o.fork && x >= o.fork.from ? o.fork.salt : ''}:${x}`)
  return {
    height: h,
    hash: hashOf(h),
    ...(h > 0n && { parentHash: hashOf(h - 1n) }),
    time: (o.t0 ?? Date.UTC(2026, 0, 1)) + Number(h) * (o.intervalMs ?? 5000),
    proposer: `val${Number(h % 4n)}`,
    txs,
  }
}

export function synthBlocks(from: bigint, to: bigint, o: SynthOptions = {}): ExtractedBlock[] {
  const out: ExtractedBlock[] = []
  for (let h = from; h <= to; h++) out.push(synthBlock(h, o))
  return out
}

/** A valid bech32 address of account i under a prefix (`hub1…`), for tests that go through address checks. */
export function bech32Account(prefix: string): (i: number) => string {
  return (i) => {
    const bytes = new Uint8Array(20)
    new DataView(bytes.buffer).setUint32(16, i)
    return encodeBech32(prefix, bytes)
  }
}
