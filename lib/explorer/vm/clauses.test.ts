import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { vmTxClauses } from './adapters'

const tx = JSON.parse(
  readFileSync(
    new URL('../fixtures/vechain-thor/transaction.mainnet-12345678.vechain-docs.json', import.meta.url),
    'utf8',
  ),
) as { clauses: { data: string }[] }

describe('a VM transaction’s clauses', () => {
  it('carry each clause’s call data whole: the table cell shortens it, its copy button takes every byte', () => {
    const v = vmTxClauses(tx, { network: 'vm' })
    const data = tx.clauses[0]!.data
    expect(data.length).toBeGreaterThan(74)
    expect(v.kind === 'table' && v.rows[0]!.data).toEqual({ type: 'text', value: data, mono: true })
  })
})
