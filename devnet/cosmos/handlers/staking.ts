import type { Chain } from '../chain/chain'
import type { Unbonding } from '../chain/staking'
import { notFound } from '../grpc'
import { requestedHeight } from '../height'
import { listing } from '../pagination'
import { coin, dec, headerJson, iso } from '../render'
import { accountIndex, pathParam, page, queryParam, validatorIndex, type CosmosHandler, type HandlerGroup } from './kit'

export function validatorJson(chain: Chain, v: number, at?: number) {
  const meta = chain.staking.validators[v]!
  const tokens = chain.staking.tokens(v, at)
  const unbonding = meta.status !== 'BOND_STATUS_BONDED'
  return {
    operator_address: chain.book.valoper(v),
    consensus_pubkey: {
      '@type': '/cosmos.crypto.ed25519.PubKey',
      key: Buffer.from(chain.book.consPubKey(v)).toString('base64'),
    },
    jailed: meta.jailed,
    status: meta.status,
    tokens: tokens.toString(),
    delegator_shares: dec(tokens),
    description: {
      moniker: meta.moniker,
      identity: '',
      website: meta.website,
      security_contact: `ops@validator-${v}.devnet.example`,
      details: `Devnet validator ${v}`,
    },
    unbonding_height: unbonding ? String(1000 + v) : '0',
    unbonding_time: unbonding ? iso(chain.genesisTime + 21 * 86_400_000) : '1970-01-01T00:00:00Z',
    commission: {
      commission_rates: {
        rate: dec(meta.commission.rate, 4),
        max_rate: dec(meta.commission.maxRate, 4),
        max_change_rate: dec(meta.commission.maxChange, 4),
      },
      update_time: iso(chain.genesisTime),
    },
    min_self_delegation: '1',
    unbonding_on_hold_ref_count: '0',
    unbonding_ids: [],
  }
}

function delegationResponse(chain: Chain, d: number, v: number, amount: bigint) {
  return {
    delegation: {
      delegator_address: chain.book.address(d),
      validator_address: chain.book.valoper(v),
      shares: dec(amount),
    },
    balance: coin(chain.opts.profile.denom, amount),
  }
}

function unbondingJson(chain: Chain, unsorted: Unbonding[]) {
  const entries = [...unsorted].sort((a, b) => a.height - b.height)
  const u = entries[0]!
  return {
    delegator_address: chain.book.address(u.delegator),
    validator_address: chain.book.valoper(u.validator),
    entries: entries.map((e) => ({
      creation_height: String(e.height),
      completion_time: iso(chain.genesisTime + e.completesIn),
      initial_balance: e.amount.toString(),
      balance: e.amount.toString(),
      unbonding_id: String(chain.staking.unbondings.indexOf(e) + 1),
      unbonding_on_hold_ref_count: '0',
    })),
  }
}

export const stakingHandlers: HandlerGroup = (chain) => {
  const { staking, book } = chain
  const p = chain.opts.profile
  const delegationOf = (req: Parameters<CosmosHandler>[0]) => {
    const v = validatorIndex(chain, pathParam(req, 'validator_addr'))
    const d = accountIndex(chain, pathParam(req, 'delegator_addr'))
    const amount = staking.delegations.get(v)?.getAt(d, requestedHeight(req, chain))
    if (amount === undefined)
      throw notFound(
        `delegation with delegator ${pathParam(req, 'delegator_addr')} not found for validator ${pathParam(req, 'validator_addr')}`,
      )
    return { v, d, amount }
  }
  return {
    'cosmos.staking.delegatorValidator': (req) => {
      const { v } = delegationOf(req)
      return { validator: validatorJson(chain, v, requestedHeight(req, chain)) }
    },
    'cosmos.staking.historicalInfo': (req) => {
      const h = BigInt(pathParam(req, 'height'))
      if (h < 1n || h > BigInt(chain.head) || h <= BigInt(chain.head - 10_000))
        throw notFound(`historical info for height ${h} not found`)
      return {
        hist: {
          header: headerJson(chain, chain.block(Number(h))!),
          valset: Array.from({ length: p.bonded }, (_, v) => validatorJson(chain, v)),
        },
      }
    },
    'cosmos.staking.params': () => ({
      params: {
        unbonding_time: '1814400s',
        max_validators: p.bonded,
        max_entries: 7,
        historical_entries: 10000,
        bond_denom: p.denom,
        min_commission_rate: dec(5n, 2),
      },
    }),
    'cosmos.staking.pool': () => {
      const { bonded, notBonded } = staking.pool()
      return { pool: { not_bonded_tokens: notBonded.toString(), bonded_tokens: bonded.toString() } }
    },
    'cosmos.staking.validators': (req) => {
      const status = queryParam(req, 'status')
      const vs = staking.validators.filter((m) => !status || m.status === status).map((m) => m.index)
      return page(
        req,
        'validators',
        listing(vs, (v) => book.valoper(v)),
        (v) => validatorJson(chain, v),
      )
    },
    'cosmos.staking.validator': (req) => ({
      validator: validatorJson(
        chain,
        validatorIndex(chain, pathParam(req, 'validator_addr')),
        requestedHeight(req, chain),
      ),
    }),
    'cosmos.staking.validatorDelegations': (req) => {
      const v = validatorIndex(chain, pathParam(req, 'validator_addr'))
      const ds = [...(staking.delegations.get(v)?.entriesAt(requestedHeight(req, chain)) ?? [])]
      return page(
        req,
        'delegation_responses',
        listing(ds, ([d]) => book.address(d)),
        ([d, a]) => delegationResponse(chain, d, v, a),
      )
    },
    'cosmos.staking.delegation': (req) => {
      const { v, d, amount } = delegationOf(req)
      return { delegation_response: delegationResponse(chain, d, v, amount) }
    },
    'cosmos.staking.unbondingDelegation': (req) => {
      const v = validatorIndex(chain, pathParam(req, 'validator_addr'))
      const d = accountIndex(chain, pathParam(req, 'delegator_addr'))
      const at = requestedHeight(req, chain) ?? chain.head
      const entries = staking.unbondings.filter((u) => u.validator === v && u.delegator === d && u.height <= at)
      if (!entries.length)
        throw notFound(
          `unbonding delegation with delegator ${pathParam(req, 'delegator_addr')} not found for validator ${pathParam(req, 'validator_addr')}`,
        )
      return { unbond: unbondingJson(chain, entries) }
    },
    'cosmos.staking.validatorUnbondingDelegations': (req) => {
      const v = validatorIndex(chain, pathParam(req, 'validator_addr'))
      // One unbonding delegation per delegator, its entries in creation order (the store's shape).
      const byDelegator = new Map<number, Unbonding[]>()
      const at = requestedHeight(req, chain) ?? chain.head
      for (const u of staking.unbondings)
        if (u.validator === v && u.height <= at)
          byDelegator.set(u.delegator, [...(byDelegator.get(u.delegator) ?? []), u])
      return page(
        req,
        'unbonding_responses',
        listing([...byDelegator.values()], (es) => book.address(es[0]!.delegator)),
        (es) => unbondingJson(chain, es),
      )
    },
  }
}
