import { path } from '../params'
import { section } from './build'

/*
 * Platform and Classic offer the transfer rows too. Upstream, ibc-go v10 (Hub, Staking) renamed these
 * queries and Classic has no total_escrow; the gateways serve the paths listed here, and the catalog follows them.
 */
const op = section({
  ids: 'cosmos.ibc.transfer',
  group: 'ibc-transfer',
  prefix: '/ibc/apps/transfer/v1',
  on: 'X P C',
  source: '000 §4.10',
})

/** Upstream routes are `{trace=**}`, `{hash=**}` and `{denom=**}`: the value spans segments. */
const greedy = (name: string, description: string) => path(name, 'string', { greedy: true, description })

/** IBC transfer app. */
export const ibcTransferOperations = [
  op('escrowAddress', '/channels/{channel_id}/ports/{port_id}/escrow_address', 'Escrow address of a channel'),
  op('denomHash', '/denom_hashes/{trace}', 'Hash of a denomination trace', {
    params: [
      {
        ...greedy('trace', 'denomination trace ([port_id]/[channel_id])+/[denom]'),
        pattern: {
          regex: /^[^/]+\/[^/]+(\/[^/]+\/[^/]+)*\/[^/]+$/,
          message: 'must be a trace: port/channel pairs, then the base denomination',
        },
      },
    ],
    cache: 'immutable',
  }),
  op('denomTraces', '/denom_traces', 'All denomination traces', { page: true }),
  op('denomTrace', '/denom_traces/{hash}', 'One denomination trace', {
    params: [
      {
        ...greedy('hash', 'hex hash or full ibc-prefixed denom'),
        pattern: { regex: /^(ibc\/)?[0-9A-Fa-f]{64}$/, message: 'must be 64 hex digits, optionally after ibc/' },
      },
    ],
    cache: 'immutable',
  }),
  op('totalEscrow', '/denoms/{denom}/total_escrow', 'Total amount in escrow for a denomination', {
    params: [{ ...greedy('denom', 'coin denomination (may hold slashes)'), type: 'denom' }],
  }),
  op('params', '/params', 'Transfer app parameters', { cache: 'params' }),
]
