import { existsSync } from 'node:fs'
import type { GatewayId } from '@/lib/catalog/types'
import type { GatewayFactory } from './types'

/** Module folder serving each gateway id; each folder's `index.ts` exports `createGateway`. */
export const MODULE_OF: Readonly<Record<GatewayId, string>> = {
  hub: 'cosmos',
  staking: 'cosmos',
  exchange: 'cosmos',
  platform: 'cosmos',
  classic: 'cosmos',
  vm: 'vm',
  sharded: 'sharded',
  supply: 'supply',
  node: 'algorand',
  indexer: 'algorand',
  kmd: 'algorand',
}

const entryUrl = (folder: string) => new URL(`./${folder}/index.ts`, import.meta.url)

export const moduleExists = (id: GatewayId): boolean => existsSync(entryUrl(MODULE_OF[id]))

/**
 * The factory of a gateway, or undefined while its module folder does not exist yet (modules are written in
 * parallel; the server runs with what exists). The specifier is computed so a missing folder is no compile error.
 */
export async function loadFactory(id: GatewayId): Promise<GatewayFactory | undefined> {
  if (!moduleExists(id)) return undefined
  const mod = (await import(/* @vite-ignore */ entryUrl(MODULE_OF[id]).href)) as { createGateway?: GatewayFactory }
  if (typeof mod.createGateway !== 'function')
    throw new Error(`devnet/${MODULE_OF[id]}/index.ts does not export createGateway`)
  return mod.createGateway
}
