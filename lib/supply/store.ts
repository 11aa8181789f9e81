import type { Round } from './series'

/**
 * Where sampled rounds live. SQLite (one file under DATA_DIR) for a single instance; Redis when several app
 * instances share one sampler's series. Both survive a restart.
 */
export interface HistoryStore {
  readonly kind: 'sqlite' | 'redis'
  append(round: Round): Promise<void>
  /** Rounds with from ≤ t ≤ to, oldest first. */
  read(from: number, to: number): Promise<Round[]>
  latest(): Promise<Round | undefined>
  close(): Promise<void>
}

/**
 * Only one instance samples. SQLite: the process owns its file, so it always leads. Redis: a lease
 * (SET NX PX) renewed on every tick; when the leader dies the lease expires and another instance takes over.
 */
export interface LeaderLock {
  /** Take or renew the lease; true when this instance may sample now. */
  acquire(): Promise<boolean>
  release(): Promise<void>
}

export const alwaysLeader: LeaderLock = { acquire: async () => true, release: async () => {} }
