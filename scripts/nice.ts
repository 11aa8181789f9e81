import { readdirSync, readlinkSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'

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

/**
 * Lowers the priority of every thread this process has (Linux: each id under /proc/self/task; the threads V8 and
 * libuv start later inherit the main thread's). For a process whose work can wait, the indexer: when the machine is
 * busy, the server's threads get the CPU first. Returns how many threads changed (0 where that is not possible).
 */
export function lowerProcessPriority(nice: number): number {
  if (nice <= 0) return 0
  let tids: string[]
  try {
    tids = readdirSync('/proc/self/task')
  } catch {
    try {
      setPriority(nice)
      return 1
    } catch {
      return 0
    }
  }
  let changed = 0
  for (const tid of tids)
    try {
      // Never raises one: a process started at a lower priority keeps it.
      setPriority(Number(tid), Math.max(nice, getPriority(Number(tid))))
      changed++
    } catch {
      // the thread ended meanwhile
    }
  return changed
}
