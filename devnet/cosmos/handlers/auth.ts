import { bech32Decode, bech32Encode } from '../../primitives/bech32'
import type { Chain } from '../chain/chain'
import { TYPE } from '../chain/codec'
import { invalid, notFound } from '../grpc'
import { requestedHeight } from '../height'
import { indexed } from '../pagination'
import { accountIndex, pathParam, page, queryParam, type HandlerGroup } from './kit'

/** BaseAccount fields: the public key appears once the account has signed. */
export function baseAccount(chain: Chain, i: number, at?: number) {
  const seq = chain.sequences.getAt(i, at) ?? 0
  return {
    address: chain.book.address(i),
    pub_key: seq > 0 ? { '@type': TYPE.secp256k1, key: Buffer.from(chain.book.pubKey(i)).toString('base64') } : null,
    account_number: String(chain.book.accountNumber(i)),
    sequence: String(seq),
  }
}

function moduleAccountAny(chain: Chain, m: number) {
  const mod = chain.book.modules[m]!
  return {
    '@type': '/cosmos.auth.v1beta1.ModuleAccount',
    base_account: { address: mod.address, pub_key: null, account_number: String(m), sequence: '0' },
    name: mod.name,
    permissions: mod.permissions,
  }
}

/** The account with this account number, as an Any. */
function accountAny(chain: Chain, n: number) {
  const M = chain.book.modules.length
  return n < M
    ? moduleAccountAny(chain, n)
    : { '@type': '/cosmos.auth.v1beta1.BaseAccount', ...baseAccount(chain, n - M) }
}

function anyOfAddress(chain: Chain, address: string, at?: number) {
  const r = chain.book.resolve(address)
  if (r?.kind === 'module') return moduleAccountAny(chain, chain.book.modules.indexOf(r.module))
  return { '@type': '/cosmos.auth.v1beta1.BaseAccount', ...baseAccount(chain, accountIndex(chain, address), at) }
}

export const authHandlers: HandlerGroup = (chain) => {
  const total = () => chain.book.modules.length + chain.book.count
  return {
    'cosmos.auth.accountInfo': (req) => {
      const a = anyOfAddress(chain, pathParam(req, 'address'), requestedHeight(req, chain))
      if ('base_account' in a) return { info: a.base_account }
      const { address, pub_key, account_number, sequence } = a
      return { info: { address, pub_key, account_number, sequence } }
    },
    'cosmos.auth.accounts': (req) =>
      page(
        req,
        'accounts',
        indexed(total(), (n) => n),
        (n) => accountAny(chain, n),
      ),
    'cosmos.auth.account': (req) => ({
      account: anyOfAddress(chain, pathParam(req, 'address'), requestedHeight(req, chain)),
    }),
    'cosmos.auth.addressById': (req) => {
      const raw = queryParam(req, 'account_id') || pathParam(req, 'id')
      const n = BigInt(raw)
      if (n < 0n) throw invalid('invalid account number: must not be negative')
      if (n >= BigInt(total())) throw notFound(`account address not found with account number ${raw}`)
      const num = Number(n)
      const M = chain.book.modules.length
      return { account_address: num < M ? chain.book.modules[num]!.address : chain.book.address(num - M) }
    },
    'cosmos.auth.bech32Prefix': () => ({ bech32_prefix: chain.opts.profile.prefix }),
    'cosmos.auth.addressBytesToString': (req) => {
      const bytes = Buffer.from(pathParam(req, 'address_bytes').replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      if (bytes.length === 0 || bytes.length > 255) throw invalid('empty address bytes is not allowed')
      return { address_string: bech32Encode(chain.opts.profile.prefix, bytes) }
    },
    'cosmos.auth.addressStringToBytes': (req) => {
      const s = pathParam(req, 'address_string')
      const d = bech32Decode(s)
      if (!d) throw invalid(`decoding bech32 failed: ${s}`)
      if (d.prefix !== chain.opts.profile.prefix)
        throw invalid(`invalid Bech32 prefix; expected ${chain.opts.profile.prefix}, got ${d.prefix}`)
      return { address_bytes: Buffer.from(d.bytes).toString('base64') }
    },
    'cosmos.auth.moduleAccounts': () => ({ accounts: chain.book.modules.map((_, m) => moduleAccountAny(chain, m)) }),
    'cosmos.auth.moduleAccount': (req) => {
      const m = chain.book.modules.findIndex((x) => x.name === pathParam(req, 'name'))
      if (m < 0) throw notFound(`account ${pathParam(req, 'name')} not found`)
      return { account: moduleAccountAny(chain, m) }
    },
    'cosmos.auth.params': () => ({
      params: {
        max_memo_characters: '256',
        tx_sig_limit: '7',
        tx_size_cost_per_byte: '10',
        sig_verify_cost_ed25519: '590',
        sig_verify_cost_secp256k1: '1000',
      },
    }),
  }
}
