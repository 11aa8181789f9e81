import Link from 'next/link'
import { headers } from 'next/headers'
import { explainMissing } from '@/lib/explorer/missing'
import { PATH_HEADER } from '@/lib/explorer/path-header'

const linkCls = 'text-brand-700 hover:underline dark:text-brand-500'

/**
 * The 404 of a network's pages: which record was asked for and what to try (the chain's head for a block that does
 * not exist yet, the search box for a transaction). No retry: asking again would not make it appear.
 */
export async function RecordMissing() {
  const path = (await headers()).get(PATH_HEADER) ?? ''
  const e = await explainMissing(path)
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-semibold">{e?.title ?? 'Not found'}</h1>
      <p className="mt-2 break-words text-zinc-700 dark:text-zinc-300">
        {e?.detail ??
          'There is no page here. Check the id, or use the search box above (press /): it checks every network at once.'}
      </p>
      <ul className="mt-4 flex flex-wrap gap-4">
        {(e?.links ?? []).map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={linkCls}>
              {l.label}
            </Link>
          </li>
        ))}
        <li>
          <Link href="/" className={linkCls}>
            All networks
          </Link>
        </li>
      </ul>
    </div>
  )
}
