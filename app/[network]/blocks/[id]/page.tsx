import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { BlockCountdown } from '@/components/explorer/block-countdown'
import { InvalidRecord, RecordBody, RecordTitle } from '@/components/explorer/record-page'
import { DenomProvider } from '@/components/ui/denoms'
import { futureBlock } from '@/lib/explorer/future-block'
import { loadedBlockPage } from '@/lib/explorer/record-pages'
import { checkId } from '@/lib/explorer/validate'
import { isNetworkId, getNetwork, traitsOf, type NetworkId } from '@/lib/networks'

export async function generateMetadata({ params }: PageProps<'/[network]/blocks/[id]'>): Promise<Metadata> {
  const { network, id } = await params
  return { title: `Block ${decodeURIComponent(id)}${isNetworkId(network) ? ` · ${getNetwork(network).name}` : ''}` }
}

/** A height past the head: its countdown instead of a 404 (a planned upgrade's height is linked from the overview). */
async function countdown(network: NetworkId, id: string) {
  const future = await futureBlock(network, id)
  return future && <BlockCountdown network={network} id={id} future={future} />
}

const navCls =
  'rounded border border-zinc-300 px-2 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800'

export default async function BlockPage({ params, searchParams }: PageProps<'/[network]/blocks/[id]'>) {
  const { network, id: rawId } = await params
  if (!isNetworkId(network)) notFound()
  const sp = await searchParams
  // Sharded: `?shard=N` shows that shard's block at this nonce instead of the hyperblock.
  const traits = traitsOf(network)
  const shard = traits.shards && typeof sp.shard === 'string' && /^\d{1,10}$/.test(sp.shard) ? sp.shard : undefined
  const id = decodeURIComponent(rawId)
  const checked = checkId(network, 'block', id)
  const label = traits.block
  if (!checked.ok)
    return (
      <InvalidRecord network={network} kind={label} id={id} title="Not a valid block id" message={checked.message} />
    )
  // Heights/rounds/nonces are exact decimal strings: neighbours are computed with BigInt.
  const isNumber = /^\d+$/.test(checked.value)
  const { defs, denoms } = await loadedBlockPage(network, checked.value, shard)
  // A gateway without block queries gets no prev/next: those pages would only repeat the notice.
  const n = isNumber && !('unsupported' in defs) ? BigInt(checked.value) : undefined
  const nav = n !== undefined && (
    <>
      {n > 0n && (
        <Link href={`/${network}/blocks/${n - 1n}${shard ? `?shard=${shard}` : ''}`} className={navCls} rel="prev">
          ← {(n - 1n).toString()}
        </Link>
      )}
      <Link href={`/${network}/blocks/${n + 1n}${shard ? `?shard=${shard}` : ''}`} className={navCls} rel="next">
        {(n + 1n).toString()} →
      </Link>
      {traits.txSearch && (
        <Link href={`/${network}/txs/search?min=${n}`} className={navCls}>
          Search from this round
        </Link>
      )}
    </>
  )
  return (
    <DenomProvider denoms={denoms ?? {}}>
      <RecordTitle
        network={network}
        kind={shard ? `Shard ${shard} block` : label}
        id={checked.value}
        nav={nav || undefined}
      />
      <RecordBody
        network={network}
        defs={defs}
        searchParams={sp}
        {...(isNumber && !shard && { whenMissing: () => countdown(network, checked.value) })}
      />
    </DenomProvider>
  )
}
