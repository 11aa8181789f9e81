'use client'
import Link from 'next/link'
import { useSyncExternalStore } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import { consoleUrl, curlLine } from '@/lib/client/api-links'
import { proxyUrl } from '@/lib/client/urls'
import type { CallSpec, PageQuery } from '@/lib/client/types'

const noop = () => () => {}

/** "Show API call": operation id, proxy path, a curl line with `<API_KEY>` and a link to the pre-filled console. */
export function ApiCall({ network, spec, page = {} }: { network: string; spec: CallSpec; page?: PageQuery }) {
  const origin = useSyncExternalStore(
    noop,
    () => window.location.origin,
    () => '',
  )
  const curl = curlLine(origin, spec, page)
  const path = proxyUrl(spec, page)
  return (
    <div className="space-y-2 text-sm">
      <p>
        Operation <code className="font-mono">{spec.opId}</code> on gateway{' '}
        <code className="font-mono">{spec.gateway}</code>
      </p>
      <div className="flex items-start gap-1">
        <code className="block flex-1 break-all rounded bg-zinc-50 p-2 font-mono text-xs dark:bg-zinc-900">
          {spec.method} {path}
        </code>
        <CopyButton value={path} label="Copy proxy path" />
      </div>
      <div className="flex items-start gap-1">
        <code className="block flex-1 break-all rounded bg-zinc-50 p-2 font-mono text-xs dark:bg-zinc-900">{curl}</code>
        <CopyButton value={curl} label="Copy curl command" />
      </div>
      <Link href={consoleUrl(network, spec, page)} className="text-brand-700 hover:underline dark:text-brand-500">
        Open in the API console →
      </Link>
    </div>
  )
}
