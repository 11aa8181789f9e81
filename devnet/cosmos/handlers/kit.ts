import type { CosmosGatewayId } from '@/lib/catalog/types'
import type { HandlerRequest, HandlerTable } from '../../types'
import type { Chain } from '../chain/chain'
import { invalid, notFound } from '../grpc'
import { paginate, type Listing } from '../pagination'

/** A cosmos handler returns the response message as JSON; errors are thrown as GrpcError. */
export type CosmosHandler = (req: HandlerRequest) => unknown
export type HandlerGroup = (chain: Chain, gateway: CosmosGatewayId) => HandlerTable<CosmosHandler>

/** The value when it is a string, else '' (a repeated query key arrives as an array). */
const stringOrEmpty = (v: unknown): string => (typeof v === 'string' ? v : '')
/** A path parameter as a string ('' when absent). */
export const pathParam = (req: HandlerRequest, name: string) => stringOrEmpty(req.path[name])
/** A query parameter as a string ('' when absent or not a single string). */
export const queryParam = (req: HandlerRequest, name: string) => stringOrEmpty(req.query[name])

/** `{<field>: items, pagination}` for a listing under the request's page query. */
export function page<T>(
  req: HandlerRequest,
  field: string,
  list: Listing<T>,
  render: (t: T) => unknown,
): Record<string, unknown> {
  const { items, pagination } = paginate(list, req.query)
  return { [field]: items.map(render), pagination }
}

/** An account index of this chain, or the SDK's errors: 400 for bad bech32, 404 for an unknown account. */
export function accountIndex(chain: Chain, address: string): number {
  const r = chain.book.resolve(address)
  if (!r) throw invalid(`decoding bech32 failed: invalid address ${address}`)
  if (!address.startsWith(`${chain.opts.profile.prefix}1`))
    throw invalid(`invalid Bech32 prefix; expected ${chain.opts.profile.prefix}, got ${address.split('1')[0]}`)
  if (r.kind !== 'account') throw notFound(`account ${address} not found`)
  return r.index
}

/** A valid address of this chain (account, module or any other bytes). */
export function checkAddress(chain: Chain, address: string): string {
  const r = chain.book.resolve(address)
  if (!r || !address.startsWith(`${chain.opts.profile.prefix}1`))
    throw invalid(`invalid address ${address}: decoding bech32 failed`)
  return address
}

export function validatorIndex(chain: Chain, valoper: string): number {
  if (!valoper.startsWith(`${chain.opts.profile.prefix}valoper1`) || !chain.book.resolve(valoper))
    throw invalid(`invalid validator address ${valoper}`)
  const v = chain.book.validatorOf(valoper)
  if (v < 0) throw notFound(`validator ${valoper} does not exist`)
  return v
}

export function requireDenom(denom: string): string {
  if (!/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/.test(denom)) throw invalid(`invalid denom: ${denom}`)
  return denom
}

/** proof/proof_height of IBC answers: devnet proves against its own latest height. */
export function proof(chain: Chain, label: string) {
  return {
    proof: Buffer.from(`devnet-proof/${chain.opts.profile.id}/${label}`).toString('base64'),
    proof_height: {
      revision_number: chain.opts.profile.chainId.split('-').pop() ?? '0',
      revision_height: String(chain.head),
    },
  }
}
