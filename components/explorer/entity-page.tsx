import type { ReactNode } from 'react'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { DenomProvider } from '@/components/ui/denoms'
import type { EntityNote, EntityPage } from '@/lib/explorer/entity-pages'
import type { NetworkId } from '@/lib/networks'
import { Notice, RecordBody, RecordTitle } from './record-page'

const linkCls = 'text-brand-700 hover:underline dark:text-brand-500'

function Links({ links }: { links: EntityNote['links'] }) {
  if (!links?.length) return null
  return (
    <span className="mt-2 flex flex-wrap gap-4">
      {links.map((l) => (
        <Link key={l.href} href={l.href} className={linkCls}>
          {l.label}
        </Link>
      ))}
    </span>
  )
}

type SearchParams = Record<string, string | string[] | undefined>

/**
 * An entity page as lib/explorer/entity-pages.ts answered it: the 404 page, a malformed id said in words, or the
 * title and the panels (the first one is the record: its 404 is the page's), with the denominations the page read.
 */
export function EntityView({
  network,
  page,
  searchParams,
  nav,
  children,
}: {
  network: NetworkId
  page: EntityPage
  searchParams: SearchParams
  nav?: ReactNode
  children?: ReactNode
}) {
  if (!page.ok && 'notFound' in page) notFound()
  if (!page.ok)
    return (
      <>
        <RecordTitle network={network} kind={page.kind} id={page.id} />
        <Notice title={page.title ?? `Not a valid ${page.kind.toLowerCase()} id`} tone="error">
          {page.message}
          <Links links={page.links} />
        </Notice>
      </>
    )
  const body = (
    <>
      <RecordTitle network={network} kind={page.kind} id={page.id} nav={nav} {...(page.title && { title: page.title })}>
        {page.links?.length ? <Links links={page.links} /> : null}
      </RecordTitle>
      <RecordBody network={network} defs={page.defs} searchParams={searchParams}>
        {page.notes?.map((n) => (
          <div key={n.title} className="mb-4">
            <Notice title={n.title}>
              {n.text}
              <Links links={n.links} />
            </Notice>
          </div>
        ))}
        {children}
      </RecordBody>
    </>
  )
  return page.denoms ? <DenomProvider denoms={page.denoms}>{body}</DenomProvider> : body
}
