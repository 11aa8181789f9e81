import { getOperation, type GatewayId, type GatewayKind } from '@/lib/catalog'
import type { OperationId } from '@/lib/catalog/operation-ids'
import type { UpstreamResult } from '../classify'
import type { Prepared } from '../types'

export const bytes = (text: string) => new TextEncoder().encode(text)

function prepared(opId: OperationId, gateway: GatewayId, kind: GatewayKind, over: Partial<Prepared> = {}): Prepared {
  const op = getOperation(opId)
  return {
    gateway,
    kind,
    op,
    method: op.method === 'POST' ? 'POST' : 'GET',
    url: `https://gw.test/${gateway}/some/path`,
    key: 'key',
    cacheClass: op.cache,
    pinned: false,
    answer: 'json',
    ...over,
  }
}

// A head query answers for everyone; an address query's 500 may be the address's fault; a long poll's may be its wait.
export const head = prepared('cosmos.base.latestBlock', 'hub', 'cosmos')
export const byAddress = prepared('cosmos.bank.balances', 'hub', 'cosmos')
export const longPoll = prepared('node.status.waitForBlockAfter', 'node', 'node')
export const bodiless = prepared('node.health', 'node', 'node')
export const vmAccount = prepared('vm.accounts.get', 'vm', 'vm')
export const msgpackAnswer = prepared('node.status', 'node', 'node', { answer: 'msgpack' })

export const threw = (reason: 'timeout' | 'network' | 'too_large', clientLeft = false): UpstreamResult => ({
  type: 'threw',
  reason,
  clientLeft,
  ms: 12,
})
export const answered = (
  status: number,
  body: string | Uint8Array,
  redacted = false,
  contentType?: string,
): UpstreamResult => ({
  type: 'answered',
  status,
  bytes: typeof body === 'string' ? bytes(body) : body,
  redacted,
  ms: 12,
  ...(contentType !== undefined && { contentType }),
})
