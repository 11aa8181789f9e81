import { TYPE } from '../chain/codec'
import { invalid, notFound } from '../grpc'
import { requestedHeight } from '../height'
import { listing } from '../pagination'
import { coin, iso } from '../render'
import { basicSpendLimit, hasFeeAllowance, type Grant } from '../chain/grants'
import { unitScale } from '../chain/profile'
import { checkAddress, pathParam, page, queryParam, type CosmosHandler, type HandlerGroup } from './kit'

export const grantsHandlers: HandlerGroup = (chain) => {
  const { book } = chain
  const denom = chain.opts.profile.denom
  const all = chain.env.grants
  const scale = unitScale(chain.opts.profile)
  const authorization = (g: Grant) =>
    g.kind === 'generic'
      ? { '@type': '/cosmos.authz.v1beta1.GenericAuthorization', msg: TYPE.send }
      : g.kind === 'send'
        ? {
            '@type': '/cosmos.bank.v1beta1.SendAuthorization',
            spend_limit: [coin(denom, 1_000_000_000n)],
            allow_list: [],
          }
        : {
            '@type': '/cosmos.staking.v1beta1.StakeAuthorization',
            max_tokens: coin(denom, 5_000_000_000n),
            allow_list: { address: [book.valoper(0), book.valoper(1)] },
            authorization_type: 'AUTHORIZATION_TYPE_DELEGATE',
          }
  const msgTypeOf = (g: Grant) => (g.kind === 'generic' ? TYPE.send : g.kind === 'send' ? TYPE.send : TYPE.delegate)
  const grantJson = (g: Grant) => ({
    authorization: authorization(g),
    expiration: iso(chain.genesisTime + g.expiresIn),
  })
  const withParties = (g: Grant) => ({
    granter: book.address(g.granter),
    grantee: book.address(g.grantee),
    ...grantJson(g),
  })
  const key = (g: Grant) => `${book.address(g.granter)}/${book.address(g.grantee)}/${g.kind}`
  const idx = (address: string) => {
    checkAddress(chain, address)
    const r = book.resolve(address)
    return r?.kind === 'account' ? r.index : -1
  }
  // A basic allowance's spend limit shrinks by the fees it paid (the SDK stores what is left).
  const allowance = (g: Grant, at?: number) => ({
    granter: book.address(g.granter),
    grantee: book.address(g.grantee),
    allowance:
      g.kind === 'send'
        ? {
            '@type': '/cosmos.feegrant.v1beta1.PeriodicAllowance',
            basic: {
              spend_limit: [coin(denom, 10_000_000n * scale)],
              expiration: iso(chain.genesisTime + g.expiresIn),
            },
            period: '86400s',
            period_spend_limit: [coin(denom, 1_000_000n * scale)],
            period_can_spend: [coin(denom, 1_000_000n * scale)],
            period_reset: iso(chain.blockTime(at ?? chain.head) + 3_600_000),
          }
        : {
            '@type': '/cosmos.feegrant.v1beta1.BasicAllowance',
            spend_limit: g.unlimited
              ? []
              : [
                  coin(
                    denom,
                    basicSpendLimit(chain.opts.profile) - (chain.feeGrantUsed.getAt(all.indexOf(g), at) ?? 0n),
                  ),
                ],
            expiration: iso(chain.genesisTime + g.expiresIn),
          },
  })
  const between = (req: Parameters<CosmosHandler>[0], granter: string, grantee: string) => {
    const a = idx(granter)
    const b = idx(grantee)
    const url = queryParam(req, 'msg_type_url')
    const gs = all.filter((g) => g.granter === a && g.grantee === b && (!url || msgTypeOf(g) === url))
    return page(req, 'grants', listing(gs, key), grantJson)
  }
  return {
    'cosmos.authz.grants': (req) => {
      const granter = queryParam(req, 'granter')
      const grantee = queryParam(req, 'grantee')
      if (!granter || !grantee) throw invalid('empty address string is not allowed')
      return between(req, granter, grantee)
    },
    'cosmos.authz.granteeGrants': (req) => {
      const b = idx(pathParam(req, 'grantee'))
      return page(
        req,
        'grants',
        listing(
          all.filter((g) => g.grantee === b),
          key,
        ),
        withParties,
      )
    },
    'cosmos.authz.granterGrants': (req) => {
      const a = idx(pathParam(req, 'granter'))
      return page(
        req,
        'grants',
        listing(
          all.filter((g) => g.granter === a),
          key,
        ),
        withParties,
      )
    },
    'cosmos.authz.granterGranteeGrants': (req) => between(req, pathParam(req, 'granter'), pathParam(req, 'grantee')),
    'cosmos.feegrant.allowance': (req) => {
      const a = idx(pathParam(req, 'granter'))
      const b = idx(pathParam(req, 'grantee'))
      const g = all.find((x) => x.granter === a && x.grantee === b && hasFeeAllowance(x))
      if (!g) throw notFound('fee-grant not found')
      return { allowance: allowance(g, requestedHeight(req, chain)) }
    },
    'cosmos.feegrant.allowances': (req) => {
      const b = idx(pathParam(req, 'grantee'))
      const at = requestedHeight(req, chain)
      return page(
        req,
        'allowances',
        listing(
          all.filter((g) => g.grantee === b && hasFeeAllowance(g)),
          key,
        ),
        (g) => allowance(g, at),
      )
    },
    'cosmos.feegrant.issued': (req) => {
      const a = idx(pathParam(req, 'granter'))
      const at = requestedHeight(req, chain)
      return page(
        req,
        'allowances',
        listing(
          all.filter((g) => g.granter === a && hasFeeAllowance(g)),
          key,
        ),
        (g) => allowance(g, at),
      )
    },
  }
}
