import { describe, expect, it } from 'vitest'
import { defineOperation } from './define'
import { query } from './params'
import type { OperationInput } from './types'

const row = (params: OperationInput['params']): OperationInput => ({
  id: 't.search',
  kind: 'indexer',
  method: 'GET',
  path: '/v2/things',
  group: 'g',
  summary: 's',
  cache: 'head',
  source: 'test',
  params,
})

describe('exclusive query params', () => {
  const op = defineOperation(
    row([
      query('online-only', 'boolean', { exclusiveWith: ['round', 'include-all'] }),
      query('round', 'integer'),
      query('include-all', 'boolean'),
    ]),
  )

  it('conflict when both are given, in the order the row declares them', () => {
    expect(op.conflict({ 'online-only': 'true', round: '0' })).toEqual(['online-only', 'round'])
    expect(op.conflict({ 'online-only': 'true', 'include-all': 'true' })).toEqual(['online-only', 'include-all'])
    expect(op.conflict({ round: '5', 'include-all': 'true' })).toBeUndefined()
    expect(op.conflict({ 'online-only': 'true' })).toBeUndefined()
  })

  it('never count a flag at false, which the upstreams read as absent', () => {
    expect(op.conflict({ 'online-only': 'false', round: '5' })).toBeUndefined()
    expect(op.conflict({ 'online-only': 'true', 'include-all': 'false' })).toBeUndefined()
  })

  it('must name query params of the same row', () => {
    expect(() => defineOperation(row([query('a', 'integer', { exclusiveWith: ['b'] })]))).toThrow(
      /t.search: a is exclusive with b, which are not both query params of it/,
    )
  })
})
