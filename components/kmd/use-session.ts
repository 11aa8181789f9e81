'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { kmdPost, lockOnExit, type KmdActionName, type KmdResult, type SessionView } from '@/lib/client/kmd'

export type Phase =
  | { kind: 'loading' }
  | { kind: 'locked'; reason?: string | undefined }
  | { kind: 'unlocked'; session: SessionView }
  | { kind: 'unconfigured' }
  | { kind: 'unavailable'; message: string }

/** Renew at most this often while the user is active. */
const RENEW_EVERY_MS = 15_000

interface Clock {
  /** Local time at which the server would sweep the session for idleness. */
  idleAt: number
  /** Local time at which kmd would expire the handle unless renewed. */
  expiresAt: number
}

const clockOf = (s: SessionView): Clock => {
  const offset = Date.now() - s.server_now_ms
  return { idleAt: s.idle_deadline_ms + offset, expiresAt: Date.now() + s.expires_seconds * 1000 }
}

/**
 * The console's session life (kmd's wallet handle expiry plus the console's idle timeout): status on load, renew on activity
 * (debounced), lock at the idle deadline, re-check when kmd's expiry passes, release on page close. Any `locked`
 * answer brings the unlock form back with the reason.
 */
export function useKmdSession() {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' })
  const [clock, setClock] = useState<Clock | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const lastRenew = useRef(0)
  const phaseRef = useRef<SessionView | null>(null)
  useEffect(() => {
    phaseRef.current = phase.kind === 'unlocked' ? phase.session : null
  }, [phase])
  const unlocked = phase.kind === 'unlocked'

  const adopt = useCallback((s: SessionView | null, reason?: string) => {
    if (s) {
      setPhase({ kind: 'unlocked', session: s })
      setClock(clockOf(s))
    } else {
      setPhase({ kind: 'locked', reason })
      setClock(null)
    }
  }, [])

  const fail = useCallback(
    (r: Extract<KmdResult<object>, { ok: false }>) => {
      if (r.configured === false) setPhase({ kind: 'unconfigured' })
      else if (r.locked) adopt(null, r.message)
      else if (r.unavailable) setPhase({ kind: 'unavailable', message: r.message })
    },
    [adopt],
  )

  const refresh = useCallback(
    async (reasonIfGone?: string) => {
      const r = await kmdPost<{ session: SessionView | null }>('status')
      if (r.ok) adopt(r.session, r.session ? undefined : reasonIfGone)
      else fail(r)
    },
    [adopt, fail],
  )

  useEffect(() => {
    let live = true
    void kmdPost<{ session: SessionView | null }>('status').then((r) => {
      if (!live) return
      if (r.ok) adopt(r.session)
      else fail(r)
    })
    return () => {
      live = false
    }
  }, [adopt, fail])

  const call = useCallback(
    async <T extends object>(action: KmdActionName, body: Record<string, unknown> = {}): Promise<KmdResult<T>> => {
      const r = await kmdPost<T>(action, body)
      if (!r.ok) fail(r)
      // Any successful session call is activity: the server moved the idle deadline, so does the page.
      else setClock((c) => (c ? { ...c, idleAt: Date.now() + (phaseRef.current?.idle_timeout_ms ?? 0) } : c))
      return r
    },
    [fail],
  )

  const lock = useCallback(
    async (reason?: string) => {
      await kmdPost('lock')
      adopt(null, reason)
    },
    [adopt],
  )

  // The ticking clock only while unlocked.
  useEffect(() => {
    if (!unlocked) return
    const t = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(t)
  }, [unlocked])

  // Deadlines.
  useEffect(() => {
    if (!unlocked || !clock) return
    if (now >= clock.idleAt) {
      const min = Math.round((phaseRef.current?.idle_timeout_ms ?? 0) / 60_000)
      void lock(`Locked after ${min || 'a few'} minute${min === 1 ? '' : 's'} without activity.`)
    } else if (now >= clock.expiresAt) {
      void refresh('The wallet handle expired. Unlock the wallet again.')
    }
  }, [now, clock, unlocked, lock, refresh])

  // Activity renews (at most every RENEW_EVERY_MS).
  useEffect(() => {
    if (!unlocked) return
    const onActivity = () => {
      if (Date.now() - lastRenew.current < RENEW_EVERY_MS) return
      lastRenew.current = Date.now()
      void kmdPost<{ session: SessionView }>('renew').then((r) => (r.ok ? adopt(r.session) : fail(r)))
    }
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const
    for (const e of events) window.addEventListener(e, onActivity, { passive: true })
    return () => {
      for (const e of events) window.removeEventListener(e, onActivity)
    }
  }, [unlocked, adopt, fail])

  // Page close releases the handle.
  useEffect(() => {
    if (!unlocked) return
    window.addEventListener('pagehide', lockOnExit)
    return () => window.removeEventListener('pagehide', lockOnExit)
  }, [unlocked])

  return { phase, clock, now, adopt, call, lock, refresh }
}
