import { Execution } from './evm'
import type { LedgerTx, VmLedger } from './ledger'
import { hex } from './views'

/**
 * Debug tracers for one clause (`blockID/(txIndex|txID)/clauseIndex`): the clause is re-executed over the state
 * just before it (the parent block's state plus the block's earlier transactions and clauses) with a step
 * listener, and the steps are folded into the named tracer's answer (geth-style shapes as Thor returns them).
 */
export type TraceResult = { ok: true; body: unknown } | { ok: false; status: number; message: string }

interface Step {
  pc: number
  op: string
  gas: bigint
  gasCost: bigint
  depth: number
  stack: bigint[]
}

function locate(l: VmLedger, target: string): { tx: LedgerTx; clause: number } | string {
  const [blockId, txRef, clauseRef] = target.split('/') as [string, string, string]
  const n = parseInt(blockId.slice(2, 10), 16)
  const block = l.blocks[n]
  if (!block || block.id !== blockId.toLowerCase()) return 'target: block not found'
  const id = /^\d+$/.test(txRef) ? block.txs[Number(txRef)] : block.txs.find((t) => t === txRef.toLowerCase())
  const tx = id ? l.tx(id) : undefined
  if (!tx) return 'target: transaction not found'
  const clause = Number(clauseRef)
  if (clause >= tx.body.clauses.length) return 'target: clause index out of range'
  return { tx, clause }
}

export async function trace(l: VmLedger, name: string, target: string): Promise<TraceResult> {
  const found = locate(l, target)
  if (typeof found === 'string') return { ok: false, status: 400, message: found }
  const { tx, clause } = found
  const block = l.blocks[tx.blockNumber]!
  const snapshot = l.state.snapshot(tx.blockNumber - 1)
  const ex = await Execution.over(snapshot)
  for (const prior of block.txs.slice(0, tx.index).map((id) => l.tx(id)!)) {
    await ex.begin()
    let ok = true
    for (const c of prior.body.clauses) {
      const out = await ex.run({
        caller: prior.origin,
        to: c.to ?? undefined,
        value: c.value,
        data: c.data,
        gas: prior.body.gas,
      })
      if (out.reverted) {
        ok = false
        break
      }
    }
    await ex.end(ok)
  }
  for (const c of tx.body.clauses.slice(0, clause))
    await ex.run({ caller: tx.origin, to: c.to ?? undefined, value: c.value, data: c.data, gas: tx.body.gas })
  const steps: Step[] = []
  const onStep = (s: {
    pc: number
    opcode: { name: string; fee: number; dynamicFee?: bigint }
    gasLeft: bigint
    depth: number
    stack: bigint[]
  }) =>
    steps.push({
      pc: s.pc,
      op: s.opcode.name,
      gas: s.gasLeft,
      gasCost: BigInt(s.opcode.fee) + (s.opcode.dynamicFee ?? 0n),
      depth: s.depth + 1,
      stack: [...s.stack],
    })
  ex.vm.events.on('step', onStep)
  const c = tx.body.clauses[clause]!
  const out = await ex.run({ caller: tx.origin, to: c.to ?? undefined, value: c.value, data: c.data, gas: tx.body.gas })
  ex.vm.events.off('step', onStep)

  const ops = steps.map((s) => s.op)
  const grams = (n: number) => {
    const counts: Record<string, number> = {}
    for (let i = 0; i + n <= ops.length; i++) {
      const key = ops.slice(i, i + n).join('-')
      counts[key] = (counts[key] ?? 0) + 1
    }
    return counts
  }
  switch (name) {
    case '':
      return {
        ok: true,
        body: {
          gas: Number(out.gasUsed),
          failed: out.reverted,
          returnValue: out.data.slice(2),
          structLogs: steps.map((s) => ({
            pc: s.pc,
            op: s.op,
            gas: Number(s.gas),
            gasCost: Number(s.gasCost),
            depth: s.depth,
            stack: s.stack.map(hex),
          })),
        },
      }
    case 'call':
      return {
        ok: true,
        body: {
          type: c.to ? 'CALL' : 'CREATE',
          from: tx.origin,
          to: c.to ?? out.contractAddress ?? null,
          value: hex(c.value),
          gas: hex(tx.body.gas),
          gasUsed: hex(out.gasUsed),
          input: c.data,
          output: out.data,
          ...(out.reverted ? { error: out.vmError } : {}),
        },
      }
    case '4byte': {
      const data = c.data.slice(2)
      return { ok: true, body: data.length >= 8 ? { [`0x${data.slice(0, 8)}-${data.length / 2 - 4}`]: 1 } : {} }
    }
    case 'opcount':
      return { ok: true, body: ops.length }
    case 'unigram':
      return { ok: true, body: grams(1) }
    case 'bigram':
      return { ok: true, body: grams(2) }
    case 'trigram':
      return { ok: true, body: grams(3) }
    case 'noop':
      return { ok: true, body: {} }
    case 'evmdis':
      return { ok: true, body: steps.map((s) => ({ op: s.op, depth: s.depth, pc: s.pc })) }
    case 'prestate': {
      const body: Record<string, unknown> = {}
      for (const a of [tx.origin, c.to].filter((x): x is string => !!x)) {
        const acc = snapshot.get(a.toLowerCase())
        body[a] = {
          balance: hex(acc?.balance ?? 0n),
          nonce: Number(acc?.nonce ?? 0n),
          ...(acc?.code ? { code: acc.code } : {}),
          ...(acc?.storage.size ? { storage: Object.fromEntries(acc.storage) } : {}),
        }
      }
      return { ok: true, body }
    }
    default:
      return { ok: false, status: 400, message: `name: unsupported tracer ${name}` }
  }
}
