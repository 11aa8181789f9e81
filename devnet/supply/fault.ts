/**
 * Fault injection for the supply feed: `DEVNET_SUPPLY_FAULT` is `always`, `never`/unset, or a rate in [0, 1].
 * A rate fails that share of requests, decided by a counter so a given rate fails a predictable pattern
 * (every request whose running fraction crosses the rate), not by chance.
 */
export type FaultMode = { kind: 'never' } | { kind: 'always' } | { kind: 'rate'; rate: number }

export function parseFault(value: string | undefined): FaultMode {
  const v = value?.trim().toLowerCase()
  if (!v || v === 'never' || v === '0') return { kind: 'never' }
  if (v === 'always' || v === '1') return { kind: 'always' }
  const rate = Number(v)
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(`DEVNET_SUPPLY_FAULT must be always, never or a rate in [0, 1], got ${value}`)
  return { kind: 'rate', rate }
}

export function createFaultGate(initial: FaultMode) {
  let mode = initial
  let count = 0
  return {
    set(next: FaultMode) {
      mode = next
      count = 0
    },
    get: () => mode,
    /** True when this request must fail. */
    trip(): boolean {
      if (mode.kind === 'never') return false
      if (mode.kind === 'always') return true
      count++
      return Math.floor(count * mode.rate) > Math.floor((count - 1) * mode.rate)
    },
  }
}
