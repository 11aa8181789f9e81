import { sha256 } from '../../primitives/hash'
import { dec } from '../chain/hash'
import { invalid, notFound } from '../grpc'
import { headOf } from '../height'
import { coin } from '../render'
import { queryParam, type CosmosHandler, type HandlerGroup } from './kit'
import { pathParam } from './kit'

const hex = (label: string, bytes = 20) =>
  `0x${Buffer.from(sha256(label))
    .toString('hex')
    .slice(0, bytes * 2)}`
/** Ethereum address of validator v's orchestrator. */
export const orchestratorEth = (chainId: string, v: number) => hex(`eth/${chainId}/${v}`)
const BRIDGE = '0xF955C57f9EA9Dc8781965FEaE0b6A2acE2BAD6f3'

/** The peggy bridge state, derived from the head: a batch every 50 blocks, a valset every 400. */
export const ethbridgeHandlers: HandlerGroup = (chain) => {
  const { book } = chain
  const p = chain.opts.profile
  const tokens = p.nativeDenoms.filter((d) => d.startsWith('peggy')).map((d) => d.slice('peggy'.length))
  const orchestrators = Array.from({ length: p.bonded }, (_, v) => ({
    validator: book.valoper(v),
    orchestrator: book.address(v),
    eth: orchestratorEth(p.id, v),
  }))
  const lastBatch = (head = chain.head) => Math.max(1, Math.floor(head / 50))
  const lastValset = (head = chain.head) => Math.max(1, Math.floor(head / 400))
  const tx = (id: number, token: string) => ({
    id: String(id),
    sender: book.address(p.validators + (id % (p.accounts - p.validators))),
    dest_address: hex(`dest/${id}`),
    erc20_token: { contract: token, amount: String(1_000_000 + id * 17) },
    erc20_fee: { contract: token, amount: String(1_000 + id) },
  })
  const batch = (nonce: number, token: string) => ({
    batch_nonce: String(nonce),
    batch_timeout: String(20_000_000 + nonce * 10),
    transactions: Array.from({ length: 3 }, (_, i) => tx(nonce * 3 + i, token)),
    token_contract: token,
    block: String(nonce * 50),
  })
  const valset = (nonce: number) => ({
    nonce: String(nonce),
    members: orchestrators
      .slice(0, 20)
      .map((o, v) => ({ power: String(Math.floor(4294967295 / (v + 2) / 3)), ethereum_address: o.eth })),
    height: String(nonce * 400),
    reward_amount: '0',
    reward_token: '0x0000000000000000000000000000000000000000',
  })
  const nonceQ = (req: Parameters<CosmosHandler>[0], max: number) => {
    const n = Number(BigInt(queryParam(req, 'nonce') || '0'))
    if (n < 1 || n > max) throw notFound(`nonce ${n} not found`)
    return n
  }
  const tokenQ = (req: Parameters<CosmosHandler>[0]) => {
    const c = queryParam(req, 'contract_address')
    const t = tokens.find((x) => x.toLowerCase() === c.toLowerCase())
    if (!t) throw invalid(`invalid token contract address ${c}`)
    return t
  }
  const confirm = (nonce: number, o: (typeof orchestrators)[number]) => ({
    nonce: String(nonce),
    orchestrator: o.orchestrator,
    eth_address: o.eth,
    signature: Buffer.from(sha256(`vs/${nonce}/${o.eth}`)).toString('hex'),
  })
  const params = () => ({
    peggy_id: 'injective-peggyid',
    contract_source_hash: '',
    bridge_ethereum_address: BRIDGE,
    bridge_chain_id: '1',
    signed_valsets_window: '25000',
    signed_batches_window: '25000',
    signed_claims_window: '25000',
    target_batch_timeout: '43200000',
    average_block_time: String(p.blockMs),
    average_ethereum_block_time: '15000',
    slash_fraction_valset: dec(1n, 3),
    slash_fraction_batch: dec(1n, 3),
    slash_fraction_claim: dec(1n, 3),
    slash_fraction_conflicting_claim: dec(1n, 3),
    unbond_slashing_valsets_window: '25000',
    slash_fraction_bad_eth_signature: dec(1n, 3),
    cosmos_coin_denom: p.denom,
    cosmos_coin_erc20_contract: hex('exch-erc20'),
    claim_slashing_enabled: false,
    bridge_contract_start_height: '12705133',
    valset_reward: coin(p.denom, 0n),
    admins: [book.address(0)],
    segregated_wallet_address: '',
  })
  const byOrch = (pred: (o: (typeof orchestrators)[number]) => boolean, what: string) => {
    const o = orchestrators.find(pred)
    if (!o) throw notFound(`no delegate keys for ${what}`)
    return o
  }
  return {
    'cosmos.ethbridge.batch': (req) => ({ batch: batch(nonceQ(req, lastBatch()), tokenQ(req)) }),
    'cosmos.ethbridge.batchConfirms': (req) => {
      const n = nonceQ(req, lastBatch())
      const t = tokenQ(req)
      return {
        confirms: orchestrators.slice(0, 12).map((o) => ({
          nonce: String(n),
          token_contract: t,
          eth_signer: o.eth,
          orchestrator: o.orchestrator,
          signature: Buffer.from(sha256(`b/${n}/${o.eth}`)).toString('hex'),
        })),
      }
    },
    'cosmos.ethbridge.lastPendingBatch': () => ({ batch: batch(lastBatch(), tokens[0]!) }),
    'cosmos.ethbridge.outgoingBatches': () => ({ batches: tokens.map((t, i) => batch(lastBatch() - i, t)) }),
    'cosmos.ethbridge.batchFees': () => ({
      batchFees: tokens.map((t, i) => ({ token: t, total_fees: String(BigInt(chain.head) * 1000n + BigInt(i)) })),
    }),
    'cosmos.ethbridge.confirmsByNonce': (req) => {
      const n = Number(BigInt(pathParam(req, 'nonce')))
      if (n < 1 || n > lastValset()) throw notFound(`valset ${n} not found`)
      return { confirms: orchestrators.slice(0, 15).map((o) => confirm(n, o)) }
    },
    'cosmos.ethbridge.denomToErc20': (req) => {
      const d = queryParam(req, 'denom')
      if (d === p.denom) return { erc20: params().cosmos_coin_erc20_contract, cosmos_originated: true }
      if (d.startsWith('peggy0x')) return { erc20: d.slice(5), cosmos_originated: false }
      throw notFound(`denom ${d} not an ERC20`)
    },
    'cosmos.ethbridge.erc20ToDenom': (req) => {
      const e = queryParam(req, 'erc20')
      if (e.toLowerCase() === params().cosmos_coin_erc20_contract.toLowerCase())
        return { denom: p.denom, cosmos_originated: true }
      return { denom: `peggy${e}`, cosmos_originated: false }
    },
    'cosmos.ethbridge.missingNonces': () => ({
      operator_addresses: orchestrators.slice(p.bonded - 2).map((o) => o.validator),
    }),
    'cosmos.ethbridge.moduleState': () => ({
      state: {
        params: params(),
        last_observed_nonce: String(lastBatch() + lastValset()),
        valsets: [valset(lastValset())],
        valset_confirms: orchestrators.slice(0, 5).map((o) => confirm(lastValset(), o)),
        batches: tokens.map((t) => batch(lastBatch(), t)),
        batch_confirms: [],
        attestations: [],
        orchestrator_addresses: orchestrators
          .slice(0, 10)
          .map((o) => ({ sender: o.validator, orchestrator: o.orchestrator, eth_address: o.eth })),
        erc20_to_denoms: tokens.map((t) => ({ erc20: t, denom: `peggy${t}` })),
        unbatched_transfers: [tx(lastBatch() * 3 + 3, tokens[0]!)],
        last_observed_ethereum_height: String(19_000_000 + chain.head),
        last_outgoing_batch_id: String(lastBatch()),
        last_outgoing_pool_id: String(lastBatch() * 3 + 3),
        last_observed_valset: valset(lastValset()),
        ethereum_blacklist: [],
      },
    }),
    'cosmos.ethbridge.lastEventByAddress': (req) => {
      const a = pathParam(req, 'address')
      const head = headOf(req, chain)
      const v = orchestrators.findIndex((o) => o.orchestrator === a || o.validator === a)
      if (v < 0) return { last_claim_event: { ethereum_event_nonce: '0', ethereum_event_height: '0' } }
      return {
        last_claim_event: {
          ethereum_event_nonce: String(lastBatch(head) + lastValset(head) - (v % 3)),
          ethereum_event_height: String(19_000_000 + head - v),
        },
      }
    },
    'cosmos.ethbridge.params': () => ({ params: params() }),
    'cosmos.ethbridge.pendingSendToEth': (req) => {
      const s = queryParam(req, 'sender_address')
      const mine = (t: ReturnType<typeof tx>) => !s || t.sender === s
      const last = lastBatch(headOf(req, chain))
      return {
        transfers_in_batches: batch(last, tokens[0]!).transactions.filter(mine),
        unbatched_transfers: [tx(last * 3 + 3, tokens[0]!)].filter(mine),
      }
    },
    'cosmos.ethbridge.delegateKeysByEth': (req) => {
      const o = byOrch(
        (x) => x.eth.toLowerCase() === queryParam(req, 'eth_address').toLowerCase(),
        queryParam(req, 'eth_address'),
      )
      return { validator_address: o.validator, orchestrator_address: o.orchestrator }
    },
    'cosmos.ethbridge.delegateKeysByOrchestrator': (req) => {
      const o = byOrch(
        (x) => x.orchestrator === queryParam(req, 'orchestrator_address'),
        queryParam(req, 'orchestrator_address'),
      )
      return { validator_address: o.validator, eth_address: o.eth }
    },
    'cosmos.ethbridge.delegateKeysByValidator': (req) => {
      const o = byOrch(
        (x) => x.validator === queryParam(req, 'validator_address'),
        queryParam(req, 'validator_address'),
      )
      return { eth_address: o.eth, orchestrator_address: o.orchestrator }
    },
    'cosmos.ethbridge.valset': (req) => ({ valset: valset(nonceQ(req, lastValset())) }),
    'cosmos.ethbridge.valsetConfirm': (req) => {
      const n = nonceQ(req, lastValset())
      const o = byOrch(
        (x) => x.orchestrator === queryParam(req, 'address') || x.validator === queryParam(req, 'address'),
        queryParam(req, 'address'),
      )
      return { confirm: confirm(n, o) }
    },
    'cosmos.ethbridge.currentValset': () => ({ valset: valset(lastValset()) }),
    'cosmos.ethbridge.lastPendingValset': () => ({ valsets: [valset(lastValset())] }),
    'cosmos.ethbridge.valsetRequests': () => ({
      valsets: Array.from({ length: Math.min(5, lastValset()) }, (_, i) => valset(lastValset() - i)),
    }),
  }
}
