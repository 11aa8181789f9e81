/**
 * A tiny EVM assembler for the devnet contracts' listings (contracts.ts embeds its output as hex; the contract
 * tests re-assemble the listings and compare, so the embedded hex stays checked against its source).
 * Items: opcode names, `push(value, bytes)`, `label(name)` (a JUMPDEST) and `ref(name)` (PUSH2 of a label).
 */
const OPS: Record<string, number> = {
  STOP: 0x00,
  ADD: 0x01,
  MUL: 0x02,
  SUB: 0x03,
  LT: 0x10,
  GT: 0x11,
  EQ: 0x14,
  ISZERO: 0x15,
  SHR: 0x1c,
  CALLER: 0x33,
  CALLVALUE: 0x34,
  CALLDATALOAD: 0x35,
  CALLDATASIZE: 0x36,
  CODECOPY: 0x39,
  POP: 0x50,
  MSTORE: 0x52,
  SLOAD: 0x54,
  SSTORE: 0x55,
  JUMP: 0x56,
  JUMPI: 0x57,
  JUMPDEST: 0x5b,
  DUP1: 0x80,
  DUP2: 0x81,
  DUP3: 0x82,
  SWAP1: 0x90,
  SWAP2: 0x91,
  LOG3: 0xa3,
  RETURN: 0xf3,
  REVERT: 0xfd,
}

export type AsmItem = string | { push: bigint; bytes: number } | { label: string } | { ref: string }

export const push = (value: bigint | number, bytes: number): AsmItem => ({ push: BigInt(value), bytes })
export const label = (name: string): AsmItem => ({ label: name })
export const ref = (name: string): AsmItem => ({ ref: name })

const sizeOf = (i: AsmItem) => (typeof i === 'string' ? 1 : 'push' in i ? 1 + i.bytes : 'ref' in i ? 3 : 1)

export function assemble(items: readonly AsmItem[]): string {
  const labels = new Map<string, number>()
  let pc = 0
  for (const i of items) {
    if (typeof i === 'object' && 'label' in i) labels.set(i.label, pc)
    pc += sizeOf(i)
  }
  const hex = (v: bigint, bytes: number) => {
    const h = v.toString(16)
    if (h.length > bytes * 2) throw new Error(`${v} does not fit in ${bytes} bytes`)
    return h.padStart(bytes * 2, '0')
  }
  return items
    .map((i) => {
      if (typeof i === 'string') {
        const op = OPS[i]
        if (op === undefined) throw new Error(`unknown opcode ${i}`)
        return hex(BigInt(op), 1)
      }
      if ('push' in i) return hex(BigInt(0x5f + i.bytes), 1) + hex(i.push, i.bytes)
      if ('label' in i) return '5b'
      const at = labels.get(i.ref)
      if (at === undefined) throw new Error(`unknown label ${i.ref}`)
      return `61${hex(BigInt(at), 2)}`
    })
    .join('')
}

/** Revert with the Solidity `Error(string)` payload (message ≤ 32 bytes). */
export function revertWith(message: string): AsmItem[] {
  const bytes = Buffer.from(message, 'utf8')
  if (bytes.length > 32) throw new Error('revert message longer than 32 bytes')
  const padded = BigInt(`0x${Buffer.concat([bytes, Buffer.alloc(32 - bytes.length)]).toString('hex')}`)
  return [
    push(0x08c379a0n << 224n, 32),
    push(0, 1),
    'MSTORE',
    push(0x20, 1),
    push(4, 1),
    'MSTORE',
    push(bytes.length, 1),
    push(0x24, 1),
    'MSTORE',
    push(padded, 32),
    push(0x44, 1),
    'MSTORE',
    push(0x64, 1),
    push(0, 1),
    'REVERT',
  ]
}

/** Return an ABI-encoded `string` (≤ 32 bytes): offset word, length word, one padded data word. */
export function returnString(text: string): AsmItem[] {
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length > 32) throw new Error('string longer than 32 bytes')
  const padded = BigInt(`0x${Buffer.concat([bytes, Buffer.alloc(32 - bytes.length)]).toString('hex')}`)
  return [
    push(0x20, 1),
    push(0, 1),
    'MSTORE',
    push(bytes.length, 1),
    push(0x20, 1),
    'MSTORE',
    push(padded, 32),
    push(0x40, 1),
    'MSTORE',
    push(0x60, 1),
    push(0, 1),
    'RETURN',
  ]
}

/** Return one 32-byte word from the top of the stack. */
export const returnWord: AsmItem[] = [push(0, 1), 'MSTORE', push(32, 1), push(0, 1), 'RETURN']

/** Init code that copies `runtime` (hex) out of itself and returns it, after `prelude` (constructor body). */
export function initCode(prelude: readonly AsmItem[], runtime: string): string {
  const len = runtime.length / 2
  // The copy sequence has a fixed size, so the runtime's offset is the prelude's size plus it.
  const copy = (offset: number): AsmItem[] => [
    push(len, 2),
    'DUP1',
    push(offset, 2),
    push(0, 1),
    'CODECOPY',
    push(0, 1),
    'RETURN',
  ]
  const preludeSize = assemble(prelude).length / 2
  const copySize = assemble(copy(0)).length / 2
  return assemble([...prelude, ...copy(preludeSize + copySize)]) + runtime
}
