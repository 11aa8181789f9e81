import { describe, expect, it } from 'vitest'
import { decodeBech32 } from '@/lib/format/address'
import type { ValidatorRow } from './model'
import { validatorDirectory } from './validator-directory'
import { validatorIn } from './validator-names'

const row = (operator: string, moniker: string, consHex?: string): ValidatorRow => ({
  operator,
  moniker,
  consHex,
  tokens: '1',
  powerShare: '1.00%',
  commission: '0',
  status: 'Active',
  jailed: false,
})

describe('the validator directory the browser receives', () => {
  const rows = [
    row('platvaloper1a', 'Node One', '00112233445566778899aabbccddeeff00112233'),
    row('platvaloper1b', ''),
    row('platvaloper1c', 'Bad Key', 'zz'),
    row('', 'No Operator', '00112233445566778899aabbccddeeff00112233'),
  ]
  const dir = validatorDirectory(rows, 'platvalcons')

  it('holds one tuple per validator with an operator, its consensus address encoded under the prefix', () => {
    expect(dir).toHaveLength(3)
    const [op, moniker, valcons] = dir[0]!
    expect([op, moniker]).toEqual(['platvaloper1a', 'Node One'])
    const d = decodeBech32(valcons)
    expect(d?.prefix).toBe('platvalcons')
    expect(Buffer.from(d!.bytes).toString('hex')).toBe('00112233445566778899aabbccddeeff00112233')
    // No key, or a malformed one: no consensus address (the validator is still found by its operator address).
    expect(dir[1]![2]).toBe('')
    expect(dir[2]![2]).toBe('')
    expect(validatorDirectory(rows, undefined).every(([, , v]) => v === '')).toBe(true)
  })

  it('finds a validator by operator or consensus address, one without a moniker named by its operator', () => {
    const one = { operator: 'platvaloper1a', moniker: 'Node One' }
    expect(validatorIn(dir, 'platvaloper1a')).toEqual(one)
    expect(validatorIn(dir, dir[0]![2])).toEqual(one)
    expect(validatorIn(dir, 'platvaloper1b')).toEqual({ operator: 'platvaloper1b', moniker: 'platvaloper1b' })
    // '' is no validator's address, though two validators have no consensus address.
    expect(validatorIn(dir, '')).toBeUndefined()
    expect(validatorIn(dir, 'platvaloper1z')).toBeUndefined()
  })
})
