import { describe, expect, it } from 'vitest'
import { parseAbi, selectorOf, signature, topicOf } from './abi'
import { decodeParams } from './codec'
import {
  decodeCall,
  decodeEvent,
  decodeRevert,
  movementOfCall,
  movementOfEvent,
  revertText,
  STANDARD_SOURCES,
  valueText,
} from './describe'
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

// An ERC-20 transfer of 25 units of a 6-decimals token, as calldata and as its Transfer log.
const HOLDER = '0x5041ed759dd4afc3a72b8192c143f72f4724081a'
const TO = '0xdac17f958d2ee523a2206206994597c13d831ec7'
describe('token standards', () => {
  it('decode an ERC-20 transfer call and its Transfer event, and say what moved', () => {
    const data = `0xa9059cbb${TO.slice(2).padStart(64, '0')}${25_000_000n.toString(16).padStart(64, '0')}`
    const c = decodeCall(data, STANDARD_SOURCES)
    expect(c).toMatchObject({ ok: true, name: 'transfer', source: 'erc20' })
    expect(movementOfCall('0xtoken', HOLDER, c)).toEqual({
      token: '0xtoken',
      kind: 'transfer',
      from: HOLDER,
      to: TO,
      amount: '25000000',
    })
    const log = {
      topics: [
        '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
        `0x${HOLDER.slice(2).padStart(64, '0')}`,
        `0x${TO.slice(2).padStart(64, '0')}`,
      ],
      data: `0x${25_000_000n.toString(16).padStart(64, '0')}`,
    }
    const e = decodeEvent(log, STANDARD_SOURCES)
    expect(e).toMatchObject({ ok: true, name: 'Transfer', source: 'erc20' })
    expect(movementOfEvent('0xtoken', e)).toMatchObject({ kind: 'transfer', from: HOLDER, to: TO, amount: '25000000' })
  })

  it('tell an ERC-721 Transfer (token id indexed) from an ERC-20 one', () => {
    const log = {
      topics: [
        '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
        `0x${'0'.repeat(64)}`,
        `0x${TO.slice(2).padStart(64, '0')}`,
        `0x${1234n.toString(16).padStart(64, '0')}`,
      ],
      data: '0x',
    }
    const e = decodeEvent(log, STANDARD_SOURCES)
    expect(e).toMatchObject({ ok: true, name: 'Transfer', source: 'erc721' })
    expect(movementOfEvent('0xnft', e)).toMatchObject({ tokenId: '1234', from: `0x${'0'.repeat(40)}` })
  })

  it('leave unknown data as hex with its selector, and malformed data undecoded', () => {
    expect(decodeCall('0x12345678aa', STANDARD_SOURCES)).toMatchObject({
      ok: false,
      selector: '0x12345678',
      data: '0x12345678aa',
    })
    expect(decodeCall('0x', STANDARD_SOURCES)).toBeUndefined()
    // transfer's selector with a truncated amount word
    const bad = decodeCall(`0xa9059cbb${TO.slice(2).padStart(64, '0')}00`, STANDARD_SOURCES)
    expect(bad).toMatchObject({ ok: false, selector: '0xa9059cbb' })
    expect(!bad?.ok && bad?.reason).toMatch(/does not decode/)
    expect(decodeEvent({ topics: [`0x${'ab'.repeat(32)}`], data: '0x' }, STANDARD_SOURCES)).toMatchObject({ ok: false })
  })

  it('refuse a lying length instead of allocating it', () => {
    const huge = `0x${'20'.padStart(64, '0')}${'f'.repeat(64)}`
    expect(() => decodeParams([{ name: 's', type: 'string' }], huge)).toThrow(/past the end/)
  })
})

describe('revert reasons', () => {
  it('Error(string), Panic(uint256), custom errors and empty reverts in words', () => {
    const err = w(`0x08c379a0 0000000000000000000000000000000000000000000000000000000000000020
      0000000000000000000000000000000000000000000000000000000000000014
      696e73756666696369656e742062616c616e6365000000000000000000000000`)
    expect(revertText(decodeRevert(err))).toBe('The contract reverted: “insufficient balance”.')
    const panic = `0x4e487b71${(0x11).toString(16).padStart(64, '0')}`
    expect(decodeRevert(panic)).toEqual({ kind: 'panic', code: '17', text: 'arithmetic overflow or underflow' })
    const abi = parseAbi('[{"type":"error","name":"Unauthorized","inputs":[{"name":"who","type":"address"}]}]')
    if (!abi.ok) throw new Error(abi.message)
    const custom = `${selectorOf(abi.items[0]!)}${TO.slice(2).padStart(64, '0')}`
    expect(revertText(decodeRevert(custom, [{ source: 'user', items: abi.items }]))).toBe(
      `The contract reverted with Unauthorized(${TO}).`,
    )
    expect(decodeRevert('0x')).toEqual({ kind: 'empty' })
    expect(decodeRevert('0xdeadbeef')).toEqual({ kind: 'unknown', selector: '0xdeadbeef', data: '0xdeadbeef' })
  })
})

