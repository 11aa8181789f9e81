import 'server-only'
/**
 * Follow one packet across both chains with what the gateways offer (no event search): the chain state at both
 * ends says where it is; its transactions are found by reading blocks near the times they must have happened
 * (send → receive a few blocks later on the other chain → acknowledgement back on the source).
 */
import type { CosmosGatewayId } from '@/lib/catalog/types'
import type { CallInput } from '@/lib/client/resolve'
import { packetState, type PacketId, type PacketState } from './packet'
import { channelInfo, resolveCounterparty } from './server'
import { ask, canReadBlocks, heightNear, readTx, scanForRelay, type TxRef } from './trace-reads'
import { locateSend, sendOf, type SendInfo } from './trace-send'

export interface PacketTrace {
  id: PacketId
  network: CosmosGatewayId
  counterparty?: { network: CosmosGatewayId; port: string; channel: string }
  /** The other chain when it is not explored here. */
  external?: { chainId?: string; port?: string; channel?: string }
  clientStatus?: string
  state: PacketState
  commitment?: boolean
  received?: boolean
  acknowledged?: boolean
  send?: SendInfo
  recv?: TxRef
  close?: TxRef & { kind: 'ack' | 'timeout' }
  /** Blocks could not be read on a network, so its transactions were not looked for. */
  unsearchable: CosmosGatewayId[]
  /** When the chains were asked (ms): ages and "in flight for" count from here. */
  askedAt: number
  /** A relay transaction is still being looked for: the scan stopped short (deadline, failing gateway). */
  searching?: true
}

const presence = async (call: CallInput): Promise<boolean | undefined> => {
  const r = await ask(call)
  if (r.ok) return (r.body as { received?: boolean }).received ?? true
  return r.status === 404 ? false : undefined
}

/** Everything known about packet `id` sent on network g; `sendHint` is the send tx hash when the caller knows it. */
export async function tracePacket(g: CosmosGatewayId, id: PacketId, sendHint?: string): Promise<PacketTrace> {
  const ref = { port: id.port, channel: id.channel }
  const info = await channelInfo(g, ref)
  const cp = await resolveCounterparty(g, ref, info)
  const seqPath = { port_id: id.port, channel_id: id.channel, sequence: id.sequence }
  const dstPath = cp && { port_id: cp.port, channel_id: cp.channel, sequence: id.sequence }
  const clientId = info.client?.clientId
  const [commitment, received, acknowledged, status] = await Promise.all([
    presence({ gateway: g, opId: 'cosmos.ibc.channel.packetCommitment', path: seqPath }),
    dstPath ? presence({ gateway: cp.network, opId: 'cosmos.ibc.channel.packetReceipt', path: dstPath }) : undefined,
    dstPath
      ? presence({ gateway: cp.network, opId: 'cosmos.ibc.channel.packetAcknowledgement', path: dstPath })
      : undefined,
    clientId ? ask({ gateway: g, opId: 'cosmos.ibc.client.clientStatus', path: { client_id: clientId } }) : undefined,
  ])
  const clientStatus = status?.ok ? (status.body as { status?: string }).status : undefined
  const unsearchable: CosmosGatewayId[] = []
  if (!canReadBlocks(g)) unsearchable.push(g)
  if (cp && !canReadBlocks(cp.network)) unsearchable.push(cp.network)

  let send =
    sendHint && /^[0-9A-Fa-f]{64}$/.test(sendHint) ? sendOf(g, await readTx(g, sendHint.toUpperCase()), id) : undefined
  let sendUnfinished = false
  if (!send) {
    const located = await locateSend(g, id)
    send = located.send
    sendUnfinished = !!located.unfinished
  }
  const state = packetState(commitment, received)
  const trace: PacketTrace = {
    id,
    network: g,
    state,
    unsearchable,
    askedAt: Date.now(),
    ...(cp && { counterparty: cp }),
    ...(!cp && {
      external: {
        ...(info.client?.state.chainId && { chainId: info.client.state.chainId }),
        ...(info.end?.counterparty?.port_id && { port: info.end.counterparty.port_id }),
        ...(info.end?.counterparty?.channel_id && { channel: info.end.counterparty.channel_id }),
      },
    }),
    ...(clientStatus && { clientStatus }),
    ...(commitment !== undefined && { commitment }),
    ...(received !== undefined && { received }),
    ...(acknowledged !== undefined && { acknowledged }),
    ...(send && { send }),
  }
  if (sendUnfinished) trace.searching = true
  if (!send?.timeMs) return trace
  // Relayers act within minutes: look a bounded number of blocks after the moment each step became possible.
  const LIMIT = 160
  if (cp && received && canReadBlocks(cp.network)) {
    const from = await heightNear(cp.network, send.timeMs)
    const found = from !== undefined ? await scanForRelay(cp.network, from - 2, LIMIT, 'recv', id) : undefined
    if (found?.tx) trace.recv = found.tx
    if (!found || found.unfinished) trace.searching = true
  }
  if (commitment === false && canReadBlocks(g)) {
    const kind = received === false ? 'timeout' : 'ack'
    const after = kind === 'ack' ? trace.recv?.timeMs : send.timeoutMs
    const from = after !== undefined ? await heightNear(g, after) : undefined
    const found = from !== undefined ? await scanForRelay(g, from - 2, LIMIT, kind, id) : undefined
    if (found?.tx) trace.close = { ...found.tx, kind }
    if ((!found && after !== undefined) || found?.unfinished) trace.searching = true
  }
  return trace
}
