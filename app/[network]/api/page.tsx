import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ConsoleApp } from '@/components/console/console-app'
import { parseConsoleUrl } from '@/lib/console/state'
import { isNetworkId, getNetwork } from '@/lib/networks'

export async function generateMetadata(props: PageProps<'/[network]/api'>): Promise<Metadata> {
  const { network } = await props.params
  return { title: isNetworkId(network) ? `API console · ${getNetwork(network).name}` : 'API console' }
}

/** `/<network>/api`: the request comes from the URL (`op`, `gw`, `p.*`, `q.*`, `body`); the console is a client leaf. */
export default async function ApiConsolePage(props: PageProps<'/[network]/api'>) {
  const { network } = await props.params
  if (!isNetworkId(network)) notFound()
  const initial = parseConsoleUrl(await props.searchParams, network)
  return (
    <main className="mx-auto max-w-7xl p-4 sm:p-6">
      <h1 className="mb-1 text-2xl font-semibold">API console · {getNetwork(network).name}</h1>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        Every operation of the {getNetwork(network).gateways.join(' and ')} gateway
        {getNetwork(network).gateways.length > 1 ? 's' : ''}, sent through this app&apos;s proxy. The request is in the
        URL: copy the address to share it.
      </p>
      <ConsoleApp key={network} network={network} initial={initial} />
    </main>
  )
}