describe('pasted ABIs', () => {
  it('accept a compiler artifact and refuse what is not an ABI, with a reason', () => {
    expect(parseAbi({ abi: ERC20 })).toMatchObject({ ok: true })
    expect(parseAbi('not json')).toEqual({
      ok: false,
      message: 'This is not JSON: paste the contract ABI as a JSON array.',
    })
    expect(parseAbi('{"a":1}')).toMatchObject({ ok: false })
    expect(parseAbi('[{"type":"function","name":"f","inputs":[{"name":"x","type":"uint7"}]}]')).toMatchObject({
      ok: false,
      message: expect.stringContaining('uint7'),
    })
    expect(parseAbi('[{"type":"constructor","inputs":[]}]')).toEqual({
      ok: false,
      message: 'The ABI has no functions, events or errors.',
    })
  })

  it('decode tuples with a user ABI first', () => {
    const abi = parseAbi([
      {
        type: 'event',
        name: 'Order',
        inputs: [
          { name: 'id', type: 'uint64', indexed: true },
          {
            name: 'o',
            type: 'tuple',
            components: [
              { name: 'maker', type: 'address' },
              { name: 'price', type: 'int256' },
            ],
          },
          { name: 'memo', type: 'string', indexed: true },
        ],
      },
    ])
    if (!abi.ok) throw new Error(abi.message)
    const e = decodeEvent(
      {
        topics: [topicOf(abi.items[0]!), `0x${'07'.padStart(64, '0')}`, `0x${'cd'.repeat(32)}`],
        data: `0x${TO.slice(2).padStart(64, '0')}${'f'.repeat(64)}`,
      },
      [{ source: 'user', items: abi.items }, ...STANDARD_SOURCES],
    )
    expect(e.ok && e.args.map((a) => valueText(a.value))).toEqual(['7', `(${TO}, -1)`, `hash 0x${'cd'.repeat(32)}`])
  })
})

describe('token metadata answers', () => {
  it('read string and bytes32 symbols, and sane decimals only', async () => {
    const { readDecimals, readSymbol } = await import('./tx-view')
    const str = w(`0x0000000000000000000000000000000000000000000000000000000000000020
      0000000000000000000000000000000000000000000000000000000000000003
      4456540000000000000000000000000000000000000000000000000000000000`)
    expect(readSymbol(str)).toBe('DVT')
    // MKR's symbol() answers bytes32.
    expect(readSymbol('0x4d4b520000000000000000000000000000000000000000000000000000000000')).toBe('MKR')
    expect(readSymbol('0x')).toBeUndefined()
    expect(readDecimals(`0x${'12'.padStart(64, '0')}`)).toBe(18)
    expect(readDecimals(`0x${'f'.repeat(64)}`)).toBeUndefined()
  })
})

// A real VTHO (VIP-180 energy token) transfer on the VM ledger's mainnet, block 12,345,678.
describe('a real VIP-180 transfer explained', () => {
  it('decodes the clause call and the Transfer event to the same movement', async () => {
    const { explainTx } = await import('./tx-view')
    const { VmReceipt, VmTx } = await import('./wire')
    const tx = VmTx.parse(
      (await import('@/lib/explorer/fixtures/vechain-thor/transaction.mainnet-12345678.vechain-docs.json')).default,
    )
    const receipt = VmReceipt.parse(
      (await import('@/lib/explorer/fixtures/vechain-thor/receipt.mainnet-12345678.vechain-docs.json')).default,
    )
    const x = explainTx(tx, receipt, {})
    const move = {
      token: '0x0000000000000000000000000000456e65726779',
      kind: 'transfer',
      from: '0x2d7c8293b20344223668ed3fd88301381dc35ce0',
      to: '0x11e1b586dd371471d0b52046ee3d4309a6c29c6c',
      amount: '10414489375000000000',
    }
    expect(x.calls[0]?.call).toMatchObject({ ok: true, name: 'transfer', selector: '0xa9059cbb' })
    expect(x.events[0]?.event).toMatchObject({ ok: true, name: 'Transfer', source: 'erc20' })
    expect(x.movements).toEqual([move])
    expect(x.tokens).toEqual([move.token])
    // A reverted receipt: the movement is what the call asked for, not what happened.
    expect(explainTx(tx, { ...receipt, reverted: true, outputs: [] }, {}).movements).toEqual([move])
  })
})
