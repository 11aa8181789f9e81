import type { Metadata } from 'next'
import { Notice } from '@/components/explorer/record-page'
import { PortfolioHoldings } from '@/components/explorer/portfolio-holdings'
import { PortfolioActivity } from '@/components/history/portfolio-activity'
import { sameKeyOf } from '@/lib/ibc/same-key-server'
import { getNetwork } from '@/lib/networks'
import { recognise } from '@/lib/search/recognise'

type Props = {
  params: Promise<{ address: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { address } = await params
  return { title: `Portfolio ${decodeURIComponent(address).slice(0, 14)}…` }
}

/** One address, every network that knows its key: each network's holdings in its own panel, failing alone. */
export default async function PortfolioPage({ params, searchParams }: Props) {
  const address = decodeURIComponent((await params).address).trim()
  const home = recognise(address).find((c) => c.kind === 'account' && c.as === 'address')
  if (!home)
    return (
      <main className="mx-auto max-w-7xl p-3 sm:p-6">
        <h1 className="mb-3 text-2xl font-semibold">Portfolio</h1>
        <Notice title="Not an account address" tone="error">
          “{address}” is not an address of any network here. A portfolio starts from an SDK (bech32), VM (0x…), sharded
          or ledger address.
        </Notice>
      </main>
    )
  const { addresses, keyKnown } = await sameKeyOf(home.network, home.value)
  const all = [{ network: home.network, address: home.value, how: 'the address asked about' }, ...addresses]
  const sp = await searchParams
  return (
    <main className="mx-auto max-w-7xl p-3 sm:p-6">
      <div className="mb-4">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Portfolio · one key on every network</p>
        <h1 className="break-all font-mono text-xl font-semibold sm:text-2xl">{home.value}</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {all.length} network{all.length === 1 ? '' : 's'} know this key
          {getNetwork(home.network).address.kind === 'bech32' && !keyKnown
            ? ' (its VM address appears once the account has signed a transaction)'
            : ''}
          .
        </p>
      </div>
      <div className="mb-6">
        <PortfolioActivity address={home.value} />
      </div>
      <div className="space-y-6">
        {all.map((a) => (
          <PortfolioHoldings key={a.network} network={a.network} address={a.address} searchParams={sp} />
        ))}
      </div>
    </main>
  )
}
