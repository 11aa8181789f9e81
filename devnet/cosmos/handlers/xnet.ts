import { sha256 } from '../../primitives/hash'
import { b64, dec } from '../chain/hash'
import { invalid, notFound } from '../grpc'
import { indexed } from '../pagination'
import { coin, iso } from '../render'
import { pathParam, page, queryParam, type CosmosHandler, type HandlerGroup } from './kit'

/** The external chains the Hub bridges to: which have a key, which are rotating, which are deactivated. */
const CHAINS = [
  {
    name: 'Ethereum',
    module: 'evm',
    keyId: 'ethereum-genesis',
    nextKeyId: 'ethereum-rotation-2',
    activated: true,
    assets: ['uhub', 'weth-wei', 'uusdc'],
  },
  {
    name: 'Avalanche',
    module: 'evm',
    keyId: 'avalanche-genesis',
    nextKeyId: undefined,
    activated: true,
    assets: ['uhub', 'wavax-wei', 'uusdc'],
  },
  {
    name: 'Polygon',
    module: 'evm',
    keyId: 'polygon-genesis',
    nextKeyId: undefined,
    activated: true,
    assets: ['uhub', 'wmatic-wei'],
  },
  { name: 'Fantom', module: 'evm', keyId: undefined, nextKeyId: undefined, activated: false, assets: ['uhub'] },
  {
    name: 'hub',
    module: 'axelarnet',
    keyId: undefined,
    nextKeyId: undefined,
    activated: true,
    assets: ['uhub', 'uusdc', 'weth-wei', 'wavax-wei', 'wmatic-wei'],
  },
] as const
type HubChain = (typeof CHAINS)[number]

const ratio = (n: number, d: number) => ({ numerator: String(n), denominator: String(d) })

