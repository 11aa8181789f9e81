import Link from 'next/link'

/*
 * The cells every block-shaped row draws the same way: the live block and log tables, the home page's strip and
 * the overview's recent blocks. No hooks and no 'use client', so a server component renders them too; what keeps a
 * live list in order (its stream and reducer) stays with each list.
 */

/** Header and body cells of the live tables. */
export const th = 'px-3 py-2 text-left text-xs font-medium text-zinc-600 dark:text-zinc-400'
export const td = 'px-3 py-1.5 align-top'

/** A live row; one the chain dropped (a reorganisation) stays, struck through. */
export const liveRowCls = (obsolete: boolean | undefined) =>
  `border-t border-zinc-100 dark:border-zinc-900 ${obsolete ? 'opacity-50 line-through' : ''}`

/** A block's number linked to its page: the first cell of every block row. */
export function HeightLink({ href, height }: { href: string; height: string }) {
  return (
    <Link href={href} className="font-medium tabular-nums text-brand-700 hover:underline dark:text-brand-500">
      {height}
    </Link>
  )
}

/** A long id shortened in the middle, whole in the tooltip; a dash where there is none. */
export function Short({ value, keep = 10 }: { value: string | undefined; keep?: number }) {
  if (!value) return <span className="text-zinc-500">—</span>
  const short = value.length > keep * 2 + 1 ? `${value.slice(0, keep)}…${value.slice(-6)}` : value
  return (
    <span className="font-mono text-xs" title={value}>
      {short}
    </span>
  )
}

/** A transaction id, shortened and linked to its page; a dash where the row has none. */
export function TxLink({ network, id }: { network: string; id: string | undefined }) {
  if (!id) return <>—</>
  return (
    <Link href={`/${network}/txs/${id}`} className="hover:underline">
      <Short value={id} />
    </Link>
  )
}

/** The one row of a live table before its first row arrives: what it waits for. */
export function WaitingRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className={`${td} py-4 text-zinc-600 dark:text-zinc-400`}>
        {text}
      </td>
    </tr>
  )
}
