'use client'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { PanelError } from '@/components/panel/states'
import { GatewayError } from '@/lib/client/types'

/** A server-loaded source that failed: its message and a retry that re-renders the page's server panels. */
export function LoadError({ status, error }: { status: number; error: string }) {
  const router = useRouter()
  const [pending, start] = useTransition()
  const [code = 'error', ...rest] = error.replace(/^\d+ /, '').split(': ')
  return (
    <PanelError
      error={new GatewayError(status, code, rest.join(': ') || undefined)}
      onRetry={() => start(() => router.refresh())}
      retrying={pending}
    />
  )
}
