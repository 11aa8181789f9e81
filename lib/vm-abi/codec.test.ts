import { describe, expect, it } from 'vitest'
import { parseAbi, selectorOf, signature, topicOf } from './abi'
import { decodeParams } from './codec'
import { decodeCall, valueText } from './describe'
import { ERC20, ERC721 } from './standards'

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

// The worked examples of the Solidity ABI specification (docs.soliditylang.org/en/latest/abi-spec.html#examples),
// each read twice: as call data behind its selector, and as bare parameters. Their 32-byte words are written short:
// a number is left-padded with zeros, and `<` marks bytes that are right-padded.
const hexWords = (s: string) =>
  s
    .split(' ')
    .map((x) => (x.endsWith('<') ? x.slice(0, -1).padEnd(64, '0') : x.padStart(64, '0')))
    .join('')

const examples = [
  { abi: 'baz(uint32,bool)', sig: 'baz(uint32,bool)', selector: '0xcdcd77c0', words: '45 1', values: ['69', 'true'] },
  {
    // `uint[]` is the spec's own spelling: the signature says uint256[].
    abi: 'sam(bytes,bool,uint[])',
    sig: 'sam(bytes,bool,uint256[])',
    selector: '0xa5643bf2',
    words: '60 1 a0 4 64617665< 3 1 2 3',
    values: ['0x64617665', 'true', '[1, 2, 3]'],
  },
  {
    abi: 'f(uint256,uint32[],bytes10,bytes)',
    sig: 'f(uint256,uint32[],bytes10,bytes)',
    selector: '0x8be65246',
    words: '123 80 31323334353637383930< e0 2 456 789 d 48656c6c6f2c20776f726c6421<',
    values: ['291', '[1110, 1929]', '0x31323334353637383930', '0x48656c6c6f2c20776f726c6421'],
  },
  {
    abi: 'g(uint256[][],string[])',
    sig: 'g(uint256[][],string[])',
    selector: '0x2289b18c',
    words: '40 140 2 40 a0 2 1 2 1 3 3 60 a0 e0 3 6f6e65< 3 74776f< 5 7468726565<',
    values: ['[[1, 2], [3]]', '["one", "two", "three"]'],
  },
]

describe('Solidity specification examples', () => {
  it.each(examples)('$sig', ({ abi: decl, sig, selector, words, values }) => {
    const [, name, types] = /^(\w+)\((.*)\)$/.exec(decl)!
    const inputs = types!.split(',').map((type, i) => ({ name: `p${i}`, type }))
    const abi = parseAbi([{ type: 'function', name: name!, inputs }])
    if (!abi.ok) throw new Error(abi.message)
    const item = abi.items[0]!
    expect(signature(item)).toBe(sig)
    expect(selectorOf(item)).toBe(selector)
    const data = hexWords(words)
    const c = decodeCall(selector + data, [{ source: 'user', items: abi.items }])
    expect(c).toMatchObject({ ok: true, name, selector })
    expect(c?.ok && c.args.map((a) => valueText(a.value))).toEqual(values)
    expect(decodeParams(item.inputs, data).map((a) => valueText(a.value))).toEqual(values)
  })
})
