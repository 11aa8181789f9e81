import type { Genesis } from './genesis'
import type { LedgerState } from './state'

/** What the synthetic history generator reads: the seed, the genesis and the running state. */
export interface SynthEnv {
  seed: number
  genesis: Genesis
  genesisHash: Uint8Array
  state: LedgerState
  upgradeRound: number
}

/** Whether a round is past the consensus upgrade (v42 features allowed). */
export const v42 = (env: SynthEnv, round: number) => round > env.upgradeRound
