import Link from 'next/link'
import { entityHref } from '@/lib/explorer/entity-href'
import type { NetworkId } from '@/lib/networks'
import type { TokenFacts } from '@/lib/vm-abi/token-facts'

/** On a VM token contract's account page: it is a token, and its token page shows its supply and transfers. */
export function AccountToken({ network, token, facts }: { network: NetworkId; token: string; facts: TokenFacts }) {
  const { name, symbol } = facts
  const words = name && symbol ? `${name} (${symbol})` : (name ?? symbol ?? 'a fungible token')
  return (
    <p className="mb-4 text-sm" data-testid="account-token">
      This contract is a token, {words}:{' '}
      <Link href={entityHref(network, 'token', token)} className="text-brand-700 hover:underline dark:text-brand-500">
        its supply and transfers
      </Link>
    </p>
  )
}
