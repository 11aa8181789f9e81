import { bytesToHex } from '@noble/hashes/utils.js'
import { seedBytes, type Random } from '../primitives/random'
import type { AddressCodec } from './address'

/**
 * Devnet's fungible tokens (ESDT) as the metachain's ESDT system contract keeps them: name, ticker, decimals,
 * owner, minted and burnt amounts, properties, special roles; and who holds how much. The identifier is the ticker
 * and six hex characters, as the real issue function derives it.
 */
export interface Token {
  identifier: string
  name: string
  decimals: number
  owner: string
  minted: bigint
  burnt: bigint
  paused: boolean
  /** `CanMint`, `CanBurn`…: the property flags getTokenProperties reports, by name. */
  flags: Record<string, boolean>
  /** Address → role names (`ESDTRoleLocalMint`…), as getSpecialRoles reports them. */
  roles: Map<string, string[]>
  holdings: Map<string, bigint>
}

const SPECS = [
  { ticker: 'WSHD', name: 'WrappedShard', decimals: 18 },
  { ticker: 'USDS', name: 'ShardDollar', decimals: 6 },
  { ticker: 'MEXX', name: 'MexExchange', decimals: 18 },
] as const

/** The ESDT system contract's public key: what `erd1qqqqqqqqqqqqqqqpqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqzllls8a5w6u` holds. */
export const ESDT_CONTRACT_HEX = '000000000000000000010000000000000000000000000000000000000002ffff'
export const esdtContract = (codec: AddressCodec) => codec.encode(Buffer.from(ESDT_CONTRACT_HEX, 'hex'))

/** A well-formed ESDT identifier: ticker (3–10 upper-case letters or digits), a dash, six lower-case hex. */
export const TOKEN_ID = /^[A-Z0-9]{3,10}-[0-9a-f]{6}$/

export function makeTokens(seed: number, r: Random, holders: string[]): Token[] {
  return SPECS.map(({ ticker, name, decimals }, i) => {
    const identifier = `${ticker}-${bytesToHex(seedBytes(seed, 'sharded', 'token', ticker)).slice(0, 6)}`
    const holdings = new Map<string, bigint>()
    const scale = 10n ** BigInt(18 - decimals)
    // Drawn in 18-decimal units whatever the token's decimals, so the draws (and all that follows) stay put.
    for (const address of holders) if (r.next() < 0.6) holdings.set(address, r.bigint(1_000_000n * 10n ** 18n) / scale)
    const supply = [...holdings.values()].reduce((a, b) => a + b, 0n)
    const burnt = supply / 40n
    const owner = holders[i]!
    return {
      identifier,
      name,
      decimals,
      owner,
      minted: supply + burnt,
      burnt,
      paused: false,
      flags: {
        CanUpgrade: true,
        CanMint: true,
        CanBurn: true,
        CanChangeOwner: i !== 1,
        CanPause: true,
        CanFreeze: i === 1,
        CanWipe: i === 1,
        CanAddSpecialRoles: true,
        CanTransferNFTCreateRole: false,
        NFTCreateStopped: false,
      },
      roles: new Map([[owner, ['ESDTRoleLocalMint', 'ESDTRoleLocalBurn']]]),
      holdings,
    }
  })
}

const yes = (b: boolean) => (b ? 'true' : 'false')

/**
 * The ESDT system contract's views as `vm-values/query` runs them (mx-chain-go vm/systemSmartContracts/esdt.go):
 * each returned part as bytes; undefined for a function it does not have; a message for a token it does not know.
 */
export function esdtView(
  tokens: Token[],
  codec: AddressCodec,
  func: string,
  args: string[],
): { ok: true; parts: Uint8Array[] } | { ok: false; code: string; message: string } | undefined {
  if (func !== 'getTokenProperties' && func !== 'getSpecialRoles') return undefined
  if (args.length !== 1)
    return { ok: false, code: 'function wrong signature', message: 'number of arguments must be 1' }
  const id = Buffer.from(args[0]!, 'hex').toString('utf8')
  const t = tokens.find((x) => x.identifier === id)
  if (!t) return { ok: false, code: 'user error', message: 'no ticker with given name' }
  const text = (s: string) => Uint8Array.from(Buffer.from(s, 'utf8'))
  if (func === 'getSpecialRoles')
    return { ok: true, parts: [...t.roles].map(([a, roles]) => text(`${a}:${roles.join(',')}`)) }
  return {
    ok: true,
    parts: [
      text(t.name),
      text('FungibleESDT'),
      codec.decode(t.owner),
      text(t.minted.toString()),
      text(t.burnt.toString()),
      text(`NumDecimals-${t.decimals}`),
      text(`IsPaused-${yes(t.paused)}`),
      ...Object.entries(t.flags).map(([k, v]) => text(`${k}-${yes(v)}`)),
      text('NumWiped-0'),
    ],
  }
}

/** `ESDTTransfer@<hex identifier>@<hex amount>` call data, decoded; undefined when the data is something else. */
export function parseEsdtTransfer(data: string): { identifier: string; amount: bigint } | undefined {
  const [func, id, amount, ...rest] = data.split('@')
  if (func !== 'ESDTTransfer' || !id || !amount || rest.length || !/^([0-9a-f]{2})+$/i.test(id)) return undefined
  if (!/^[0-9a-f]+$/i.test(amount)) return undefined
  return { identifier: Buffer.from(id, 'hex').toString('utf8'), amount: BigInt(`0x${amount}`) }
}

export const esdtTransferData = (identifier: string, amount: bigint) => {
  let hex = amount.toString(16)
  if (hex.length % 2) hex = `0${hex}`
  return `ESDTTransfer@${Buffer.from(identifier, 'utf8').toString('hex')}@${hex}`
}
