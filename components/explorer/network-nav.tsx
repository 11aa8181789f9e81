import Link from 'next/link'
import { unsupportedReason } from '@/lib/live/relay'
import { getNetwork, type NetworkId, traitsOf } from '@/lib/networks'
import { hasValidators } from '@/lib/overview/validators'
import { supplyLinkFor } from '@/lib/supply/url-state'

/** Section links of one network (overview, IBC for SDK networks, live feed, API console, its supply figures). */
export function NetworkNav({ network }: { network: NetworkId }) {
  const n = getNetwork(network)
  const supply = supplyLinkFor(network)
  const links = [
    { href: `/${network}`, label: 'Overview' },
    ...(hasValidators(network) ? [{ href: `/${network}/validators`, label: 'Validators' }] : []),
    ...(n.kind === 'cosmos' ? [{ href: `/${network}/ibc`, label: 'IBC' }] : []),
    // A gateway without block operations has no feed: its live page could only say so.
    ...(unsupportedReason(network) ? [] : [{ href: `/${network}/live`, label: 'Live' }]),
    { href: `/${network}/api`, label: 'API' },
    { href: `/${network}/compose`, label: 'Simulate' },
    ...(traitsOf(network).logSearch ? [{ href: `/${network}/logs`, label: 'Logs' }] : []),
    ...(traitsOf(network).txSearch ? [{ href: `/${network}/txs/search`, label: 'Search transactions' }] : []),
    ...(supply ? [{ href: supply, label: 'Supply' }] : []),
  ]
  return (
    <nav aria-label={`${n.name} sections`} className="border-b border-zinc-200 dark:border-zinc-800">
      {/* Wraps rather than scrolls: on a phone every section stays in view, none hides past the edge. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm sm:px-6">
        <span className="whitespace-nowrap font-semibold">{n.name}</span>
        {links.map((l) => (
          <Link
            key={l.href}
            href={l.href}
            className="whitespace-nowrap text-zinc-700 hover:underline dark:text-zinc-300"
          >
            {l.label}
          </Link>
        ))}
      </div>
    </nav>
  )
}
