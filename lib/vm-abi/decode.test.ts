import { describe, expect, it } from 'vitest'
import { parseAbi, selectorOf, topicOf } from './abi'
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
import { ERC20 } from './standards'

const w = (s: string) => s.replace(/\s+/g, '')

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
