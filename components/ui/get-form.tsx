'use client'
import { usePathname, useRouter } from 'next/navigation'
import type { FormEvent, FormHTMLAttributes } from 'react'
import { formQuery } from '@/lib/format/form-query'

/**
 * A search form whose URL holds only the fields filled in (and not left at their default). Without script it is
 * a plain GET form; the pages read both kinds of link alike.
 */
export function GetForm({
  defaults = {},
  children,
  ...rest
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'onSubmit'> & { defaults?: Readonly<Record<string, string>> }) {
  const router = useRouter()
  const pathname = usePathname()
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    router.push(`${pathname}${formQuery(new FormData(e.currentTarget), defaults)}`)
  }
  return (
    <form method="get" onSubmit={submit} {...rest}>
      {children}
    </form>
  )
}
