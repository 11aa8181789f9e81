import { getOperation, type OperationId } from '@/lib/catalog'
import type { DevnetContext, HandlerRequest } from '../../types'
import { abi, TRANSFER_TOPIC } from '../contracts'
import { createVmGateway } from '../index'

export type Parts = Partial<Pick<HandlerRequest, 'path' | 'query' | 'body'>>

/** A VM gateway on an injected clock, and a way to call its handlers as the core would. */
export async function vmFixture(seed = 3) {
  let now = Date.UTC(2026, 0, 1)
  const ctx: DevnetContext = { seed, dataDir: '/tmp/none', now: () => now, env: {} }
  const gw = await createVmGateway(ctx, 'vm')
  const l = gw.ledger
  const call = async (opId: OperationId, parts: Parts = {}) => {
    const req: HandlerRequest = {
      op: getOperation(opId),
      gateway: 'vm',
      path: {},
      query: {},
      body: undefined,
      headers: {},
      ...parts,
    }
    const res = await gw.handlers[opId]!(req)
    return { status: res.status ?? 200, body: res.body as never, contentType: res.contentType }
  }
  /** The latest transaction whose receipt has a Transfer event, and one that reverted. */
  const find = (pred: (id: string) => boolean) => {
    for (let n = l.best.number; n > 0; n--) for (const id of l.blocks[n]!.txs) if (pred(id)) return l.tx(id)!
    throw new Error('no such transaction in history')
  }
  const tokenTx = () => find((id) => !!l.tx(id)!.receipt!.outputs[0]?.events.length)
  const revertedTx = () => find((id) => l.tx(id)!.receipt!.reverted)
  const samples = (): Partial<Record<OperationId, Parts>> => {
    const tx = tokenTx()
    const holder = l.accounts[1]!.address
    const range = { unit: 'block' as const, from: 0, to: l.best.number }
    return {
      'vm.accounts.get': { path: { address: holder } },
      'vm.accounts.call': { path: { address: l.token }, body: { data: abi.balanceOf(holder) } },
      'vm.accounts.batchCall': {
        body: {
          clauses: [
            { to: l.token, value: '0x0', data: abi.balanceOf(holder) },
            { to: l.guard, value: '0x0', data: abi.double(2n) },
          ],
        },
      },
      'vm.accounts.deploy': { body: { data: '0x6100828061000d6000396000f3' } },
      'vm.accounts.code': { path: { address: l.token } },
      'vm.accounts.storage': { path: { address: l.token, key: `0x${holder.slice(2).padStart(64, '0')}` } },
      'vm.transactions.get': { path: { id: tx.id } },
      'vm.transactions.receipt': { path: { id: tx.id } },
      'vm.transactions.commit': {
        body: {
          chainTag: l.chainTag,
          blockRef: l.best.id.slice(0, 18),
          expiration: 32,
          clauses: [{ to: holder, value: '0x1', data: '0x' }],
          gasPriceCoef: 0,
          gas: 21000,
          nonce: '0x1',
        },
      },
      'vm.blocks.get': { path: { revision: String(tx.blockNumber) } },
      'vm.logs.event': {
        body: {
          range,
          options: { offset: 0, limit: 5 },
          criteriaSet: [{ address: l.token, topic0: TRANSFER_TOPIC }],
          order: 'desc',
        },
      },
      'vm.logs.transfer': { body: { range, options: { offset: 0, limit: 5 }, criteriaSet: [{ sender: tx.origin }] } },
      'vm.logs.events': {
        query: { address: l.token, order: 'asc' },
        body: { range, options: { offset: 0, limit: 5 }, topicSets: [{ topic0: TRANSFER_TOPIC }] },
      },
      'vm.logs.transfers': {
        query: { order: 'desc' },
        body: { range, options: { offset: 0, limit: 5 }, addressSets: null },
      },
      'vm.events': { query: { address: l.token }, body: { options: { offset: 0, limit: 3 } } },
      'vm.transfers': { query: {}, body: { options: { offset: 0, limit: 3 } } },
      'vm.node.peers': {},
      'vm.node.committee': {},
      'vm.debug.tracers': { body: { name: 'call', target: `${l.blocks[tx.blockNumber]!.id}/${tx.index}/0` } },
    }
  }
  return { gw, l, call, samples, tokenTx, revertedTx, advance: (ms: number) => (now += ms) }
}
