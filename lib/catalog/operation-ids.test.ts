import { describe, expect, it } from 'vitest'
import { renderOperationIds } from '@/scripts/make-operation-ids'
import { CATALOG, getOperation, isOperationId, OPERATION_IDS } from './index'

describe('OperationId', () => {
  it('lists exactly the catalog ids, in catalog order (else run `npx tsx scripts/make-operation-ids.ts`)', () => {
    expect([...OPERATION_IDS]).toEqual(CATALOG.map((op) => op.id))
  })

  it('is what the generator writes for the catalog', () => {
    const rendered = renderOperationIds(CATALOG.map((op) => op.id))
    for (const id of OPERATION_IDS) expect(rendered).toContain(`'${id}',`)
    expect(rendered).toContain('export type OperationId = (typeof OPERATION_IDS)[number]')
  })

  it('makes a misspelt id a type error and, should one slip through as data, a thrown error', () => {
    // @ts-expect-error a misspelling of vm.blocks.get is not an OperationId
    expect(() => getOperation('vm.blocks.gett')).toThrow(/unknown operation vm\.blocks\.gett/)
    expect(getOperation('vm.blocks.get').id).toBe('vm.blocks.get')
  })

  it('narrows ids that arrive as data', () => {
    expect(isOperationId('vm.blocks.get')).toBe(true)
    expect(isOperationId('vm.blocks.gett')).toBe(false)
    expect(isOperationId('constructor')).toBe(false)
  })
})
