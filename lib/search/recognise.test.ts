import { describe, expect, it } from 'vitest'
import algosdk from 'algosdk'
import { bech32 } from '@scure/base'
import { recognise, unrecognisedHint } from './recognise'

const addr = (prefix: string, len = 20) =>
  bech32.encode(prefix, bech32.toWords(Uint8Array.from({ length: len }, (_, i) => i * 7)))
const kinds = (q: string) => recognise(q).map((c) => `${c.network}:${c.kind}`)

describe('search recognition', () => {
  it('routes bech32 addresses by prefix, validators included', () => {
    expect(kinds(addr('hub'))).toEqual(['hub:account'])
    expect(kinds(addr('plat'))).toEqual(['platform:account'])
    expect(kinds(addr('clscvaloper'))).toEqual(['classic:account'])
    expect(kinds(addr('shd', 32))).toEqual(['sharded:account'])
    expect(kinds(addr('cosmos'))).toEqual([])
  })

  it('recognises 0x addresses and 0x hashes on the VM ledger', () => {
    expect(kinds('0x' + 'aB'.repeat(20))).toEqual(['vm:account'])
    expect(recognise('0x' + 'aB'.repeat(20))[0]!.value).toBe('0x' + 'ab'.repeat(20))
    expect(kinds('0x' + 'cd'.repeat(32))).toEqual(['vm:tx', 'vm:block'])
  })

  it('treats bare 64-hex as an SDK tx hash (upper-cased), a sharded tx and a VM id', () => {
    const c = recognise('ab'.repeat(32))
    expect(c.filter((x) => x.network === 'hub')[0]!.value).toBe('AB'.repeat(32))
    expect(c.filter((x) => x.network === 'sharded')[0]!.value).toBe('ab'.repeat(32))
    expect(kinds('AB'.repeat(32))).toContain('vm:tx')
  })

  it('recognises ledger addresses (checksum) and tx ids', () => {
    const a = algosdk.generateAccount().addr.toString()
    expect(kinds(a)).toEqual(['ledger:account'])
    expect(kinds('NSZHNYOBJ2C6EEVTOXCZUNTXOOUQLX7OLAHDW4I7ZLNYOTOKJURQ')).toEqual(['ledger:tx'])
  })

  it('makes a number a height, round or nonce on every network, exactly', () => {
    const c = recognise('18446744073709551615')
    expect(c).toHaveLength(8)
    expect(c.every((x) => x.kind === 'block' && x.value === '18446744073709551615')).toBe(true)
    expect(recognise('18446744073709551616')).toEqual([])
    expect(recognise('007')[0]!.value).toBe('7')
  })

  it('recognises ibc/<hash> denominations on SDK networks', () => {
    const c = recognise('ibc/' + 'a1'.repeat(32))
    expect(new Set(c.map((x) => x.kind))).toEqual(new Set(['denom']))
    expect(c[0]!.value).toBe('ibc/' + 'A1'.repeat(32))
  })

  it('explains inputs it cannot place', () => {
    expect(recognise('hello world')).toEqual([])
    expect(unrecognisedHint('abc123')).toMatch(/hex/i)
    expect(unrecognisedHint('hub1qqqqqqqqq')).toMatch(/bech32/)
  })
})
