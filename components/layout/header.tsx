import Link from 'next/link'
import { networkIds, getNetwork } from '@/lib/networks'
import type { SearchTargets } from '@/lib/search/targets'
import { NetworkSwitcher } from './network-switcher'
import { SearchBox } from './search-box'
import { ThemeToggle } from './theme-toggle'
import type { ThemeChoice } from './theme'

/**
 * Site header: home link, network switcher, global search (`/`), nav, theme toggle. Server component. The KMD
 * link shows only while the console is on (KMD_ENABLED).
 */
export function Header({ targets, theme, kmd }: { targets: SearchTargets; theme: ThemeChoice; kmd: boolean }) {
  return (
    <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2 sm:gap-3 sm:px-4">
        <Link href="/" className="mr-1 text-lg font-bold text-brand-700 dark:text-brand-500">
          Multichain<span className="sr-only"> Explorer home</span>
        </Link>
        <NetworkSwitcher networks={networkIds().map((id) => ({ id, name: getNetwork(id).name }))} />
        <div className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
          <SearchBox targets={targets} />
        </div>
        <nav aria-label="Tools" className="flex items-center gap-3 text-sm">
          <Link href="/supply" className="hover:underline">
            Supply
          </Link>
          {kmd && (
            <Link href="/kmd" className="hover:underline">
              KMD
            </Link>
          )}
        </nav>
        <ThemeToggle initial={theme} />
      </div>
    </header>
  )
}
