'use client'
import Link from 'next/link'
import { createContext, use, useContext, type ReactNode } from 'react'
import { validatorIn, type ValidatorDirectory, type ValidatorName } from '@/lib/overview/validator-names'

const Ctx = createContext<{ network: string; directory: ValidatorDirectory }>({ network: '', directory: [] })

/**
 * The network's validator names for everything below it, from its directory (the network layout builds it on the
 * server: `validatorDirectoryOf` in lib/overview/validators.ts), or a promise of it (the layout does not wait for
 * it: see DenomProvider). Empty where the gateway has no validator queries.
 */
export function ValidatorNamesProvider({
  network,
  directory,
  children,
}: {
  network: string
  directory: ValidatorDirectory | Promise<ValidatorDirectory>
  children: ReactNode
}) {
  const list = 'then' in directory ? use(directory) : directory
  return <Ctx.Provider value={{ network, directory: list }}>{children}</Ctx.Provider>
}

/** The validator behind an operator or consensus address of the current network, when it is known. */
export function useValidatorName(address: string | undefined): (ValidatorName & { network: string }) | undefined {
  const { network, directory } = useContext(Ctx)
  const v = validatorIn(directory, address ?? '')
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
