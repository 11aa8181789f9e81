import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'

/**
 * Lowers the calling thread's scheduling priority (Linux: setpriority on the thread's own id, from
 * /proc/thread-self; Node names only processes). The render thread runs at a lower priority than the accepting
 * thread, so when both want the CPU the one that answers from the cache and refuses at once gets it first.
 * Returns the thread id, or undefined where the platform has no per-thread priority.
 */
export function lowerThreadPriority(nice: number): number | undefined {
  if (nice <= 0) return undefined
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (!Number.isInteger(tid) || tid <= 0) return undefined
    setPriority(tid, nice)
    return tid
  } catch {
    return undefined
  }
}
