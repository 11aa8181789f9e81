import 'server-only'
import { cache } from 'react'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { offers } from '@/lib/client/resolve'
import { linkCapabilities } from '@/lib/explorer/link-caps'
import { convertBech32, decodeBech32 } from '@/lib/format/address'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { validatorRows } from './cosmos'
import { tryGet } from './fetch'
import { arr, obj, str } from '@/lib/format/json-read'
import type { ValidatorRow } from './model'
import { delegationsOf } from './delegations'
import { validatorDirectory } from './validator-directory'
import type { ValidatorDirectory } from './validator-names'

/** SDK networks whose gateway offers the staking validator queries (Platform here): they get validator pages. */
export function hasValidators(network: NetworkId): network is CosmosGatewayId {
  return linkCapabilities()[network]?.validator === true
}

export async function listValidators(g: CosmosGatewayId): Promise<ValidatorRow[] | undefined> {
  const b = await tryGet({ gateway: g, opId: 'cosmos.staking.validators', query: { 'pagination.limit': '500' } })
  return b === undefined ? undefined : validatorRows(b)
}

export type SortKey = 'power' | 'commission' | 'name' | 'status'
export const SORT_KEYS: readonly SortKey[] = ['power', 'commission', 'name', 'status']

/** Sorted copy; power descending by default, the rest ascending unless `desc`. */
export function sortValidators(rows: ValidatorRow[], key: SortKey, desc: boolean): ValidatorRow[] {
  const cmp: Record<SortKey, (a: ValidatorRow, b: ValidatorRow) => number> = {
    power: (a, b) => (BigInt(a.tokens) < BigInt(b.tokens) ? -1 : BigInt(a.tokens) > BigInt(b.tokens) ? 1 : 0),
    commission: (a, b) => Number(a.commission) - Number(b.commission),
    name: (a, b) => a.moniker.localeCompare(b.moniker, 'en'),
    status: (a, b) => a.status.localeCompare(b.status, 'en') || (a.jailed ? 1 : 0) - (b.jailed ? 1 : 0),
  }
  const out = [...rows].sort(cmp[key])
  return desc ? out.reverse() : out
}

export interface ValidatorDetail {
  row: ValidatorRow
  details: { website?: string; details?: string; securityContact?: string; identity?: string }
  maxRate?: string
  maxChangeRate?: string
  updateTime?: string
  minSelfDelegation?: string
  selfAccount?: string
  selfBonded?: string
  delegations: { delegator: string; amount: string; denom: string }[]
  delegationsMore: boolean
  unbondings: { delegator: string; balance: string; completion: string; height?: string }[]
}

/** One validator with its delegations, unbondings and self-delegation; undefined when the gateway has no such validator. */
export async function validatorDetail(g: CosmosGatewayId, valoper: string): Promise<ValidatorDetail | undefined> {
  const net = getNetwork(g)
  const self = net.address.kind === 'bech32' ? convertBech32(valoper, net.address.prefix) : undefined
  const [vBody, list, dBody, uBody, sBody] = await Promise.all([
    tryGet({ gateway: g, opId: 'cosmos.staking.validator', path: { validator_addr: valoper } }),
    listValidators(g),
    offers(g, 'cosmos.staking.validatorDelegations')
      ? tryGet({
          gateway: g,
          opId: 'cosmos.staking.validatorDelegations',
          path: { validator_addr: valoper },
          query: { 'pagination.limit': '50' },
        })
      : undefined,
    offers(g, 'cosmos.staking.validatorUnbondingDelegations')
      ? tryGet({ gateway: g, opId: 'cosmos.staking.validatorUnbondingDelegations', path: { validator_addr: valoper } })
      : undefined,
    self && offers(g, 'cosmos.staking.delegation')
      ? tryGet({
          gateway: g,
          opId: 'cosmos.staking.delegation',
          path: { validator_addr: valoper, delegator_addr: self },
        })
      : undefined,
  ])
  const v = obj(obj(vBody).validator)
  if (!str(v.operator_address)) return undefined
  // The power share needs the whole set; fall back to this validator alone when the list is unavailable.
  const row = list?.find((r) => r.operator === valoper) ?? validatorRows({ validators: [v] })[0]!
  const desc = obj(v.description)
  const comm = obj(v.commission)
  const rates = obj(comm.commission_rates)
  return {
    row,
    details: {
      ...(str(desc.website) && { website: str(desc.website) }),
      ...(str(desc.details) && { details: str(desc.details) }),
      ...(str(desc.security_contact) && { securityContact: str(desc.security_contact) }),
      ...(str(desc.identity) && { identity: str(desc.identity) }),
    },
    ...(str(rates.max_rate) && { maxRate: str(rates.max_rate) }),
    ...(str(rates.max_change_rate) && { maxChangeRate: str(rates.max_change_rate) }),
    ...(str(comm.update_time) && { updateTime: str(comm.update_time) }),
    ...(str(v.min_self_delegation) && { minSelfDelegation: str(v.min_self_delegation) }),
    ...(self && { selfAccount: self }),
    ...(str(obj(obj(sBody).delegation_response).balance && obj(obj(obj(sBody).delegation_response).balance).amount) && {
      selfBonded: str(obj(obj(obj(sBody).delegation_response).balance).amount),
    }),
    delegations: delegationsOf(dBody, net.denom.base),
    delegationsMore: !!str(obj(obj(dBody).pagination).next_key),
    unbondings: arr(obj(uBody).unbonding_responses)
      .map(obj)
      .flatMap((u) =>
        arr(u.entries)
          .map(obj)
          .map((e) => ({
            delegator: str(u.delegator_address) ?? '',
            balance: str(e.balance) ?? '0',
            completion: str(e.completion_time) ?? '',
            ...(str(e.creation_height) && { height: str(e.creation_height) }),
          })),
      ),
  }
}

/** The operator address of the validator that signs with consensus address `valcons`, if the list has it. */
export async function operatorOfConsensus(g: CosmosGatewayId, valcons: string): Promise<string | undefined> {
  const d = decodeBech32(valcons)
  if (!d) return undefined
  const hex = Array.from(d.bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return (await listValidators(g))?.find((v) => v.consHex === hex)?.operator
}

/**
 * A network's validators as the browser's names of them (by operator and consensus address), for every page of the
 * network (empty where its gateway has no validator queries, or the list did not come).
 */
export const validatorDirectoryOf = cache(async (network: NetworkId): Promise<ValidatorDirectory> => {
  if (!hasValidators(network)) return []
  const rows = await listValidators(network)
  const a = getNetwork(network).address
  return rows ? validatorDirectory(rows, a.kind === 'bech32' ? a.consensusPrefix : undefined) : []
})
