import { rng } from '../primitives/random'

/**
 * Deterministic supply figures in whole tokens as a function of time, so devnet charts move within minutes.
 * Each token has a total that grows by emission (linear per real second, capped where the token has a cap) and a
 * locked part that unlocks along a stepped vesting schedule (one tranche per period, each tranche a fixed share of
 * what is still locked). Circulating = total − locked. Figures only depend on (seed, now): every devnet process
 * started with the same seed answers the same number at the same instant.
 */
export type SupplyFigure = 'circulating' | 'total'
export type SupplyToken = 'main' | 'tokenB' | 'tokenC' | 'tokenD'

interface TokenSchedule {
  /** Total at the anchor. */
  genesis: bigint
  /** Whole tokens minted per real second. */
  emissionPerSecond: number
  cap?: bigint
  /** Locked at the anchor. */
  locked: bigint
  /** Share of the remaining locked amount released at each vesting step: small, so locks last years of real time. */
  unlockShare: number
  periodMs: number
  /** Stable-coin style mint/burn wave on top of the trend (amplitude in tokens). */
  wave?: { amplitude: number; periodMs: number }
}

/** Schedules start here; only elapsed time since the anchor matters. */
export const SUPPLY_ANCHOR_MS = Date.UTC(2024, 0, 1)

const MINUTE = 60_000

export function schedulesFor(seed: number): Record<SupplyToken, TokenSchedule> {
  const r = rng(seed, 'supply')
  const jitter = (base: number) => BigInt(Math.round(base * (0.9 + 0.2 * r.next())))
  return {
    main: {
      genesis: jitter(120_000_000),
      emissionPerSecond: 0.05,
      locked: jitter(30_000_000),
      unlockShare: 2e-6,
      periodMs: 10 * MINUTE,
    },
    tokenB: {
      genesis: jitter(150_000_000),
      emissionPerSecond: 0.2,
      cap: 200_000_000n,
      locked: jitter(60_000_000),
      unlockShare: 3e-6,
      periodMs: 5 * MINUTE,
    },
    tokenC: {
      genesis: jitter(250_000_000),
      emissionPerSecond: 0.08,
      locked: jitter(100_000_000),
      unlockShare: 1e-6,
      periodMs: 15 * MINUTE,
    },
    tokenD: {
      genesis: jitter(80_000_000),
      emissionPerSecond: 0.01,
      locked: jitter(2_000_000),
      unlockShare: 1e-5,
      periodMs: 30 * MINUTE,
      wave: { amplitude: 250_000, periodMs: 60 * MINUTE },
    },
  }
}

function totalAt(s: TokenSchedule, elapsedMs: number): bigint {
  let total = s.genesis + BigInt(Math.floor((elapsedMs / 1000) * s.emissionPerSecond))
  if (s.wave) total += BigInt(Math.round(s.wave.amplitude * Math.sin((2 * Math.PI * elapsedMs) / s.wave.periodMs)))
  return s.cap !== undefined && total > s.cap ? s.cap : total
}

function lockedAt(s: TokenSchedule, elapsedMs: number): bigint {
  const steps = Math.floor(elapsedMs / s.periodMs)
  // Geometric release: locked × (1 − share)^steps, floored to whole tokens.
  return BigInt(Math.floor(Number(s.locked) * Math.pow(1 - s.unlockShare, steps)))
}

export function supplyAt(seed: number, token: SupplyToken, figure: SupplyFigure, nowMs: number): bigint {
  const s = schedulesFor(seed)[token]
  const elapsed = Math.max(0, nowMs - SUPPLY_ANCHOR_MS)
  const total = totalAt(s, elapsed)
  if (figure === 'total') return total
  const circ = total - lockedAt(s, elapsed)
  return circ < 0n ? 0n : circ
}
