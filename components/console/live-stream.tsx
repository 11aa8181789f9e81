'use client'
import { useEffect, useState } from 'react'
import { parseJsonTree } from '@/lib/console/json'
import { JsonTree } from './json-tree'

const KEEP = 50

type Status = 'connecting' | 'open' | 'reconnecting' | 'unavailable'

interface Message {
  id: number
  event: string
  at: string
  text: string
}

/** The error a refusing relay gives (`{error, detail}` or text), or undefined when it answers a stream after all. */
async function relayProblem(url: string, signal: AbortSignal): Promise<string | undefined> {
  try {
    const res = await fetch(url, { signal })
    if (res.ok) {
      await res.body?.cancel()
      return undefined
    }
    const text = await res.text()
    try {
      const j = JSON.parse(text) as { error?: string; detail?: string }
      return `${res.status} ${j.detail ?? j.error ?? text}`
    } catch {
      return `${res.status} ${text.slice(0, 200) || res.statusText}`
    }
  } catch {
    return undefined
  }
}

/**
 * A subscription as a live stream: EventSource on the live-feed relay, newest message first, the last 50 kept.
 * A relay that answers with an error (or does not exist) closes the EventSource: that is shown, not retried.
 */
export function LiveStream({ url }: { url: string }) {
  const [status, setStatus] = useState<Status>('connecting')
  const [messages, setMessages] = useState<Message[]>([])
  const [detail, setDetail] = useState<string | undefined>()
  useEffect(() => {
    let seq = 0
    const ctrl = new AbortController()
    const es = new EventSource(url)
    const onMessage = (e: MessageEvent<string>) =>
      setMessages((m) =>
        [{ id: ++seq, event: e.type, at: new Date().toLocaleTimeString(), text: e.data }, ...m].slice(0, KEEP),
      )
    es.onopen = () => setStatus('open')
    es.onmessage = onMessage
    for (const name of ['block', 'event', 'transfer', 'beat', 'status']) es.addEventListener(name, onMessage)
    es.onerror = () => {
      if (es.readyState !== EventSource.CLOSED) return setStatus('reconnecting')
      setStatus('unavailable')
      // EventSource hides why it closed: ask once, so the relay's own error (e.g. an unsupported stream) is shown.
      void relayProblem(url, ctrl.signal).then((d) => d && setDetail(d))
    }
    return () => {
      ctrl.abort()
      es.close()
    }
  }, [url])
  return (
    <section aria-labelledby="live-title" className="space-y-2">
      <h2 id="live-title" className="text-sm font-semibold">
        Live stream
      </h2>
      <p className="break-all font-mono text-xs text-zinc-600 dark:text-zinc-400">{url}</p>
      <p data-testid="live-status" role="status" className="text-sm">
        {status === 'connecting' && 'Connecting to the live relay…'}
        {status === 'open' && `Connected · ${messages.length} message${messages.length === 1 ? '' : 's'}`}
        {status === 'reconnecting' && 'Connection lost; reconnecting…'}
        {status === 'unavailable' && 'The live relay is not available: the subscription cannot be streamed right now.'}
      </p>
      {status === 'unavailable' && detail && (
        <p data-testid="live-detail" className="text-sm text-red-700 dark:text-red-400">
          Relay answer: {detail}
        </p>
      )}
      <ol className="space-y-2">
        {messages.map((m) => {
          const tree = parseJsonTree(m.text)
          return (
            <li key={m.id} className="rounded border border-zinc-200 p-2 dark:border-zinc-800">
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                {m.event} · {m.at}
              </p>
              {tree ? <JsonTree root={tree} label={`${m.event} message`} /> : <pre className="text-xs">{m.text}</pre>}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
