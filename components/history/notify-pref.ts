import { useSyncExternalStore } from 'react'

/**
 * Whether this browser asked for notifications about its watch list (kept in localStorage), apart from the
 * notifier itself: every page reads it, and only a browser that said yes loads the notifier (./lazy-watch-notifier).
 */
const PREF = 'explorer.watch.notify'
const PREF_EVENT = 'explorer:watch-notify'

const readPref = () => {
  try {
    return window.localStorage.getItem(PREF) === '1'
  } catch {
    return false
  }
}
const subscribePref = (f: () => void) => {
  window.addEventListener(PREF_EVENT, f)
  window.addEventListener('storage', f)
  return () => {
    window.removeEventListener(PREF_EVENT, f)
    window.removeEventListener('storage', f)
  }
}
export const useNotifyPref = () => useSyncExternalStore(subscribePref, readPref, () => false)

/** Turn notifications on (asking the browser's permission) or off; answers what the browser allowed. */
export async function setNotify(on: boolean): Promise<NotificationPermission | 'unsupported'> {
  if (typeof Notification === 'undefined') return 'unsupported'
  const permission =
    on && Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission
  try {
    window.localStorage.setItem(PREF, on && permission === 'granted' ? '1' : '0')
  } catch {
    /* storage off: nothing kept */
  }
  window.dispatchEvent(new Event(PREF_EVENT))
  return permission
}
