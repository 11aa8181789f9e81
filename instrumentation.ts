/**
 * Next's boot hook (stack.md §1.5): runs once per server process, before it accepts requests. A dispatcher only:
 * each background service lives in its own module and guards itself against a second start. Nothing here may
 * await long work (readiness waits for register()).
 */
const STARTED = Symbol.for('explorer.instrumentation.started')

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return // Node-only imports must stay out of the edge build
  const g = globalThis as typeof globalThis & { [STARTED]?: boolean }
  if (g[STARTED]) return // dev HMR re-runs register()
  g[STARTED] = true
  const { exitOnBadEnv } = await import('./lib/server/env')
  exitOnBadEnv()
  const { startSupplySampler } = await import('./lib/supply/runtime')
  startSupplySampler()
  // The index follows every network from here; a wrong index setting (or a newer schema) stops the server.
  const { startHistory } = await import('./lib/history/runtime')
  await startHistory()
}
