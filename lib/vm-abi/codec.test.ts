import { describe, expect, it } from 'vitest'
import { parseAbi, selectorOf, signature, topicOf } from './abi'
import { decodeParams } from './codec'
import { decodeCall, valueText } from './describe'
import { ERC20, ERC721 } from './standards'

const w = (s: string) => s.replace(/\s+/g, '')

describe('selectors and topics', () => {
  it('match the ones every explorer knows', () => {
    const byName = (items: typeof ERC20, name: string, n?: number) =>
      items.find((i) => i.name === name && (n === undefined || i.inputs.length === n))!
    expect(selectorOf(byName(ERC20, 'transfer'))).toBe('0xa9059cbb')
    expect(selectorOf(byName(ERC20, 'approve'))).toBe('0x095ea7b3')
    expect(selectorOf(byName(ERC20, 'transferFrom'))).toBe('0x23b872dd')
    expect(selectorOf(byName(ERC20, 'balanceOf'))).toBe('0x70a08231')
    expect(selectorOf(byName(ERC721, 'safeTransferFrom', 3))).toBe('0x42842e0e')
    expect(selectorOf(byName(ERC721, 'safeTransferFrom', 4))).toBe('0xb88d4fde')
    expect(topicOf(byName(ERC20, 'Transfer'))).toBe(
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    )
    expect(topicOf(byName(ERC20, 'Approval'))).toBe(
      '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
    )
    expect(topicOf(byName(ERC721, 'ApprovalForAll'))).toBe(
      '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31',
    )
  })
})

// The worked examples of the Solidity ABI specification (docs.soliditylang.org/en/latest/abi-spec.html#examples).
describe('Solidity specification examples', () => {
  it('baz(uint32,bool) with 69, true', () => {
    const abi = parseAbi([
      {
        type: 'function',
        name: 'baz',
        inputs: [
          { name: 'x', type: 'uint32' },
          { name: 'y', type: 'bool' },
        ],
      },
    ])
    if (!abi.ok) throw new Error(abi.message)
    const data = w(`0xcdcd77c0 0000000000000000000000000000000000000000000000000000000000000045
      0000000000000000000000000000000000000000000000000000000000000001`)
    const c = decodeCall(data, [{ source: 'user', items: abi.items }])
    expect(c).toMatchObject({ ok: true, name: 'baz', selector: '0xcdcd77c0' })
    expect(c?.ok && c.args.map((a) => valueText(a.value))).toEqual(['69', 'true'])
  })

  it('sam(bytes,bool,uint256[]) with "dave", true, [1,2,3]', () => {
    const abi = parseAbi([
      {
        type: 'function',
        name: 'sam',
        inputs: [
          { name: 'name', type: 'bytes' },
          { name: 'z', type: 'bool' },
          { name: 'data', type: 'uint[]' },
        ],
      },
    ])
    if (!abi.ok) throw new Error(abi.message)
    expect(signature(abi.items[0]!)).toBe('sam(bytes,bool,uint256[])')
    const data = w(`0xa5643bf2
      0000000000000000000000000000000000000000000000000000000000000060
      0000000000000000000000000000000000000000000000000000000000000001
      00000000000000000000000000000000000000000000000000000000000000a0
      0000000000000000000000000000000000000000000000000000000000000004
      6461766500000000000000000000000000000000000000000000000000000000
      0000000000000000000000000000000000000000000000000000000000000003
      0000000000000000000000000000000000000000000000000000000000000001
      0000000000000000000000000000000000000000000000000000000000000002
      0000000000000000000000000000000000000000000000000000000000000003`)
    const c = decodeCall(data, [{ source: 'user', items: abi.items }])
    expect(c?.ok && c.args.map((a) => valueText(a.value))).toEqual(['0x64617665', 'true', '[1, 2, 3]'])
  })

  it('f(uint256,uint32[],bytes10,bytes) with 0x123, [0x456, 0x789], "1234567890", "Hello, world!"', () => {
    const params = [
      { name: 'a', type: 'uint256' },
      { name: 'b', type: 'uint32[]' },
      { name: 'c', type: 'bytes10' },
      { name: 'd', type: 'bytes' },
    ]
    expect(selectorOf({ name: 'f', inputs: params })).toBe('0x8be65246')
    const args = decodeParams(
      params,
      w(`
      0000000000000000000000000000000000000000000000000000000000000123
      0000000000000000000000000000000000000000000000000000000000000080
      3132333435363738393000000000000000000000000000000000000000000000
      00000000000000000000000000000000000000000000000000000000000000e0
      0000000000000000000000000000000000000000000000000000000000000002
      0000000000000000000000000000000000000000000000000000000000000456
      0000000000000000000000000000000000000000000000000000000000000789
      000000000000000000000000000000000000000000000000000000000000000d
      48656c6c6f2c20776f726c642100000000000000000000000000000000000000`),
    )
    expect(args.map((a) => valueText(a.value))).toEqual([
      '291',
      '[1110, 1929]',
      '0x31323334353637383930',
      '0x48656c6c6f2c20776f726c6421',
    ])
  })

  it('g(uint256[][],string[]) with [[1,2],[3]], ["one","two","three"]', () => {
    const params = [
      { name: 'a', type: 'uint256[][]' },
      { name: 'b', type: 'string[]' },
    ]
    expect(selectorOf({ name: 'g', inputs: params })).toBe('0x2289b18c')
    const args = decodeParams(
      params,
      w(`
      0000000000000000000000000000000000000000000000000000000000000040
      0000000000000000000000000000000000000000000000000000000000000140
      0000000000000000000000000000000000000000000000000000000000000002
      0000000000000000000000000000000000000000000000000000000000000040
      00000000000000000000000000000000000000000000000000000000000000a0
      0000000000000000000000000000000000000000000000000000000000000002
      0000000000000000000000000000000000000000000000000000000000000001
      0000000000000000000000000000000000000000000000000000000000000002
      0000000000000000000000000000000000000000000000000000000000000001
      0000000000000000000000000000000000000000000000000000000000000003
      0000000000000000000000000000000000000000000000000000000000000003
      0000000000000000000000000000000000000000000000000000000000000060
      00000000000000000000000000000000000000000000000000000000000000a0
      00000000000000000000000000000000000000000000000000000000000000e0
      0000000000000000000000000000000000000000000000000000000000000003
      6f6e650000000000000000000000000000000000000000000000000000000000
      0000000000000000000000000000000000000000000000000000000000000003
      74776f0000000000000000000000000000000000000000000000000000000000
      0000000000000000000000000000000000000000000000000000000000000005
      7468726565000000000000000000000000000000000000000000000000000000`),
    )
    expect(args.map((a) => valueText(a.value))).toEqual(['[[1, 2], [3]]', '["one", "two", "three"]'])
  })
})
