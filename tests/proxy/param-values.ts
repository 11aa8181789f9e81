import { encodeAddress } from 'algosdk'
import fc from 'fast-check'
import { scalarSchema } from '@/lib/catalog/schema'
import type { GatewayId, ParamSpec } from '@/lib/catalog/types'
import { encodeBech32 } from '@/lib/format/address'
import { getNetwork, networkOfGateway } from '@/lib/networks'

/**
 * Values of catalog params for requests a test builds: one the proxy lets through (`acceptedValue`, from the
 * param's type, its gateway's address prefix and its network's shards), and arbitraries of client-chosen values,
 * valid-looking and hostile, for fuzzing.
 */

function prefixes(gateway: GatewayId): { account: string; valoper: string; bytes: number } {
  const network = networkOfGateway(gateway)
  const a = network ? getNetwork(network).address : undefined
  if (a?.kind === 'bech32') return { account: a.prefix, valoper: a.validatorPrefix, bytes: 20 }
  if (a?.kind === 'bech32-sharded') return { account: a.prefix, valoper: `${a.prefix}valoper`, bytes: 32 }
  return { account: 'cosmos', valoper: 'cosmosvaloper', bytes: 20 }
}

const PATTERN_SAMPLES = ['1000uusd', 'transfer/channel-0/uatom', 'A'.repeat(64), 'x1']

/** A value the proxy forwards for this param on this gateway (the first of its enum, a well-formed one else). */
export function acceptedValue(spec: ParamSpec, gateway: GatewayId): string {
  if (spec.enum) return spec.enum[0]!
  if (spec.networkBound === 'shard') return '0'
  if (spec.pattern) return PATTERN_SAMPLES.find((v) => scalarSchema(spec).safeParse(v).success) ?? 'x1'
  const p = prefixes(gateway)
  switch (spec.type) {
    case 'bech32':
      return encodeBech32(p.account, new Uint8Array(p.bytes).fill(7))
    case 'valoper':
      return encodeBech32(p.valoper, new Uint8Array(20).fill(7))
    case 'uint64':
    case 'integer':
    case 'int64':
      return '1'
    case 'boolean':
      return 'true'
    case 'hex':
      return '0x0a'
    case 'hex20':
      return `0x${'11'.repeat(20)}`
    case 'hex32':
      return `0x${'ab'.repeat(32)}`
    case 'hash':
      return 'ab'.repeat(32)
    case 'vm-revision':
      return 'best'
    case 'bytes':
      return 'AA=='
    case 'denom':
      return getNetwork(networkOfGateway(gateway) ?? 'hub').denom.base
    case 'date-time':
      return '2026-01-01T00:00:00Z'
    case 'ledger-address':
      return encodeAddress(new Uint8Array(32).fill(7))
    case 'ledger-txid':
      return 'A'.repeat(52)
    case 'token':
      return 'AA'
    default:
      return 'x1'
  }
}

/** Segment and query values no gateway should see: traversal, encoded separators, control bytes, overflow. */
export const HOSTILE_VALUES = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%5C',
  '%00',
  '%0a',
  '%252F',
  '%',
  '%zz',
  '~',
  '*',
  ' ',
  '%20',
  '@evil.com',
  '//evil.com',
  '\\evil.com',
  'a%2Fb',
  '%C2%85',
  '-1',
  '-0',
  '+1',
  '1e3',
  '0x10',
  '00',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '"',
  "'",
  '<script>',
  '4294967296',
  '9223372036854775808',
  '18446744073709551615',
  '18446744073709551616',
  '99999999999999999999999',
  'x'.repeat(600),
  '\u{1F600}',
  'é',
]

const hexBytes = (min: number, max: number) =>
  fc.uint8Array({ minLength: min, maxLength: max }).map((b) => Buffer.from(b).toString('hex'))
