'use client'
import { useSyncExternalStore } from 'react'
import { THEME_COOKIE, type ThemeChoice } from './theme'

const ORDER: ThemeChoice[] = ['system', 'light', 'dark']
const LABEL: Record<ThemeChoice, string> = { system: 'Theme: system', light: 'Theme: light', dark: 'Theme: dark' }
const ICON: Record<ThemeChoice, string> = { system: '◐', light: '☀', dark: '☾' }

function read(): ThemeChoice {
  const c = document.documentElement.classList
  return c.contains('dark') ? 'dark' : c.contains('light') ? 'light' : 'system'
}
const listeners = new Set<() => void>()
function subscribe(l: () => void) {
  listeners.add(l)
  return () => listeners.delete(l)
}

/**
 * Cycles system → light → dark. The choice is a class on <html> (CSS `dark:` follows `.dark`, or the system when
 * neither class is set) and a cookie the root layout reads, so the next server render has no flash.
 */
export function ThemeToggle({ initial }: { initial: ThemeChoice }) {
  const theme = useSyncExternalStore(subscribe, read, () => initial)
  const next = ORDER[(ORDER.indexOf(theme) + 1) % ORDER.length]!
  return (
    <button
      type="button"
      onClick={() => {
        const c = document.documentElement.classList
        c.remove('dark', 'light')
        if (next !== 'system') c.add(next)
        document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`
        listeners.forEach((l) => l())
      }}
      aria-label={`${LABEL[theme]}. Switch to ${next}.`}
      title={`${LABEL[theme]} (click for ${next})`}
      className="inline-flex h-9 w-9 items-center justify-center rounded border border-zinc-300 text-lg hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
    >
      <span aria-hidden="true">{ICON[theme]}</span>
    </button>
  )
}