export const xnetHandlers: HandlerGroup = (chain) => {
  const { book } = chain
  const chainOf = (name: string): HubChain => {
    const c = CHAINS.find((x) => x.name.toLowerCase() === name.toLowerCase())
    if (!c) throw notFound(`${name} is not a registered chain`)
    return c
  }
  const chainJson = (c: HubChain) => ({
    name: c.name,
    native_asset_deprecated: '',
    supports_foreign_assets: true,
    key_type: c.module === 'evm' ? 'KEY_TYPE_MULTISIG' : 'KEY_TYPE_NONE',
    module: c.module,
  })
  const keyIds = CHAINS.flatMap((c) => [c.keyId, c.nextKeyId]).filter((k): k is NonNullable<typeof k> => !!k)
  const participants = (keyId: string) =>
    Array.from({ length: 8 }, (_, v) => ({
      address: book.valoper(v),
      weight: b64(Buffer.from(String(100 - v))),
      pub_key: Buffer.from(sha256(`${keyId}/${v}`)).toString('hex'),
    }))
  const keyOf = (req: Parameters<CosmosHandler>[0]) => {
    const id = queryParam(req, 'key_id')
    if (!keyIds.includes(id as (typeof keyIds)[number])) throw notFound(`key ${id} not found`)
    return id
  }
  const maintainers = (c: HubChain) => Array.from({ length: c.activated ? 6 : 0 }, (_, v) => b64(book.accountBytes(v)))
  const feeInfo = (c: HubChain, asset: string) => {
    if (!(c.assets as readonly string[]).includes(asset)) throw notFound(`fee info for ${asset} on ${c.name} not found`)
    return { fee_info: { chain: c.name, asset, fee_rate: dec(1n, 3), min_fee: '1000000', max_fee: '100000000' } }
  }
  const transferFee = (src: string, dst: string, amount: string) => {
    chainOf(src)
    chainOf(dst)
    const m = /^(\d+)([a-z][a-z0-9/-]*)$/.exec(amount)
    if (!m) throw invalid(`invalid amount ${amount}: expected <amount><denom>`)
    const value = BigInt(m[1]!)
    // amount 0 answers the minimum fee; otherwise 0.1% clamped to [min, max].
    const fee =
      value === 0n
        ? 1_000_000n
        : [1_000_000n, value / 1000n, 100_000_000n].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[1]!
    return { fee: coin(m[2]!, fee) }
  }
  return {
    'cosmos.xnet.multisig.key': (req) => {
      const id = keyOf(req)
      const started = 100 + keyIds.indexOf(id as (typeof keyIds)[number]) * 1000
      return {
        key_id: id,
        state: id.includes('rotation') ? 'KEY_STATE_ASSIGNED' : 'KEY_STATE_ACTIVE',
        started_at: String(started),
        started_at_timestamp: iso(chain.blockTime(started)),
        threshold_weight: b64(Buffer.from('534')),
        bonded_weight: b64(Buffer.from('800')),
        participants: participants(id),
      }
    },
    'cosmos.xnet.multisig.keyId': (req) => {
      const c = chainOf(pathParam(req, 'chain'))
      if (!c.keyId) throw notFound(`no key assigned for chain ${c.name}`)
      return { key_id: c.keyId }
    },
    'cosmos.xnet.multisig.keygenSession': (req) => {
      const id = keyOf(req)
      const started = 100 + keyIds.indexOf(id as (typeof keyIds)[number]) * 1000
      return {
        started_at: String(started),
        started_at_timestamp: iso(chain.blockTime(started)),
        expires_at: String(started + 10),
        completed_at: String(started + 4),
        grace_period: '1',
        state: 'MULTISIG_STATE_COMPLETED',
        keygen_threshold_weight: b64(Buffer.from('720')),
        signing_threshold_weight: b64(Buffer.from('534')),
        bonded_weight: b64(Buffer.from('800')),
        participants: participants(id),
      }
    },
    'cosmos.xnet.multisig.nextKeyId': (req) => {
      const c = chainOf(pathParam(req, 'chain'))
      if (!c.nextKeyId) throw notFound(`no next key assigned for chain ${c.name}`)
      return { key_id: c.nextKeyId }
    },
    'cosmos.xnet.multisig.params': () => ({
      params: {
        keygen_threshold: ratio(9, 10),
        signing_threshold: ratio(2, 3),
        keygen_timeout: '20',
        keygen_grace_period: '10',
        signing_timeout: '20',
        signing_grace_period: '1',
        active_epoch_count: '5',
      },
    }),
    'cosmos.xnet.nexus.assets': (req) => ({ assets: [...chainOf(pathParam(req, 'chain')).assets] }),
    'cosmos.xnet.nexus.chainMaintainers': (req) => ({ maintainers: maintainers(chainOf(pathParam(req, 'chain'))) }),
    'cosmos.xnet.nexus.chainState': (req) => {
      const c = chainOf(pathParam(req, 'chain'))
      const bitmap = { true_count_cache: { cumulative_value: ['0'], index: 0, max_size: 500 } }
      return {
        state: {
          chain: chainJson(c),
          activated: c.activated,
          assets: c.assets.map((denom) => ({
            denom,
            min_amount_deprecated: '',
            is_native_asset: denom === 'uhub' ? c.name === 'hub' : denom.startsWith('w') && c.name !== 'hub',
          })),
          maintainer_states: maintainers(c).map((address) => ({
            address,
            missing_votes: bitmap,
            incorrect_votes: bitmap,
            chain: c.name,
          })),
        },
      }
    },
    'cosmos.xnet.nexus.chains': (req) => {
      const s = queryParam(req, 'status')
      return {
        chains: CHAINS.filter(
          (c) => !s || s === 'CHAIN_STATUS_UNSPECIFIED' || (s === 'CHAIN_STATUS_ACTIVATED') === c.activated,
        ).map((c) => c.name),
      }
    },
    'cosmos.xnet.nexus.chainsByAsset': (req) => ({
      chains: CHAINS.filter((c) => (c.assets as readonly string[]).includes(pathParam(req, 'asset'))).map(
        (c) => c.name,
      ),
    }),
    'cosmos.xnet.nexus.fee': (req) => feeInfo(chainOf(queryParam(req, 'chain')), queryParam(req, 'asset')),
    'cosmos.xnet.nexus.feeInfo': (req) => feeInfo(chainOf(pathParam(req, 'chain')), pathParam(req, 'asset')),
    'cosmos.xnet.nexus.message': (req) => {
      const id = queryParam(req, 'id')
      const m = /^0x([0-9a-f]{64})-(\d+)$/.exec(id)
      if (!m) throw notFound(`general message ${id} not found`)
      const src = chainJson(CHAINS[Number(BigInt(m[2]!) % 3n)]!)
      return {
        message: {
          id,
          sender: { chain: src, address: `0x${m[1]!.slice(0, 40)}` },
          recipient: { chain: chainJson(CHAINS[4]), address: book.address(Number(BigInt(m[2]!) % BigInt(book.count))) },
          payload_hash: b64(sha256(id)),
          status: 'STATUS_EXECUTED',
          asset: null,
          source_tx_id: b64(Buffer.from(m[1]!, 'hex')),
          source_tx_index: m[2]!,
        },
      }
    },
    'cosmos.xnet.nexus.params': () => ({
      params: {
        chain_activation_threshold: ratio(55, 100),
        chain_maintainer_missing_vote_threshold: ratio(20, 100),
        chain_maintainer_incorrect_vote_threshold: ratio(15, 100),
        chain_maintainer_check_window: 500,
        gateway: b64(book.moduleAccount('gov')!.bytes),
        end_blocker_limit: '50',
      },
    }),
    'cosmos.xnet.nexus.transferFeeByQuery': (req) =>
      transferFee(queryParam(req, 'source_chain'), queryParam(req, 'destination_chain'), queryParam(req, 'amount')),
    'cosmos.xnet.nexus.transferFee': (req) =>
      transferFee(pathParam(req, 'source_chain'), pathParam(req, 'destination_chain'), pathParam(req, 'amount')),
    'cosmos.xnet.nexus.transfersForChain': (req) => {
      const c = chainOf(pathParam(req, 'chain'))
      const state = pathParam(req, 'state')
      // Transfers are numbered per chain; one in 10 is still pending, one in 50 below the minimum.
      const stateOf = (id: number) =>
        id % 50 === 0
          ? 'TRANSFER_STATE_INSUFFICIENT_AMOUNT'
          : id % 10 === 0
            ? 'TRANSFER_STATE_PENDING'
            : 'TRANSFER_STATE_ARCHIVED'
      const all = Math.floor(chain.head / 20)
      const ids = Array.from({ length: all }, (_, i) => i + 1).filter(
        (id) => state === 'TRANSFER_STATE_UNSPECIFIED' || stateOf(id) === state,
      )
      return page(
        req,
        'transfers',
        indexed(ids.length, (i) => ids[i]!),
        (id) => ({
          recipient: {
            chain: chainJson(c),
            address:
              c.module === 'evm'
                ? `0x${Buffer.from(sha256(`r/${id}`))
                    .toString('hex')
                    .slice(0, 40)}`
                : book.address(id % book.count),
          },
          asset: coin(c.assets[id % c.assets.length]!, BigInt(1_000_000 + id * 7919)),
          id: String(id),
          state: stateOf(id),
        }),
      )
    },
    'cosmos.xnet.reward.inflationRateByQuery': (req) => ({
      inflation_rate: queryParam(req, 'validator') ? dec(7n, 3) : dec(10n, 2),
    }),
    'cosmos.xnet.reward.inflationRate': (req) => {
      if (chain.book.validatorOf(pathParam(req, 'validator')) < 0)
        throw notFound(`validator ${pathParam(req, 'validator')} not found`)
      return { inflation_rate: dec(7n, 3) }
    },
    'cosmos.xnet.reward.params': () => ({
      params: { external_chain_voting_inflation_rate: dec(2n, 3), key_mgmt_relative_inflation_rate: dec(1n, 0) },
    }),
    'cosmos.xnet.snapshot.params': () => ({ params: { min_proxy_balance: '5000000' } }),
    'cosmos.xnet.vote.params': () => ({
      params: { default_voting_threshold: ratio(51, 100), end_blocker_limit: '500' },
    }),
    'cosmos.xnet.feepolicy.params': () => ({
      params: { min_gas_price: dec(7n, 3), fee_denom: chain.opts.profile.denom, burn_fraction: dec(1n, 1) },
    }),
    'cosmos.xnet.permission.governanceKey': () => ({
      governance_key: {
        threshold: 3,
        public_keys: Array.from({ length: 5 }, (_, i) => ({
          '@type': '/cosmos.crypto.secp256k1.PubKey',
          key: b64(chain.book.pubKey(i)),
        })),
      },
    }),
    'cosmos.xnet.permission.params': () => ({ params: {} }),
  }
}
