import type { Metadata } from 'next'
import { Suspense } from 'react'
import { notFound } from 'next/navigation'
import { Notice, RecordBody, RecordTitle } from '@/components/explorer/record-page'
import { LazyDecodedTx } from '@/components/vm-abi/lazy'
import { AroundTx } from '@/components/past/around-tx'
import { vmDecodeSpecs } from '@/components/vm-abi/specs'
import { DenomProvider } from '@/components/ui/denoms'
import { denomsOf } from '@/lib/explorer/denoms'
import { ledgerTxAssetDenoms } from '@/lib/explorer/ledger/asset-denoms'
import { txPage } from '@/lib/explorer/pages'
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
      <>
        <RecordTitle network={network} kind="Transaction" id={hash} />
        <Notice title="Not a valid transaction id" tone="error">
          {checked.message}
        </Notice>
      </>
    )
  const defs = txPage(network, checked.value)
  // The assets it moves, in their units (the network's own denominations come from the layout).
  const assets = await ledgerTxAssetDenoms(network, checked.value)
  return (
    <>
      <RecordTitle network={network} kind="Transaction" id={checked.value} />
      <DenomProvider denoms={{ ...(await denomsOf(network)), ...assets }}>
        <RecordBody network={network} defs={defs} searchParams={await searchParams}>
          {traitsOf(network).abi && (
            <LazyDecodedTx network={network} specs={vmDecodeSpecs(getNetwork(network).gateways[0]!, checked.value)} />
          )}
        </RecordBody>
      </DenomProvider>
      {/* Streams in after the record: it may take longer than the page deadline, and nothing above waits for it. */}
      <Suspense fallback={null}>
        <AroundTx network={network} defs={defs} />
      </Suspense>
    </>
  )
}
