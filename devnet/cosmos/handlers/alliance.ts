import { dec } from '../chain/hash'
import { notFound } from '../grpc'
import { requestedHeight } from '../height'
import { listing } from '../pagination'
import { coin, iso } from '../render'
import { accountIndex, pathParam, page, validatorIndex, type CosmosHandler, type HandlerGroup } from './kit'

type Req = Parameters<CosmosHandler>[0]

interface AllianceDelegation {
  d: number
  v: number
  denom: string
  amount: bigint
}

/** The alliance module over the chain's alliance delegations (applied from the alliance MsgDelegate txs). */
export const allianceHandlers: HandlerGroup = (chain) => {
  const { book, staking } = chain
  const denoms = chain.allianceDenoms.map((j) => chain.env.extraDenoms[j]!)
  /** Alliance delegations at the height the request reads (the head without x-cosmos-block-height). */
  let at: number | undefined
  const delegations = (): AllianceDelegation[] =>
    [...staking.alliance.entriesAt(at)].map(([k, amount]) => {
      const [d, v, denom] = k.split('|') as [string, string, string]
      return { d: Number(d), v: Number(v), denom, amount }
    })
  const key = (x: AllianceDelegation) => `${book.address(x.d)}/${book.valoper(x.v)}/${x.denom}`
  const delegationJson = (x: AllianceDelegation) => ({
    delegation: {
      delegator_address: book.address(x.d),
      validator_address: book.valoper(x.v),
      denom: x.denom,
      shares: dec(x.amount),
      reward_history: [
        { denom: chain.opts.profile.denom, index: dec(BigInt((at ?? chain.head) % 1000), 6), alliance: x.denom },
      ],
      last_reward_claim_height: String((at ?? chain.head) - (x.d % 500)),
    },
    balance: coin(x.denom, x.amount),
  })
  const totalOf = (denom: string) =>
    delegations()
      .filter((x) => x.denom === denom)
      .reduce((s, x) => s + x.amount, 0n)
  const allianceJson = (denom: string, i: number) => ({
    denom,
    reward_weight: dec(BigInt(10 + i * 5), 2),
    take_rate: dec(BigInt(i), 3),
    total_tokens: totalOf(denom).toString(),
    total_validator_shares: dec(totalOf(denom)),
    reward_start_time: iso(chain.genesisTime + 3_600_000),
    reward_change_rate: dec(1n),
    reward_change_interval: '0s',
    last_reward_change_time: iso(chain.genesisTime + 3_600_000),
    reward_weight_range: { min: dec(1n, 2), max: dec(1n, 0) },
    is_initialized: true,
  })
  const allianceOf = (denom: string) => {
    const i = denoms.indexOf(denom)
    if (i < 0) throw notFound(`alliance asset ${denom} is not whitelisted`)
    return i
  }
  const validatorJson = (v: number, all: AllianceDelegation[] = delegations()) => {
    const mine = all.filter((x) => x.v === v)
    const per = denoms
      .map((d) =>
        coin(
          d,
          mine.filter((x) => x.denom === d).reduce((s, x) => s + x.amount, 0n),
        ),
      )
      .filter((c) => c.amount !== '0')
    return {
      validator_addr: book.valoper(v),
      total_delegation_shares: per.map((c) => ({ denom: c.denom, amount: dec(BigInt(c.amount)) })),
      validator_shares: per.map((c) => ({ denom: c.denom, amount: dec(BigInt(c.amount)) })),
      total_staked: per,
    }
  }
  /** Unbondings and redelegations of a delegator: derived for one in seven delegators of the first alliance asset. */
  const unbondingsOf = (d: number, denom?: string, v?: number) =>
    delegations()
      .filter((x) => x.d === d && x.d % 7 === 0 && (!denom || x.denom === denom) && (v === undefined || x.v === v))
      .map((x) => ({
        completion_time: iso(chain.genesisTime + 21 * 86_400_000),
        validator_address: book.valoper(x.v),
        amount: (x.amount / 10n).toString(),
        denom: x.denom,
      }))
  const redelegationsOf = (d: number, denom?: string) =>
    delegations()
      .filter((x) => x.d === d && x.d % 5 === 0 && (!denom || x.denom === denom))
      .map((x) => ({
        delegator_address: book.address(d),
        src_validator_address: book.valoper((x.v + 1) % chain.opts.profile.bonded),
        dst_validator_address: book.valoper(x.v),
        balance: coin(x.denom, x.amount / 4n),
        completion_time: iso(chain.genesisTime + 21 * 86_400_000),
      }))
  const dOf = (req: Req) => accountIndex(chain, pathParam(req, 'delegator_addr'))
  const vOf = (req: Req) => validatorIndex(chain, pathParam(req, 'validator_addr'))
  const rewards = (d: number, v: number, denom: string) => {
    const x = staking.alliance.getAt(`${d}|${v}|${denom}`, at)
    if (x === undefined) throw notFound(`alliance delegation not found: ${book.address(d)} ${book.valoper(v)} ${denom}`)
    return { rewards: [coin(chain.opts.profile.denom, (x * BigInt((chain.head % 997) + 1)) / 100_000n)] }
  }
  const handlers: ReturnType<HandlerGroup> = {
    'cosmos.alliance.alliances': (req) =>
      page(
        req,
        'alliances',
        listing(
          denoms.map((d, i) => ({ d, i })),
          ({ d }) => d,
        ),
        ({ d, i }) => allianceJson(d, i),
      ),
    'cosmos.alliance.delegations': (req) => page(req, 'delegations', listing(delegations(), key), delegationJson),
    'cosmos.alliance.delegationsByDelegator': (req) => {
      const d = dOf(req)
      return page(
        req,
        'delegations',
        listing(
          delegations().filter((x) => x.d === d),
          key,
        ),
        delegationJson,
      )
    },
    'cosmos.alliance.delegationsByDelegatorAndValidator': (req) => {
      const d = dOf(req)
      const v = vOf(req)
      return page(
        req,
        'delegations',
        listing(
          delegations().filter((x) => x.d === d && x.v === v),
          key,
        ),
        delegationJson,
      )
    },
    'cosmos.alliance.delegation': (req) => {
      const d = dOf(req)
      const v = vOf(req)
      const denom = pathParam(req, 'denom')
      allianceOf(denom)
      const amount = staking.alliance.getAt(`${d}|${v}|${denom}`, at)
      if (amount === undefined)
        throw notFound(
          `alliance delegation not found: ${pathParam(req, 'delegator_addr')} ${pathParam(req, 'validator_addr')} ${denom}`,
        )
      return { delegation: delegationJson({ d, v, denom, amount }) }
    },
    'cosmos.alliance.params': () => ({
      params: {
        reward_delay_time: '86400s',
        take_rate_claim_interval: '300s',
        last_take_rate_claim_time: iso(chain.blockTime(chain.head - (chain.head % 50))),
      },
    }),
    'cosmos.alliance.redelegationsByDelegator': (req) =>
      page(
        req,
        'redelegations',
        listing(redelegationsOf(dOf(req)), (r) => `${r.dst_validator_address}/${r.balance.denom}`),
        (r) => r,
      ),
    'cosmos.alliance.redelegations': (req) => {
      allianceOf(pathParam(req, 'denom'))
      return page(
        req,
        'redelegations',
        listing(
          redelegationsOf(dOf(req), pathParam(req, 'denom')),
          (r) => `${r.dst_validator_address}/${r.balance.denom}`,
        ),
        (r) => r,
      )
    },
    'cosmos.alliance.rewardsByHash': (req) =>
      rewards(dOf(req), vOf(req), `ibc/${pathParam(req, 'hash').toUpperCase()}`),
    'cosmos.alliance.rewards': (req) => rewards(dOf(req), vOf(req), pathParam(req, 'denom')),
    'cosmos.alliance.unbondingsByDelegator': (req) => ({ unbondings: unbondingsOf(dOf(req)) }),
    'cosmos.alliance.unbondingsByDenomAndDelegator': (req) => {
      allianceOf(pathParam(req, 'denom'))
      return page(
        req,
        'unbondings',
        listing(unbondingsOf(dOf(req), pathParam(req, 'denom')), (u) => `${u.validator_address}/${u.denom}`),
        (u) => u,
      )
    },
    'cosmos.alliance.unbondings': (req) => {
      allianceOf(pathParam(req, 'denom'))
      return page(
        req,
        'unbondings',
        listing(unbondingsOf(dOf(req), pathParam(req, 'denom'), vOf(req)), (u) => `${u.validator_address}/${u.denom}`),
        (u) => u,
      )
    },
    'cosmos.alliance.validators': (req) => {
      const all = delegations()
      return page(
        req,
        'validators',
        listing(
          Array.from({ length: chain.opts.profile.bonded }, (_, v) => v),
          (v) => book.valoper(v),
        ),
        (v) => validatorJson(v, all),
      )
    },
    'cosmos.alliance.validator': (req) => validatorJson(vOf(req)),
    'cosmos.alliance.alliance': (req) => ({
      alliance: allianceJson(pathParam(req, 'denom'), allianceOf(pathParam(req, 'denom'))),
    }),
  }
  // Handlers run synchronously, so the height one request reads is set around its call and nothing interleaves.
  return Object.fromEntries(
    Object.entries(handlers).map(([id, h]) => [
      id,
      (req: Req) => {
        at = requestedHeight(req, chain)
        try {
          return h(req)
        } finally {
          at = undefined
        }
      },
    ]),
  )
}
