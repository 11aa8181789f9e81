/**
 * What bench:pages:ab and bench:pages:tbt compare: two running builds (BENCH_A, BENCH_B; default 4510 and 4520),
 * the routes (BENCH_PATHS), runs per side (BENCH_RUNS, default 5), taken alternately so neither side always runs
 * first on a machine whose speed drifts.
 */
export const sides = {
  A: process.env.BENCH_A ?? 'http://127.0.0.1:4510',
  B: process.env.BENCH_B ?? 'http://127.0.0.1:4520',
} as const
export type Side = keyof typeof sides
export const benchPaths = (fallback: string) => (process.env.BENCH_PATHS ?? fallback).split(',').filter(Boolean)
export const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** The sides in the order of run `i`: A B, B A, A B, … */
export const sideOrder = (i: number): Side[] => (i % 2 ? ['B', 'A'] : ['A', 'B'])
