import { describe, expect, it } from 'vitest'
import { encodeLedgerAddress } from '@/lib/format/address'
import { ledgerAccountApps } from './adapters'

const b64 = (s: string) => btoa(s)
const key32 = Uint8Array.from({ length: 32 }, (_, i) => i * 7 + 1)

// Shaped like an algod/indexer account answer: TEAL values {bytes (base64), type (1 bytes, 2 uint), uint}.
const account = {
  address: 'ALGORANDAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIN5DNAU',
  amount: 1500000,
  round: 6222133,
  'apps-local-state': [
    {
      id: 1284326447,
      schema: { 'num-byte-slice': 3, 'num-uint': 1 },
      'key-value': [
        { key: b64('calls'), value: { bytes: '', type: 2, uint: 7 } },
        { key: b64('name'), value: { bytes: b64('alice'), type: 1, uint: 0 } },
        { key: b64('owner'), value: { bytes: btoa(String.fromCharCode(...key32)), type: 1, uint: 0 } },
        { key: btoa('\u0001\u0002'), value: { bytes: btoa('\u00ff\u00fe'), type: 1, uint: 0 } },
      ],
    },
  ],
}

describe('ledger applications and local state', () => {
  it('shows TEAL values in words: numbers, text, account links, hex; the schema in counts', () => {
    const v = ledgerAccountApps(account, { network: 'ledger' })
    if (v.kind !== 'table') throw new Error('expected a table')
    const row = v.rows[0]!
    expect(row.app).toEqual({ type: 'link', kind: 'application', network: 'ledger', value: '1284326447' })
    expect(row.schema).toEqual({ type: 'text', value: '1 number, 3 byte slices' })
    expect(row.state).toEqual({
      type: 'list',
      items: [
        { type: 'text', value: 'calls = 7', mono: true },
        { type: 'text', value: 'name = "alice"', mono: true },
        {
          type: 'link',
          kind: 'account',
          network: 'ledger',
          value: encodeLedgerAddress(key32),
          label: `owner = ${encodeLedgerAddress(key32)}`,
        },
        { type: 'text', value: '0x0102 = 0xfffe', mono: true },
      ],
    })
    expect(JSON.stringify(v)).not.toContain('"uint"')
  })
})
