import { describe, expect, it } from 'vitest'
import { CATALOG } from '@/lib/catalog'
import { sourceInWords } from './source-words'

describe('operation sources in words', () => {
  it('name the gateway table, never a document or section number', () => {
    expect(sourceInWords('001 §4.1')).toBe('listed in the VM ledger gateway’s table')
    expect(sourceInWords('000 §4.2')).toBe('listed in the SDK gateways’ bank table')
    expect(sourceInWords('algod 5.0.0')).toBe('served by algod 5.0.0 (no gateway table lists it)')
  })

  it('cover every table the catalog cites', () => {
    for (const op of CATALOG)
      if (/^\d{3} §/.test(op.source)) expect(sourceInWords(op.source), op.id).not.toMatch(/§|\d{3} /)
  })
})
