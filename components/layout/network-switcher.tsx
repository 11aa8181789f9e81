'use client'
import { usePathname, useRouter } from 'next/navigation'

/**
 * Network picker: keeps the section when it makes sense (`/hub/api` → `/vm/api`), otherwise goes to the overview.
 * Records (blocks/txs/accounts) are network-specific, so switching from one goes to the other network's overview.
 */
export function NetworkSwitcher({ networks }: { networks: { id: string; name: string }[] }) {
  const pathname = usePathname()
  const router = useRouter()
  const [, current, section] = pathname.split('/')
  const known = networks.some((n) => n.id === current)
  const keep = section === 'api' || section === 'ibc' || section === 'live' ? `/${section}` : ''
  return (
    <select
      aria-label="Network"
      value={known ? current : ''}
      onChange={(e) => router.push(`/${e.target.value}${keep}`)}
      className="rounded border border-zinc-300 bg-white px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900"
    >
      {!known && <option value="">All networks</option>}
      {networks.map((n) => (
        <option key={n.id} value={n.id}>
          {n.name}
        </option>
      ))}
    </select>
  )
}
