import { describe, expect, it } from 'vitest'
import { csvCell, csvFileName, parseCsv, toCsv, type ChartTable } from './csv'

describe('csv', () => {
  it('writes exact strings and round-trips through the parser', () => {
    const table: ChartTable = {
      columns: [
        { key: 'name', label: 'Token, name' },
        { key: 'v', label: 'Value', numeric: true },
      ],
      rows: [
        { name: 'Main "A"', v: '123456789012345678901234567890' },
        { name: 'line\nbreak' },
        { name: '-', v: '-12.5' },
      ],
    }
    const csv = toCsv(table)
    expect(csv.split('\r\n')[0]).toBe('"Token, name",Value')
    expect(parseCsv(csv)).toEqual([
      ['Token, name', 'Value'],
      ['Main "A"', '123456789012345678901234567890'],
      ['line\nbreak', ''],
      ["'-", '-12.5'],
    ])
  })
  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    expect(csvCell('=cmd()')).toBe("'=cmd()")
    expect(csvCell('@x')).toBe("'@x")
    expect(csvCell('-3')).toBe('-3')
  })
  it('makes safe file names', () => {
    expect(csvFileName('feed totals/1', Date.UTC(2026, 0, 2, 3, 4, 5))).toBe(
      'supply-feed-totals-1-2026-01-02T03-04-05-000Z.csv',
    )
  })
})
