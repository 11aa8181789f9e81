import fc from 'fast-check'
import { CATALOG } from '@/lib/catalog'
import { templateSegments } from '@/lib/catalog/paths'
import type { GatewayId, Operation, ParamSpec } from '@/lib/catalog/types'
import { encodeBech32, encodeLedgerAddress } from '@/lib/format/address'
import { getNetwork } from '@/lib/networks'

/**
 * Adversarial proxy requests over the real catalog, as an attacker probing the gateways would send them: every
 * operation's template filled with values of every shape (valid ones of each ledger, other ledgers' addresses,
 * broken checksums, out-of-range numbers, hostile segments) and POST bodies from valid to pathological (deep
 * nesting, huge arrays). Shared by the fuzz test (lib/gateway/security.fuzz.test.ts) and bench/security.
 */

const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 37 + seed * 11 + 1) & 0xff)
const hex = (n: number, seed = 1) => Buffer.from(bytes(n, seed)).toString('hex')

const cosmosNets = (['hub', 'staking', 'exchange', 'platform', 'classic'] as const).map((id) => getNetwork(id))

/** A valid value of each shape the gateways take (well-formed; the record may or may not exist). */
export const GOOD_VALUES: readonly string[] = [
  '0',
  '5',
  '42',
  ...cosmosNets.flatMap((n) => [
    n.address.kind === 'bech32' ? encodeBech32(n.address.prefix, bytes(20, 1)) : '',
    n.address.kind === 'bech32' ? encodeBech32(n.address.validatorPrefix, bytes(20, 2)) : '',
    n.denom.base,
  ]),
  encodeBech32('shd', bytes(32, 3)),
  `0x${hex(20)}`,
  `0x${hex(32)}`,
  hex(32).toUpperCase(),
  hex(32),
  encodeLedgerAddress(bytes(32, 4)),
  'A'.repeat(52),
  'best',
  'finalized',
  'transfer',
  'channel-0',
  'connection-0',
  '07-tendermint-0',
  `ibc/${hex(32).toUpperCase()}`,
  'transfer/channel-0/uatom',
  'CgQ=',
  'true',
  '2026-01-01T00:00:00Z',
  'bank',
]

/** Values no gateway accepts where they are typed (or that belong to another ledger). */
export const BAD_VALUES: readonly string[] = [
  '-1',
  '18446744073709551616',
  '0xdeadbeef',
  '0x',
  `0x${hex(20)}00`,
  `0x${hex(32).slice(2)}`,
  'deadbeef',
  encodeBech32('cosmos', bytes(20, 5)),
  encodeBech32('erd', bytes(32, 6)),
  encodeBech32('hub', bytes(20, 7)).slice(0, -1) + 'q',
  encodeBech32('shd', bytes(32, 8)).slice(0, -1) + 'q',
  encodeBech32('hub', bytes(5, 9)),
  'HUB1QQQSYQCYQ5RQWZQFPG9SCRGWPUGPZYSN2D8WXW',
  encodeLedgerAddress(bytes(32, 10)).slice(0, -1) + 'A',
  'A'.repeat(51),
  'latest',
  'justified1',
  '1e3',
  ' 5',
  'ibc/xyz',
  '1abc',
  'a',
  'x'.repeat(600),
  '2026-13-01T00:00:00Z',
  'TRUE',
]

const HOSTILE = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%5C',
  '%00',
  '%0a',
  '%25',
  '%',
  '%zz',
  '..;',
  '//evil.com',
  '\\evil.com',
  '@evil.com',
  '%E2%80%AE',
  '*',
  '%20',
]

/** A segment value: mostly typed values, some hostile or random. */
export const valueArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...GOOD_VALUES) },
  { weight: 4, arbitrary: fc.constantFrom(...BAD_VALUES) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
)

const deep = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth)

/** Bodies no operation takes: nested too deep or holding too many values for any gateway request. */
export const NEVER_VALID_BODIES: readonly string[] = [
  deep(20_000, '[', ']'),
  deep(5_000, '{"a":', '}'),
  deep(100, '[', ']'),
  `{"tx":${deep(200, '{"a":', '}')}}`,
  `[${Array(30_000).fill('0').join(',')}]`,
  `{"tx_bytes":"CgQ=","x":[${Array(20_000).fill('1').join(',')}]}`,
  `{"clauses":[${Array(12_000).fill('{}').join(',')}]}`,
]

