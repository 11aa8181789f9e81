'use client'
import { useSyncExternalStore } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import { curlForGateway, curlForProxy } from '@/lib/console/curl'
import type { BuiltRequest } from '@/lib/console/validate'

const noSubscribe = () => () => {}

/** "Copy as curl": against the real gateway (aliased path, `<API_KEY>`) and against this app's proxy. */
export function CurlPanel({ request }: { request: BuiltRequest }) {
  const origin = useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => '',
  )
  const rows = [
    { title: 'curl against the gateway', text: curlForGateway(request) },
    { title: 'curl against this app', text: curlForProxy(request, origin) },
  ]
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">Copy as curl</summary>
      <div className="mt-2 space-y-2">
        {rows.map((r) => (
          <div key={r.title}>
            <div className="flex items-center text-xs text-zinc-600 dark:text-zinc-400">
              {r.title}
              <CopyButton value={r.text} label={`Copy ${r.title}`} />
            </div>
            <pre className="overflow-auto rounded bg-zinc-50 p-2 font-mono text-xs dark:bg-zinc-900">{r.text}</pre>
          </div>
        ))}
      </div>
    </details>
  )
}
