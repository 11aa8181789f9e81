/**
 * What each network kind calls things and which of the explorer's kind-specific tools it has. Pages and
 * components branch on these traits (or on a capability the catalog gives), never on a network id.
 */
import { getNetwork } from './registry'
import type { NetworkId, NetworkKind } from './types'

/** Things records mention that have pages of their own (`/<network>/assets/<id>`, …; lib/explorer/entity-href). */
export type EntityKind = 'asset' | 'application' | 'group' | 'denom' | 'token'

export interface KindTraits {
  /** What one of its blocks is called, capitalised: `Block`, `Round`, `Hyperblock`. */
  block: string
  /** The word for a position in its chain, as in "as of height N": `height` or `round`. */
  height: 'height' | 'round'
  /** How a bare number typed into the search box reads on it. */
  numberAs: string
  /** The column of its block lists that names who made the block. */
  producer: string
  /** The column a live block list adds for it, if any. */
  extraColumn?: string
  /**
   * How an account is read at a past height: the SDK's `x-cosmos-block-height` header, the VM's `revision` query,
   * the ledger indexer's `round`; none where the gateway cannot.
   */
  pastState?: 'header' | 'revision' | 'round'
  /** A block page may pick one shard's block (`?shard=`). */
  shards: boolean
  /** Its transactions carry contract calls the explorer decodes with ABIs (token standards, pasted ABIs). */
  abi: boolean
  /** Its gateway streams events and transfers the live page shows beside blocks. */
  eventStreams: boolean
  /** A page that searches event and transfer logs (`/<network>/logs`). */
  logSearch: boolean
  /** A page that searches transactions by account, type, asset… (`/<network>/txs/search`). */
  txSearch: boolean
  /**
   * Entity pages its records link to: a ledger's assets, applications and transaction groups, an SDK chain's
   * denominations, a sharded ledger's tokens, a VM ledger's token contracts (by address, beside their account page).
   */
  entities: readonly EntityKind[]
}

const KINDS: Readonly<Record<NetworkKind, KindTraits>> = {
  cosmos: {
    block: 'Block',
    height: 'height',
    numberAs: 'height',
    producer: 'Proposer',
    pastState: 'header',
    shards: false,
    abi: false,
    eventStreams: false,
    logSearch: false,
    txSearch: false,
    entities: ['denom'],
  },
  vm: {
    block: 'Block',
    height: 'height',
    numberAs: 'block number',
    producer: 'Signer',
    extraColumn: 'Gas used · size',
    pastState: 'revision',
    shards: false,
    abi: true,
    eventStreams: true,
    logSearch: true,
    txSearch: false,
    entities: ['token'],
  },
  sharded: {
    block: 'Hyperblock',
    height: 'height',
    numberAs: 'hyperblock nonce',
    producer: 'Notarizes',
    extraColumn: 'Shard blocks',
    shards: true,
    abi: false,
    eventStreams: false,
    logSearch: false,
    txSearch: false,
    entities: ['token'],
  },
  node: {
    block: 'Round',
    height: 'round',
    numberAs: 'round',
    producer: 'Proposer',
    pastState: 'round',
    shards: false,
    abi: false,
    eventStreams: false,
    logSearch: false,
    txSearch: true,
    entities: ['asset', 'application', 'group'],
  },
}

export const kindTraits = (kind: NetworkKind): KindTraits => KINDS[kind]

/** The traits of a network's kind. */
export const traitsOf = (id: NetworkId): KindTraits => KINDS[getNetwork(id).kind]