/** Bodies from plausible to pathological: these must be refused unless the operation's schema takes them. */
export const BAD_BODIES: readonly string[] = [
  ...NEVER_VALID_BODIES,
  '{}',
  '[]',
  'null',
  '1',
  '"x"',
  '{"tx_bytes":""}',
  '{"tx_bytes":"not base64!"}',
  '{"tx":{}}',
  '{"tx":"x"}',
  '{"__proto__":{"polluted":true}}',
  '{"a":1,"a":2}',
  '{"clauses":[]}',
  '{"clauses":[{"to":"0xdeadbeef","value":"0x0","data":"0x"}]}',
  '{"txn-groups":[]}',
  '{"nonce":-1}',
  '{"receiver":"cosmos1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn2d8wxw"}',
]

/** A minimal TxRaw (a body with one typed message, empty auth info), hand-encoded: all lengths are < 128. */
const ld = (no: number, b: number[]) => [(no << 3) | 2, b.length, ...b]
export const TX_BYTES = Buffer.from([
  ...ld(1, ld(1, ld(1, [...Buffer.from('/cosmos.bank.v1beta1.MsgSend')]))),
  ...ld(2, []),
]).toString('base64')

export const GOOD_BODIES: readonly string[] = [
  `{"tx_bytes":"${TX_BYTES}"}`,
  '{"clauses":[{"to":null,"value":"0x0","data":"0x"}]}',
  '{"options":{"offset":0,"limit":10}}',
]

export interface FuzzRequest {
  /** The operation aimed at (its id: counterexamples print short). */
  opId: string
  gateway: GatewayId
  path: string
  query: string
  method: string
  contentType: string
  body?: string
  /** Every param value sent, with its param: what an oracle checks when the request reaches the gateway. */
  filled: { spec: ParamSpec; value: string }[]
}

const opsFor = (ops: readonly Operation[]) =>
  ops.filter((o) => o.gateways.some((g) => g !== 'kmd') && !o.flags.websocket && !o.flags.removed)

/** One request aimed at an operation of the catalog: template filled, some of its query params set. */
export const requestArb = (ops: readonly Operation[] = CATALOG) =>
  fc
    .tuple(
      fc.constantFrom(...opsFor(ops)),
      fc.nat(),
      fc.array(valueArb, { minLength: 12, maxLength: 12 }),
      fc.subarray([0, 1, 2, 3, 4, 5]),
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...BAD_BODIES) },
        { weight: 1, arbitrary: fc.constantFrom(...GOOD_BODIES) },
        { weight: 1, arbitrary: fc.json({ maxDepth: 4 }) },
      ),
      fc.constantFrom('application/json', 'application/json', 'application/x-binary', 'text/plain'),
    )
    .map(([op, pick, values, queryPicks, body, contentType]): FuzzRequest => {
      const gateways = op.gateways.filter((g) => g !== 'kmd')
      const gateway = gateways[pick % gateways.length]!
      let at = 0
      const next = () => values[at++ % values.length]!
      const filled: FuzzRequest['filled'] = []
      const segs = templateSegments(op.path).map((s) => {
        if (!s.startsWith('{')) return s
        const spec = op.params.find((p) => p.in === 'path' && `{${p.name}}` === s)!
        const value = next()
        filled.push({ spec, value })
        // A greedy param keeps its slashes (it spans segments); any other value is one segment.
        return spec.greedy ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value)
      })
      const queryParams = op.params.filter((p) => p.in === 'query' && !p.notOn?.includes(gateway))
      const qs = new URLSearchParams()
      for (const i of queryPicks) {
        const spec = queryParams[i]
        if (!spec) continue
        const value = spec.enum && pick % 3 === 0 ? spec.enum[pick % spec.enum.length]! : next()
        filled.push({ spec, value })
        qs.append(spec.name, value)
      }
      return {
        opId: op.id,
        gateway,
        path: `/${gateway}/${segs.join('/')}`,
        query: qs.toString(),
        method: op.method,
        contentType,
        body: op.method === 'POST' ? body : undefined,
        filled,
      }
    })
