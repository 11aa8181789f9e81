/**
 * SIGINT or SIGTERM: `close()` once, then exit 0 (1 when it fails), or exit 0 after `graceMs` if it has not
 * finished by then (an open stream or a slow shutdown must not keep a stopped process alive).
 */
export function exitOnSignals(close: () => Promise<unknown>, graceMs: number): void {
  let closing = false
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => {
      if (closing) return
      closing = true
      setTimeout(() => process.exit(0), graceMs).unref()
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
}
