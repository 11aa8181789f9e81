import { type DenomInfo, type NetworkId } from '@/lib/networks'
import { tokenDenom, type TokenFacts } from '@/lib/vm-abi/token-facts'
import { entityHref } from '../entity-href'

/** The denomination metadata of a token's amounts (`token 0x…`), linked to its page. */
export const tokenDenoms = (
  network: NetworkId,
  token: string,
  f: Pick<TokenFacts, 'name' | 'symbol' | 'decimals'>,
): Record<string, DenomInfo> =>
  f.decimals === undefined
    ? {}
    : {
        [tokenDenom(token)]: {
          display: f.symbol ?? 'tokens',
          exponent: f.decimals,
          ...(f.name && { name: f.name }),
          href: entityHref(network, 'token', token),
        },
      }
