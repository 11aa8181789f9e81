import Link from 'next/link'
import { RecordLink } from '@/components/ui/record-link'
import { sameKeyOf } from '@/lib/ibc/same-key-server'
import { getNetwork, type NetworkId } from '@/lib/networks'

/** "Same key on other networks": the account's addresses elsewhere, and its portfolio across all of them. */
export async function SameKeySection({ network, address }: { network: NetworkId; address: string }) {
  const { addresses, keyKnown } = await sameKeyOf(network, address)
  const kind = getNetwork(network).address.kind
  return (
    <section
      className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
      aria-labelledby="same-key"
      data-testid="same-key"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="same-key" className="font-medium">
          Same key on other networks
        </h2>
        <Link
          href={`/accounts/${encodeURIComponent(address)}`}
          className="text-sm text-brand-700 hover:underline dark:text-brand-500"
          data-testid="portfolio-link"
        >
          Balances on every network →
        </Link>
      </div>
      {addresses.length ? (
        <ul className="space-y-1 text-sm">
          {addresses.map((a) => (
            <li key={a.network} className="flex min-w-0 flex-wrap items-center gap-x-2">
              <span className="w-20 shrink-0 font-medium">{getNetwork(a.network).name}</span>
              <RecordLink network={a.network} kind="account" id={a.address} />
              <span className="text-xs text-zinc-500 dark:text-zinc-400">{a.how}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No other network here uses this kind of key.</p>
      )}
      {kind === 'bech32' && !keyKnown && (
        <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">
          The VM address of this key is shown once its public key is known (after the account signs a transaction).
        </p>
      )}
      {kind === 'hex20' && (
        <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">
          A VM address is a hash of its public key: the SDK addresses of the same key can only be derived once the key
          is known from a signature.
        </p>
      )}
    </section>
  )
}
