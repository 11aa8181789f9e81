import type { View } from '@/lib/explorer/view'

export type Flow = Extract<View, { kind: 'flow' }>

const LANE = 92
const PAD = 12

/** Where a transaction group's diagram puts things: one lane per party, one row per transaction. */
export const FLOW = {
  HEAD: 34,
  ROW: 46,
  /** The centre of lane `i`. */
  x: (i: number) => PAD + i * LANE + LANE / 2,
  width: (parties: number) => PAD * 2 + parties * LANE,
}
