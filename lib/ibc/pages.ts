/** Panel definitions of the IBC pages, from what each gateway offers (catalog-driven, like lib/explorer/cosmos). */
import { offers } from '@/lib/client/resolve'
import type { CosmosGatewayId, OperationId } from '@/lib/catalog'
import { panel, type PanelDef } from '@/lib/explorer/panels'
import type { AdapterId, IbcAdapterId } from '@/lib/explorer/registry'
import type { IBC_ADAPTERS } from './adapters'
import { formatHeight, type Height } from './client-state'

/** The registry knows IBC adapters by prefix only; here each id must be one lib/ibc/adapters.ts defines. */
type PanelAdapter = Exclude<AdapterId, IbcAdapterId> | keyof typeof IBC_ADAPTERS

type Path = Record<string, string>
/** Builder that drops panels the gateway does not offer. */
export function panelsFor(g: CosmosGatewayId) {
  const out: PanelDef[] = []
  const add = (
    id: string,
    title: string,
    opId: OperationId,
    adapter: PanelAdapter,
    path: Path = {},
    extra: Partial<PanelDef> & { query?: Path } = {},
  ) => {
    if (!offers(g, opId)) return false
    const { query, ...rest } = extra
    out.push(panel(id, title, { gateway: g, opId, path, ...(query && { query }) }, adapter, rest))
    return true
  }
  return { out, add }
}

export const heightPath = (h: Height) => ({ revision_number: h.revisionNumber, revision_height: h.revisionHeight })

/** A consensus-state query's 404 says the client has no state at that height: an answer, not a failure. */
const noConsensusAt = (h: Height) => ({
  absent: `The client holds no consensus state at ${formatHeight(h)}: it was never updated to that height, or the state has been pruned.`,
})

export function channelPanels(
  g: CosmosGatewayId,
  port: string,
  channel: string,
  opts: {
    clientId?: string | undefined
    consensusAt?: Height | undefined
    consensusTitle?: string | undefined
    connection?: string | undefined
  },
): PanelDef[] {
  const { out, add } = panelsFor(g)
  const p = { port_id: port, channel_id: channel }
  add('channel', 'Channel', 'cosmos.ibc.channel.channel', 'ibc.channel', p)
  add('client-state', 'Client state', 'cosmos.ibc.channel.clientState', 'ibc.clientState', p)
  if (opts.clientId)
    add('client-status', 'Client status', 'cosmos.ibc.client.clientStatus', 'ibc.clientStatus', {
      client_id: opts.clientId,
    })
  if (opts.consensusAt)
    add(
      'consensus',
      opts.consensusTitle ?? "Consensus state at the client's latest height",
      'cosmos.ibc.channel.consensusState',
      'ibc.consensusState',
      { ...p, ...heightPath(opts.consensusAt) },
      noConsensusAt(opts.consensusAt),
    )
  if (opts.connection)
    add('connection', 'Connection', 'cosmos.ibc.connection.connection', 'ibc.connection', {
      connection_id: opts.connection,
    })
  add('next-recv', 'Next sequence receive', 'cosmos.ibc.channel.nextSequenceReceive', 'ibc.nextSequence', p)
  add('next-send', 'Next sequence send', 'cosmos.ibc.channel.nextSequenceSend', 'ibc.nextSequence', p)
  if (port === 'transfer') add('escrow', 'Escrow address', 'cosmos.ibc.transfer.escrowAddress', 'ibc.escrowAddress', p)
  add('commitments', 'Packet commitments', 'cosmos.ibc.channel.packetCommitments', 'ibc.packets', p, {
    empty: 'No packet commitments: nothing sent is awaiting acknowledgement.',
  })
  add('acks', 'Packet acknowledgements', 'cosmos.ibc.channel.packetAcknowledgements', 'ibc.packets', p, {
    empty: 'No acknowledgements written.',
  })
  return out
}

/** Commitment, acknowledgement and receipt of one sequence. */
export function sequencePanels(g: CosmosGatewayId, port: string, channel: string, sequence: string): PanelDef[] {
  const { out, add } = panelsFor(g)
  const p = { port_id: port, channel_id: channel, sequence }
  add(
    'seq-commitment',
    `Commitment of packet ${sequence}`,
    'cosmos.ibc.channel.packetCommitment',
    'ibc.packetProof',
    p,
    {
      absent: `No commitment: packet ${sequence} is not waiting for an acknowledgement here (it was never sent on this channel, or its acknowledgement or timeout cleared it).`,
    },
  )
  add(
    'seq-ack',
    `Acknowledgement of packet ${sequence}`,
    'cosmos.ibc.channel.packetAcknowledgement',
    'ibc.packetProof',
    p,
    {
      absent: `No acknowledgement: this chain has not received packet ${sequence} on this channel.`,
    },
  )
  add('seq-receipt', `Receipt of packet ${sequence}`, 'cosmos.ibc.channel.packetReceipt', 'ibc.packetProof', p)
  return out
}

