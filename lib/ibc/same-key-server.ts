import 'server-only'
import { offers } from '@/lib/client/resolve'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { keyFromText, sameKeyAddresses, type KeyAddress, type KnownKey } from './same-key'
import { bodyOf } from './server'

/** An SDK account's public key, when its gateway answers the auth query and the account has signed before. */
async function knownKey(network: NetworkId, address: string): Promise<KnownKey | undefined> {
  const g = getNetwork(network).gateways[0]!
  if (getNetwork(network).address.kind !== 'bech32' || !offers(g, 'cosmos.auth.account')) return undefined
  const body = (await bodyOf({ gateway: g, opId: 'cosmos.auth.account', path: { address } })) as
    | {
        account?: {
          pub_key?: { '@type'?: string; key?: string } | null
          base_account?: { pub_key?: { '@type'?: string; key?: string } | null }
        }
      }
    | undefined
  const pk = body?.account?.pub_key ?? body?.account?.base_account?.pub_key
  if (!pk?.key || !pk['@type']?.includes('secp256k1')) return undefined
  return keyFromText('secp256k1', pk.key)
}

/** The same key's addresses on the other networks, with the account's own public key when it is known. */
export async function sameKeyOf(
  network: NetworkId,
  address: string,
): Promise<{ addresses: KeyAddress[]; keyKnown: boolean }> {
  const key = await knownKey(network, address).catch(() => undefined)
  return { addresses: sameKeyAddresses(network, address, key), keyKnown: !!key }
}
