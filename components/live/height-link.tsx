import Link from 'next/link'
import { heightText } from '@/lib/format/height'

/**
 * A block's number linked to its page: the first cell of a block row. Not a client module of its own, so a server
 * table (an overview's recent blocks) does not bring the live list's cells (ages, producers, gaps) to the browser.
 * Not prefetched, as RecordLink (components/ui/record-link.tsx) says why.
 */
export function HeightLink({ href, height }: { href: string; height: string }) {
  return (
    <Link
      href={href}
      prefetch={false}
      className="font-medium tabular-nums text-brand-700 hover:underline dark:text-brand-500"
    >
      {heightText(height)}
    </Link>
  )
}
