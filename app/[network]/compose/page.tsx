import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Problems, type ComposeView, type Params } from '@/components/compose/fields'
import { ledgerCompose } from '@/components/compose/kinds/ledger'
import { sdkCompose } from '@/components/compose/kinds/sdk'
import { shardedCompose } from '@/components/compose/kinds/sharded'
import { vmCompose } from '@/components/compose/kinds/vm'
import { GetForm } from '@/components/ui/get-form'
import { COMPOSE_DEFAULTS } from '@/lib/ledger-tools/compose-form'
import { getNetwork, isNetworkId, type NetworkId, type NetworkKind } from '@/lib/networks'

export const metadata: Metadata = { title: 'Compose and simulate' }

const COMPOSERS: Record<NetworkKind, (n: NetworkId, p: Params) => Promise<ComposeView>> = {
  cosmos: sdkCompose,
  vm: vmCompose,
  sharded: shardedCompose,
  node: ledgerCompose,
}

/**
 * Compose a transaction and simulate it before anything is signed: the form is a GET form, so the transaction
 * lives in the URL and a prefilled one is a link to share.
 */
export default async function ComposePage({ params, searchParams }: PageProps<'/[network]/compose'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  const p = await searchParams
  const net = getNetwork(network)
  const { intro, form, built, result } = await COMPOSERS[net.kind](network, p)
  return (
    <>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{net.name} · Compose</p>
      <h1 className="mb-2 text-2xl font-semibold">Compose and simulate</h1>
      <p className="mb-4 max-w-3xl text-sm text-zinc-700 dark:text-zinc-300">{intro}</p>
      <GetForm
        key={JSON.stringify(p)}
        defaults={net.kind === 'node' ? COMPOSE_DEFAULTS : {}}
        aria-label="Transaction to simulate"
        className="mb-4 grid max-w-3xl gap-3 rounded-lg border border-zinc-200 p-3 sm:grid-cols-2 dark:border-zinc-800"
      >
        {form}
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="rounded border border-zinc-300 bg-white px-3 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950"
          >
            Simulate
          </button>
          <span className="ml-2 text-xs text-zinc-600 dark:text-zinc-400">
            The page address holds the transaction: copy it to share.
          </span>
        </div>
      </GetForm>
      <div className="max-w-3xl space-y-3">
        <Problems built={built} />
        {result}
      </div>
    </>
  )
}
