import { existsSync } from 'node:fs'
import type { GatewayId, GatewayKind } from '@/lib/catalog/types'
import { gatewayDef } from '@/lib/networks'
import type { GatewayFactory } from './types'

/** Module folder serving each gateway kind; each folder's `index.ts` exports `createGateway`. */
const MODULE_OF_KIND: Readonly<Record<GatewayKind, string>> = {
  cosmos: 'cosmos',
  vm: 'vm',
  sharded: 'sharded',
  supply: 'supply',
  node: 'algorand',
  indexer: 'algorand',
  kmd: 'algorand',
}

/** The folder serving a gateway of the network registry. */
export const moduleOf = (id: GatewayId): string => MODULE_OF_KIND[gatewayDef(id).kind]

const entryUrl = (folder: string) => new URL(`./${folder}/index.ts`, import.meta.url)

export const moduleExists = (id: GatewayId): boolean => existsSync(entryUrl(moduleOf(id)))

/**
 * The factory of a gateway, or undefined while its module folder does not exist yet (modules are written in
 * parallel; the server runs with what exists). The specifier is computed so a missing folder is no compile error.
 */
export async function loadFactory(id: GatewayId): Promise<GatewayFactory | undefined> {
  if (!moduleExists(id)) return undefined
  const mod = (await import(/* @vite-ignore */ entryUrl(moduleOf(id)).href)) as { createGateway?: GatewayFactory }
  if (typeof mod.createGateway !== 'function')
    throw new Error(`devnet/${moduleOf(id)}/index.ts does not export createGateway`)
  return mod.createGateway
}
