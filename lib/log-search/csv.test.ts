import { describe, expect, it } from 'vitest'
import { decodeEvent, STANDARD_SOURCES } from '@/lib/vm-abi/describe'
import { eventsCsv, transfersCsv, type EventRow } from './csv'

const meta = {
  blockNumber: 7,
  blockTimestamp: 1_700_000_000,
  txID: '0x' + 'ab'.repeat(32),
  txOrigin: '0x' + '11'.repeat(20),
}
const pad = (hex: string) => hex.padStart(64, '0')

describe('log CSV', () => {
  it('writes transfer amounts as exact decimal base units', () => {
    const csv = transfersCsv([
      { sender: '0x' + '01'.repeat(20), recipient: '0x' + '02'.repeat(20), amount: '0x1bc16d674ec80001', meta },
    ])
    const [header, row] = csv.trim().split('\r\n')
    expect(header).toBe('block,time,tx,sender,recipient,amount_base_units')
    expect(row!.split(',').at(-1)).toBe('2000000000000000001')
    expect(row).toContain('2023-11-14T22:13:20.000Z')
  })

  it('writes the decoded event beside its raw topics and data', () => {
    const from = '0x' + '01'.repeat(20)
    const to = '0x' + '02'.repeat(20)
    const row: EventRow = {
      address: '0x' + '03'.repeat(20),
      topics: [
        '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
        '0x' + pad(from.slice(2)),
        '0x' + pad(to.slice(2)),
      ],
      data: '0x' + pad('2a'),
      meta,
    }
    const csv = eventsCsv([{ row, event: decodeEvent(row, STANDARD_SOURCES) }])
    const cells = csv.trim().split('\r\n')[1]!.split(',')
    expect(cells[5]).toBe('Transfer')
    expect(cells[6]).toContain('42')
    expect(cells[7]).toBe(row.topics[0])
    expect(cells.at(-1)).toBe(row.data)
  })
})