export function clientPanels(g: CosmosGatewayId, clientId: string, at?: Height): PanelDef[] {
  const { out, add } = panelsFor(g)
  const c = { client_id: clientId }
  add('client-state', 'Client state', 'cosmos.ibc.client.clientState', 'ibc.clientState', c)
  add('client-status', 'Client status', 'cosmos.ibc.client.clientStatus', 'ibc.clientStatus', c)
  add(
    'latest-consensus',
    'Latest consensus state',
    'cosmos.ibc.client.consensusState',
    'ibc.consensusState',
    { ...c, revision_number: '0', revision_height: '0' },
    { query: { latest_height: 'true' } },
  )
  if (at)
    add(
      'consensus-at',
      `Consensus state at ${formatHeight(at)}`,
      'cosmos.ibc.client.consensusState',
      'ibc.consensusState',
      { ...c, ...heightPath(at) },
      noConsensusAt(at),
    )
  add(
    'client-connections',
    'Connections of this client',
    'cosmos.ibc.connection.clientConnections',
    'ibc.connectionPaths',
    c,
  )
  add('heights', 'Consensus state heights', 'cosmos.ibc.client.consensusStateHeights', 'ibc.heights', c)
  add('consensus-states', 'Consensus states', 'cosmos.ibc.client.consensusStates', 'ibc.consensusStates', c, {
    wide: true,
  })
  return out
}

export function connectionPanels(g: CosmosGatewayId, connection: string, at?: Height): PanelDef[] {
  const { out, add } = panelsFor(g)
  const c = { connection_id: connection }
  add('connection', 'Connection', 'cosmos.ibc.connection.connection', 'ibc.connection', c)
  add('client-state', 'Client state of the connection', 'cosmos.ibc.connection.clientState', 'ibc.clientState', c)
  if (at)
    add(
      'consensus',
      `Consensus state at ${formatHeight(at)}`,
      'cosmos.ibc.connection.consensusState',
      'ibc.consensusState',
      { ...c, ...heightPath(at) },
      noConsensusAt(at),
    )
  add(
    'channels',
    'Channels on this connection',
    'cosmos.ibc.channel.connectionChannels',
    'ibc.channels',
    { connection },
    { wide: true },
  )
  return out
}

export function paramsPanels(g: CosmosGatewayId): PanelDef[] {
  const { out, add } = panelsFor(g)
  add('client-params', 'Client parameters', 'cosmos.ibc.client.params', 'ibc.clientParams')
  add('connection-params', 'Connection parameters', 'cosmos.ibc.connection.params', 'ibc.connectionParams')
  add('upgraded-client', 'Upgraded client state', 'cosmos.ibc.client.upgradedClientState', 'ibc.clientState')
  add(
    'upgraded-consensus',
    'Upgraded consensus state',
    'cosmos.ibc.client.upgradedConsensusState',
    'ibc.consensusState',
  )
  return out
}

export function transferPanels(g: CosmosGatewayId, q: { trace?: string; escrowDenom?: string }): PanelDef[] {
  const { out, add } = panelsFor(g)
  if (q.trace)
    add('denom-hash', `Hash of ${q.trace}`, 'cosmos.ibc.transfer.denomHash', 'ibc.denomHash', { trace: q.trace })
  if (q.escrowDenom)
    add('total-escrow', `Total escrow of ${q.escrowDenom}`, 'cosmos.ibc.transfer.totalEscrow', 'ibc.totalEscrow', {
      denom: q.escrowDenom,
    })
  add('denom-traces', 'Denomination traces', 'cosmos.ibc.transfer.denomTraces', 'ibc.denomTraces', {}, { wide: true })
  add('transfer-params', 'Transfer parameters', 'cosmos.ibc.transfer.params', 'ibc.transferParams')
  return out
}

export function icaPanels(g: CosmosGatewayId, q: { owner?: string; connection?: string }): PanelDef[] {
  const { out, add } = panelsFor(g)
  if (q.owner && q.connection)
    add(
      'ica-account',
      `Interchain account of ${q.owner} on ${q.connection}`,
      'cosmos.ica.interchainAccount',
      'ibc.icaAccount',
      { owner: q.owner, connection_id: q.connection },
      { absent: `${q.owner} has no interchain account registered over ${q.connection}.` },
    )
  add('ica-controller', 'Controller parameters', 'cosmos.ica.controllerParams', 'ibc.icaControllerParams')
  add('ica-host', 'Host parameters', 'cosmos.ica.hostParams', 'ibc.icaHostParams')
  return out
}
