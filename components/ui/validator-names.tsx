'use client'
import Link from 'next/link'
import { createContext, use, useContext, type ReactNode } from 'react'
import type { ValidatorName, ValidatorNames } from '@/lib/overview/validator-names'

const Ctx = createContext<{ network: string; names: ValidatorNames }>({ network: '', names: {} })

/**
 * The network's validator names for everything below it (the network layout builds the map on the server:
 * `validatorNamesOf` in lib/overview/validators.ts), or a promise of it (the layout does not wait for it: see
 * DenomProvider). Empty where the gateway has no validator queries.
 */
export function ValidatorNamesProvider({
  network,
  names,
  children,
}: {
  network: string
  names: ValidatorNames | Promise<ValidatorNames>
  children: ReactNode
}) {
  const value = 'then' in names ? use(names as Promise<ValidatorNames>) : names
  return <Ctx.Provider value={{ network, names: value }}>{children}</Ctx.Provider>
}

/** The validator behind an operator or consensus address of the current network, when it is known. */
export function useValidatorName(address: string | undefined): (ValidatorName & { network: string }) | undefined {
  const { network, names } = useContext(Ctx)
  const v = address ? names[address] : undefined
  return v && { ...v, network }
}

/**
 * A proposer or operator address as its validator: the moniker linked to the validator page, the address in the
 * tooltip. Where the network lists no validators (or this one is unknown), `fallback` is shown instead.
 */
export function ValidatorLink({ address, fallback }: { address: string | undefined; fallback: ReactNode }) {
  const v = useValidatorName(address)
  if (!v) return <>{fallback}</>
  return (
    <Link
      href={`/${v.network}/validators/${encodeURIComponent(v.operator)}`}
      title={address}
      className="text-brand-700 hover:underline dark:text-brand-500"
      data-validator={v.operator}
    >
      {v.moniker}
    </Link>
  )
}
