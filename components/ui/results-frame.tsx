import Link from 'next/link'
import type { ReactNode } from 'react'
import { CsvDownload } from './csv-download'

const link = 'text-brand-700 hover:underline dark:text-brand-500'

/** A link to a page of results before or after this one, in the search's own words ("Older", "Next page"). */
export interface PageLink {
  href: string
  label: string
}

/**
 * The frame of one page of search results (log search, transaction search): a title line with the page's CSV,
 * the table, and the links to the pages around it. Paging stays in the URL, so each link is a plain link.
 */
export function ResultsFrame({
  title,
  note,
  csv,
  pagesLabel,
  previous,
  next,
  children,
}: {
  title: ReactNode
  /** A short word beside the title (the order of the rows). */
  note?: string
  csv: { filename: string; text: string }
  /** What the screen reader calls the links to other pages. */
  pagesLabel: string
  previous?: PageLink | undefined
  next?: PageLink | undefined
  children: ReactNode
}) {
  return (
    <section aria-labelledby="results-title" className="rounded-lg border border-zinc-200 dark:border-zinc-800">
      <header className="flex flex-wrap items-center gap-2 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
        <h2 id="results-title" className="font-semibold">
          {title}
        </h2>
        {note && <span className="text-xs text-zinc-600 dark:text-zinc-400">{note}</span>}
        <CsvDownload filename={csv.filename} csv={csv.text} />
      </header>
      {children}
      <nav
        aria-label={pagesLabel}
        className="flex gap-4 border-t border-zinc-100 px-3 py-2 text-sm dark:border-zinc-800"
      >
        {previous && (
          <Link href={previous.href} className={link}>
            ← {previous.label}
          </Link>
        )}
        {next && (
          <Link href={next.href} className={link}>
            {next.label} →
          </Link>
        )}
      </nav>
    </section>
  )
}