const BIG = fc.constantFrom(
  '0',
  '1',
  '2',
  '3',
  '10',
  '255',
  '256',
  '65535',
  '4294967294',
  '4294967295',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551615',
)
const unsigned = fc.oneof(
  BIG,
  fc.nat({ max: 2000 }).map(String),
  fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map(String),
)

/** Well-formed values of the param's type: what a client that read the documentation could send. */
function wellFormed(spec: ParamSpec, gateway: GatewayId): fc.Arbitrary<string> {
  if (spec.enum) return fc.constantFrom(...spec.enum)
  const p = prefixes(gateway)
  switch (spec.type) {
    case 'uint64':
    case 'integer':
      return unsigned
    case 'int64':
      return fc.oneof(unsigned, fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String))
    case 'boolean':
      return fc.constantFrom('true', 'false')
    case 'bech32':
      return fc
        .uint8Array({ minLength: p.bytes, maxLength: p.bytes })
        .map((b) => encodeBech32(p.account, b))
        .chain((own) => fc.constantFrom(own, encodeBech32(p.account, new Uint8Array(p.bytes))))
    case 'valoper':
      return fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => encodeBech32(p.valoper, b))
    case 'hex':
      return fc.oneof(
        hexBytes(1, 40),
        hexBytes(1, 40).map((h) => `0x${h}`),
      )
    case 'hex20':
      return hexBytes(20, 20).map((h) => `0x${h}`)
    case 'hex32':
      return hexBytes(32, 32).map((h) => `0x${h}`)
    case 'hash':
      return fc.oneof(
        hexBytes(32, 32),
        hexBytes(32, 32).map((h) => h.toUpperCase()),
      )
    case 'vm-revision':
      return fc.oneof(
        fc.constantFrom('best', 'finalized'),
        fc.nat({ max: 0xffffffff }).map(String),
        hexBytes(32, 32).map((h) => `0x${h}`),
      )
    case 'bytes':
    case 'token':
      return fc.uint8Array({ minLength: 0, maxLength: 48 }).map((b) => Buffer.from(b).toString('base64'))
    case 'denom': {
      const network = networkOfGateway(gateway)
      const own = network ? getNetwork(network).denoms.map((d) => d.base) : []
      return fc.oneof(
        fc.constantFrom(...own, 'uatom', 'ibc/' + 'A'.repeat(64), 'factory/x/y', 'peggy0x' + '1'.repeat(40)),
        fc.stringMatching(/^[a-z][a-z0-9/:._-]{2,20}$/),
      )
    }
    case 'date-time':
      return fc
        .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
        .map((d) => d.toISOString())
    case 'ledger-address':
      return fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => encodeAddress(b))
    case 'ledger-txid':
      return fc.stringMatching(/^[A-Z2-7]{52}$/)
    default:
      return fc.oneof(
        fc.constantFrom('0', '1', 'ethereum', 'axelar', 'channel-0', 'transfer', 'uatom', 'b64:AA==', 'str:a', 'int:1'),
        fc.stringMatching(/^[A-Za-z0-9._:-]{1,24}$/),
        fc.string({ minLength: 1, maxLength: 16 }),
      )
  }
}

/**
 * Client-chosen values of a param: values seen in the gateway's own answers (`seen`, so lookups meet records that
 * exist), well-formed ones of its type, and hostile ones. Query values are raw (URLSearchParams encodes them).
 */
export function valueArb(spec: ParamSpec, gateway: GatewayId, seen: readonly string[]): fc.Arbitrary<string> {
  const arbs: fc.WeightedArbitrary<string>[] = [
    { weight: 4, arbitrary: wellFormed(spec, gateway) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  ]
  if (seen.length) arbs.push({ weight: 4, arbitrary: fc.constantFrom(...seen) })
  if (spec.array)
    arbs.push({
      weight: 1,
      arbitrary: fc.array(wellFormed(spec, gateway), { minLength: 2, maxLength: 3 }).map((v) => v.join(',')),
    })
  return fc.oneof(...arbs)
}
