import { describe, expect, it } from 'vitest'
import { networks, traitsOf } from '@/lib/networks'
import { checkId, malformedRecordPath, parseRecordPath } from './validate'

const vm = networks().find((n) => n.address.kind === 'hex20')!
const sdk = networks().find((n) => n.address.kind === 'bech32')!
const sharded = networks().find((n) => n.kind === 'sharded')!
const ledger = networks().find((n) => traitsOf(n.id).entities.includes('asset'))!

describe('record ids', () => {
  it('read a record page’s path back, and nothing else', () => {
    expect(parseRecordPath(`/${sdk.id}/blocks/12`)).toEqual({ network: sdk.id, kind: 'block', id: '12' })
    expect(parseRecordPath(`/${sdk.id}/txs/search`)).toBeUndefined()
    expect(parseRecordPath(`/${sdk.id}/blocks`)).toBeUndefined()
    expect(parseRecordPath('/no-such-network/blocks/12')).toBeUndefined()
    expect(parseRecordPath(`/${sdk.id}/blocks/12/extra`)).toBeUndefined()
  })

  it('call an id that cannot be one malformed (a 400), and a well-formed one not (a 404 if missing)', () => {
    expect(malformedRecordPath(`/${sdk.id}/txs/nothex`)).toBe(true)
    expect(malformedRecordPath(`/${vm.id}/accounts/0x123`)).toBe(true)
    expect(malformedRecordPath(`/${vm.id}/blocks/12abc`)).toBe(true)
    expect(malformedRecordPath(`/${sdk.id}/blocks/999999999`)).toBe(false)
    expect(malformedRecordPath(`/${sdk.id}/txs/${'0'.repeat(64)}`)).toBe(false)
    expect(malformedRecordPath(`/${vm.id}/accounts/0x${'ab'.repeat(20)}`)).toBe(false)
    expect(malformedRecordPath(`/${sdk.id}/overview`)).toBe(false)
  })

  it('hold entity pages to the same rule, on the networks that have them', () => {
    expect(malformedRecordPath(`/${ledger.id}/assets/abc`)).toBe(true)
    expect(malformedRecordPath(`/${ledger.id}/assets/0`)).toBe(true)
    expect(malformedRecordPath(`/${ledger.id}/assets/1002`)).toBe(false)
    expect(malformedRecordPath(`/${ledger.id}/applications/18446744073709551616`)).toBe(true)
    expect(malformedRecordPath(`/${ledger.id}/groups/short`)).toBe(true)
    expect(malformedRecordPath(`/${vm.id}/tokens/0x123`)).toBe(true)
    expect(malformedRecordPath(`/${vm.id}/tokens/0x${'ab'.repeat(20)}`)).toBe(false)
    expect(malformedRecordPath(`/${sharded.id}/tokens/usds-2eb19c`)).toBe(true)
    expect(malformedRecordPath(`/${sharded.id}/tokens/USDS-2eb19c`)).toBe(false)
    expect(malformedRecordPath(`/${sdk.id}/denoms/ibc/${'AB'.repeat(32)}`)).toBe(false)
    expect(malformedRecordPath(`/${sdk.id}/denoms/1bad`)).toBe(true)
    // No such pages on this network: a 404, not a 400.
    expect(malformedRecordPath(`/${sdk.id}/assets/abc`)).toBe(false)
  })

  it('say what is wrong with a malformed address', () => {
    const r = checkId(vm.id, 'account', '0x123')
    expect(r.ok).toBe(false)
    expect(!r.ok && r.message).toMatch(/0x followed by 40 hexadecimal digits/)
  })
})
