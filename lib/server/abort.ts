/**
 * Timeout and combined abort signals that fire whatever the garbage collector does. Node 20's
 * `AbortSignal.any([AbortSignal.timeout(ms)])` holds its sources weakly and the timeout's timer holds its signal
 * weakly too: after a collection the combined signal may never abort (nodejs/node#57736). The page deadline
 * depends on it, so a page waited for a section's own 4 s or the upstream's 10 s instead of 2.5 s once the server
 * had run a while. Here the timer holds its controller, and each source holds the combined signal through its
 * listener; every listener and timer is released when the combined signal aborts.
 */

const timeoutReason = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError')

/** Like `AbortSignal.timeout(ms)`, held by its own timer (which never keeps the process alive). */
export function timeoutSignal(ms: number): AbortSignal {
  const c = new AbortController()
  const t = setTimeout(() => c.abort(timeoutReason()), Math.max(0, ms))
  t.unref?.()
  c.signal.addEventListener('abort', () => clearTimeout(t), { once: true })
  return c.signal
}

/** Like `AbortSignal.any(signals)`: aborts with the first source's reason, kept alive by its sources. */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  const c = new AbortController()
  const done = signals.find((s) => s.aborted)
  if (done) {
    c.abort(done.reason)
    return c.signal
  }
  const follow = (s: AbortSignal) => () => c.abort(s.reason)
  const listeners = signals.map((s) => [s, follow(s)] as const)
  for (const [s, l] of listeners) s.addEventListener('abort', l, { once: true })
  c.signal.addEventListener('abort', () => {
    for (const [s, l] of listeners) s.removeEventListener('abort', l)
  })
  return c.signal
}
