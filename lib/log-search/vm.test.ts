import { describe, expect, it } from 'vitest'
import { logQuery, toCsv, withOffset } from './vm'

const A = `0x${'ab'.repeat(20)}`
describe('VM log search from the URL', () => {
  it('builds the event filter: emitter and topics, block range, offset paging, newest first', () => {
    const r = logQuery({
      address: A.toUpperCase().replace('0X', '0x'),
      topic0: `0x${'DD'.repeat(32)}`,
      from: '10',
      to: '20',
      offset: '50',
      limit: '25',
    })
    expect(r).toEqual({
      ok: true,
      q: {
        kind: 'event',
        offset: 50,
        limit: 25,
        body: {
          criteriaSet: [{ address: A, topic0: `0x${'dd'.repeat(32)}` }],
          range: { unit: 'block', from: 10, to: 20 },
          options: { offset: 50, limit: 25 },
          order: 'desc',
        },
      },
    })
    expect(logQuery({ kind: 'transfer', origin: A })).toMatchObject({
      ok: true,
      q: { body: { criteriaSet: [{ txOrigin: A }], range: null } },
    })
  })

  it('says what is wrong', () => {
    expect(logQuery({ address: '0x12', from: '9', to: '3', limit: '7' })).toEqual({
      ok: false,
      problems: [
        'Emitter: an address is 0x followed by 40 hexadecimal digits.',
        'From block: at most the To block.',
        'Page size: one of 25, 50, 100.',
      ],
    })
  })

  it('pages by keeping the other parameters, and exports CSV a spreadsheet will not execute', () => {
    expect(withOffset({ kind: 'event', address: A, offset: '25' }, 50)).toBe(`?kind=event&address=${A}&offset=50`)
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', 'x,y'],
          ['=cmd()', 'say "hi"'],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n"\'=cmd()","say ""hi"""\r\n')
  })
})
