'use client'
import type { ReactNode } from 'react'
import Link from 'next/link'
import { useParams } from 'next/navigation'
import { tokenHref } from '@/lib/explorer/entity-href'
import { denomHref } from '@/lib/ibc/routes'

/**
 * Wraps a denomination label: an `ibc/<hash>` denom on a network page links to its trace on that network, a sharded
 * token identifier to its token page; anything else renders unchanged. `<IbcDenomLink denom="ibc/27394F…">ibc/273…</IbcDenomLink>`
 */
export function IbcDenomLink({ denom, children }: { denom: string; children: ReactNode }) {
  const params = useParams<{ network?: string }>()
  const href = params?.network ? (denomHref(params.network, denom) ?? tokenHref(params.network, denom)) : undefined
  if (!href) return <>{children}</>
  return (
    <Link
      href={href}
      prefetch={false}
      title={href.includes('/tokens/') ? `About ${denom}` : `Trace of ${denom}`}
      className="underline decoration-dotted hover:text-brand-700 dark:hover:text-brand-500"
    >
      {children}
    </Link>
  )
}
