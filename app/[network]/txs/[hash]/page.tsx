import type { Metadata } from 'next'
import { Suspense } from 'react'
import { notFound } from 'next/navigation'
import { InvalidRecord, RecordBody, RecordTitle } from '@/components/explorer/record-page'
import { LazyDecodedTx } from '@/components/vm-abi/lazy'
import { AroundTx } from '@/components/past/around-tx'
import { vmDecodeSpecs } from '@/components/vm-abi/specs'
import { DenomProvider } from '@/components/ui/denoms'
import { loadedTxPage } from '@/lib/explorer/record-pages'
import { checkId } from '@/lib/explorer/validate'
import { getNetwork, isNetworkId, traitsOf } from '@/lib/networks'

export async function generateMetadata({ params }: PageProps<'/[network]/txs/[hash]'>): Promise<Metadata> {
  const { hash } = await params
  return { title: `Transaction ${decodeURIComponent(hash).slice(0, 12)}…` }
}

export default async function TxPage({ params, searchParams }: PageProps<'/[network]/txs/[hash]'>) {
  const { network, hash: raw } = await params
  if (!isNetworkId(network)) notFound()
  const hash = decodeURIComponent(raw)
  const checked = checkId(network, 'tx', hash)
  if (!checked.ok)
    return (
      <InvalidRecord
        network={network}
        kind="Transaction"
        id={hash}
        title="Not a valid transaction id"
        message={checked.message}
      />
    )
  const { defs, denoms } = await loadedTxPage(network, checked.value)
  return (
    <DenomProvider denoms={denoms ?? {}}>
      <RecordTitle network={network} kind="Transaction" id={checked.value} />
      <RecordBody network={network} defs={defs} searchParams={await searchParams}>
        {traitsOf(network).abi && (
          <LazyDecodedTx network={network} specs={vmDecodeSpecs(getNetwork(network).gateways[0]!, checked.value)} />
        )}
      </RecordBody>
      {/* Streams in after the record: it may take longer than the page deadline, and nothing above waits for it. */}
      <Suspense fallback={null}>
        <AroundTx network={network} defs={defs} />
      </Suspense>
    </DenomProvider>
  )
}
