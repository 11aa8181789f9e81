import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while the browser hydrates, true after: for text only the browser knows (its time zone),
 * painted once hydration matched the server's HTML.
 */
export const useMounted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
