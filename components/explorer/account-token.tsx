import Link from 'next/link'
import { entityHref } from '@/lib/explorer/entity-href'
import { loadVmToken } from '@/lib/explorer/vm/token-page'
import { getNetwork, traitsOf, type NetworkId } from '@/lib/networks'

/**
 * On a VM contract's account page, a token contract says so and links to its token page (name, supply, transfers).
 * Other accounts show nothing: the check is one simulated batch of the standard's views, which they do not answer.
 */
export async function AccountToken({ network, address }: { network: NetworkId; address: string }) {
  if (getNetwork(network).kind !== 'vm' || !traitsOf(network).entities.includes('token')) return null
  const t = await loadVmToken(network, address)
  if (t.ok !== 'token' || !t.facts) return null
  const { name, symbol } = t.facts
  const words = name && symbol ? `${name} (${symbol})` : (name ?? symbol ?? 'a fungible token')
  return (
    <p className="mb-4 text-sm" data-testid="account-token">
      This contract is a token, {words}:{' '}
      <Link href={entityHref(network, 'token', t.token)} className="text-brand-700 hover:underline dark:text-brand-500">
        its supply and transfers
      </Link>
    </p>
  )
}
