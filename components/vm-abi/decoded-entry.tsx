import Link from 'next/link'
import type { ReactNode } from 'react'
import { recordHref } from '@/components/ui/record-link'
import type { DecodedParam } from '@/lib/vm-abi/codec'
import { ARG_FOR_AMOUNT } from '@/lib/vm-abi/standards'
import type { TokenInfo } from '@/lib/vm-abi/tx-view'
import { Args } from './args'
import { SOURCE } from './decoded-style'

/**
 * A call or event the ABIs decoded: its name, where the ABI came from, and its arguments; under the token standard
 * the amount argument reads in the token's units.
 */
export function DecodedEntry({
  network,
  name,
  selector,
  source,
  args,
  token,
}: {
  network: string
  name: string
  /** A call's 4-byte selector (events are known by name). */
  selector?: string | undefined
  source: keyof typeof SOURCE
  args: DecodedParam[]
  token: { address: string; info: TokenInfo | undefined } | undefined
}) {
  return (
    <div>
      <p>
        <code className="font-mono font-medium">{name}</code>{' '}
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          {selector && `${selector} · `}
          {SOURCE[source]}
        </span>
      </p>
      <Args network={network} args={args} {...(source === 'erc20' && { amountOf: ARG_FOR_AMOUNT, token })} />
    </div>
  )
}

/**
 * What the decoder could not read, and the way to fix it on a line of its own: the contract’s page, where an ABI can
 * be added.
 */
export function UndecodedEntry({
  network,
  contract,
  children,
}: {
  network: string
  contract: string | null
  children: ReactNode
}) {
  return (
    <div className="text-xs">
      {children}
      {contract && (
        <Link
          href={`${recordHref(network, 'account', contract)!}#abi`}
          className="block w-fit text-brand-700 hover:underline dark:text-brand-500"
        >
          Add this contract’s ABI
        </Link>
      )}
    </div>
  )
}
