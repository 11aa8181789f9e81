/**
 * Keep a child process running: when it exits (crash, kill, OOM) start it again after a backoff that doubles up to
 * `maxMs` and resets once a run has lasted `stableMs`. `npm start` runs devnet under it, so a dead devnet is a
 * few seconds of 502/504 answers and stale pages, never the explorer going away with it.
 */
import type { ChildProcess } from 'node:child_process'

export interface SupervisorOptions {
  name: string
  start: () => ChildProcess
  initialMs?: number
  maxMs?: number
  /** A run at least this long counts as healthy: the next crash restarts after `initialMs` again. */
  stableMs?: number
  log?: (line: string) => void
  /** Called after every (re)start, with the restart count (0 for the first start). */
  onStart?: (child: ChildProcess, restarts: number) => void
}

export interface Supervisor {
  readonly child: ChildProcess | undefined
  readonly restarts: number
  /** Stop restarting and end the child (SIGTERM, then SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>
}

export function supervise(o: SupervisorOptions): Supervisor {
  const initialMs = o.initialMs ?? 1000
  const maxMs = o.maxMs ?? 30_000
  const stableMs = o.stableMs ?? 30_000
  const log = o.log ?? ((line: string) => console.error(line))
  let child: ChildProcess | undefined
  let restarts = 0
  let delay = initialMs
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const launch = () => {
    timer = undefined
    if (stopped) return
    const startedAt = Date.now()
    const c = o.start()
    child = c
    c.once('exit', (code, signal) => {
      if (child === c) child = undefined
      if (stopped) return
      if (Date.now() - startedAt >= stableMs) delay = initialMs
      const wait = delay
      delay = Math.min(maxMs, delay * 2)
      restarts++
      log(
        `[start] ${o.name} exited (${signal ?? `code ${code}`}); restart ${restarts} in ${(wait / 1000).toFixed(1)} s`,
      )
      timer = setTimeout(launch, wait)
    })
    // A spawn failure (missing binary) also ends in 'exit' or 'error'; 'error' alone must not crash the supervisor.
    c.on('error', (err) => log(`[start] ${o.name}: ${err.message}`))
    o.onStart?.(c, restarts)
  }
  launch()

  return {
    get child() {
      return child
    },
    get restarts() {
      return restarts
    },
    async stop(graceMs = 3000) {
      stopped = true
      if (timer) clearTimeout(timer)
      const c = child
      if (!c || c.exitCode !== null || c.signalCode !== null) return
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => c.kill('SIGKILL'), graceMs)
        c.once('exit', () => {
          clearTimeout(kill)
          resolve()
        })
        c.kill('SIGTERM')
      })
    },
  }
}
