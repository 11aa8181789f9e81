import { encodeAddress } from 'algosdk'
import { describe, expect, it } from 'vitest'
import {
  CSV_HEADER,
  firstPageHref,
  formOf,
  nextPageHref,
  pageNumber,
  previousPageHref,
  rowOf,
  rowsToCsv,
  searchQuery,
} from './search'

const LGR = { base: 'micro', display: 'LGR', exponent: 6 }

const ADDR = encodeAddress(new Uint8Array(32).fill(7))
const from = (qs: string) => Object.fromEntries(new URLSearchParams(qs))

describe('ledger transaction search: URL ⇄ form ⇄ indexer query', () => {
  it('turns the form fields into the indexer’s parameters, the note prefix as base64', () => {
    const r = searchQuery({
      address: ADDR,
      role: 'sender',
      type: 'pay',
      asset: '1005',
      app: '7',
      min: '10',
      max: '20',
      note: 'co',
      limit: '50',
    })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.q.query).toEqual({
      address: ADDR,
      'address-role': 'sender',
      'tx-type': 'pay',
      'asset-id': '1005',
      'application-id': '7',
      'min-round': '10',
      'max-round': '20',
      'note-prefix': 'Y28=',
      limit: '50',
    })
  })

  it('refuses bad input in words, each field named, and asks nothing', () => {
    const r = searchQuery({
      address: 'nope',
      role: 'boss',
      type: 'xfer',
      asset: '-1',
      min: '9',
      max: '3',
      limit: '7',
      next: 'a b',
    })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems).toEqual([
      expect.stringMatching(/^Account: /),
      'Role: sender or receiver.',
      expect.stringMatching(/^Type: one of Payment, /),
      'Asset id: a whole number above 0.',
      'From round: at most the To round.',
      'Per page: one of 25, 50, 100.',
      expect.stringMatching(/^Page: the page token/),
    ])
    expect(searchQuery({ role: 'sender' })).toMatchObject({
      ok: false,
      problems: ['Role: give the account whose role it is.'],
    })
  })

  it('pages forward with the indexer’s token and back along the trail, keeping the filters', () => {
    const f1 = formOf({ type: 'axfer' })
    expect(previousPageHref(f1)).toBeUndefined()
    const p2 = nextPageHref(f1, 'T1')
    expect(p2).toBe('?type=axfer&next=T1&trail=*')
    const f2 = formOf(from(p2.slice(1)))
    expect(f2).toMatchObject({ type: 'axfer', next: 'T1', trail: [''] })
    expect(pageNumber(f2)).toBe(2)
    const f3 = formOf(from(nextPageHref(f2, 'T2=').slice(1)))
    expect(f3).toMatchObject({ next: 'T2=', trail: ['', 'T1'] })
    expect(pageNumber(f3)).toBe(3)
    expect(previousPageHref(f3)).toBe(p2)
    expect(previousPageHref(f2)).toBe(firstPageHref(f1))
    expect(firstPageHref(f1)).toBe('?type=axfer')
  })

  it('shows amounts in display units: 6 decimals for the coin, the asset’s own when known', () => {
    const pay = rowOf(
      {
        id: 'A',
        'tx-type': 'pay',
        sender: 'S',
        fee: 1000,
        'confirmed-round': 12,
        'round-time': 1_700_000_000,
        'payment-transaction': { receiver: 'R', amount: 1_234_500_000 },
      },
      LGR,
    )
    expect(pay).toMatchObject({
      type: 'Payment',
      receiver: 'R',
      amount: '1,234.5 LGR',
      baseAmount: '1234500000',
      fee: '0.001 LGR',
      round: '12',
      time: '2023-11-14T22:13:20.000Z',
    })
    const ax = {
      id: 'B',
      'tx-type': 'axfer',
      sender: 'S',
      fee: 2000,
      'asset-transfer-transaction': { receiver: 'R', amount: 250, 'asset-id': 1005 },
    }
    expect(rowOf(ax, LGR, new Map([['1005', { unit: 'USDC', decimals: 2 }]])).amount).toBe('2.5 USDC')
    expect(rowOf(ax, LGR).amount).toBe('250 base units of asset 1005')
    // The unit apart from the number: the page links it to the asset's page.
    expect(rowOf(ax, LGR, new Map([['1005', { unit: 'USDC', decimals: 2 }]])).asset).toEqual({
      id: '1005',
      value: '2.5',
      unit: 'USDC',
    })
    expect(rowOf(ax, LGR).asset).toEqual({ id: '1005', value: '250', unit: 'base units of asset 1005' })
    expect(
      rowOf({ ...ax, 'asset-transfer-transaction': { receiver: 'S', amount: 0, 'asset-id': 1005 } }, LGR).type,
    ).toBe('Asset opt-in')
    expect(rowOf(ax, LGR).type).toBe('Asset transfer')
    const csv = rowsToCsv([pay]).split('\r\n')
    expect(csv[0]).toBe(CSV_HEADER.join(','))
    expect(csv[1]).toBe('A,12,2023-11-14T22:13:20.000Z,Payment,S,R,"1,234.5 LGR",LGR,1234500000,0.001 LGR,1000')
  })
})
