import Link from 'next/link'
import { getNetwork, traitsOf, type NetworkId } from '@/lib/networks'

const cls = 'text-brand-700 hover:underline dark:text-brand-500'

/** What a person can do next with an account: compose from or to it, search its transactions, its logs. */
export function AccountLinks({ network, address }: { network: NetworkId; address: string }) {
  const net = getNetwork(network)
  const traits = traitsOf(network)
  if (!net.features.compose) return null
  const a = encodeURIComponent(address)
  const compose =
    net.kind === 'vm'
      ? { href: `/${network}/compose?to=${a}`, label: 'Simulate a call to this account' }
      : net.kind === 'cosmos' || net.kind === 'node'
        ? {
            href: `/${network}/compose?from=${a}`,
            label: net.kind === 'node' ? 'Compose a payment from this account' : 'Simulate a send from this account',
          }
        : undefined
  if (!compose) return null
  return (
    <p className="mb-4 text-sm">
      <Link href={compose.href} className={cls}>
        {compose.label}
      </Link>
      {traits.txSearch && (
        <>
          {' · '}
          <Link href={`/${network}/txs/search?address=${a}`} className={cls}>
            Search this account’s transactions
          </Link>
        </>
      )}
      {traits.logSearch && (
        <>
          {' · '}
          <Link href={`/${network}/logs?address=${a}`} className={cls}>
            Events it emitted
          </Link>
          {' · '}
          <Link href={`/${network}/logs?kind=transfer&sender=${a}`} className={cls}>
            {net.denom.display} it sent
          </Link>
        </>
      )}
    </p>
  )
}
