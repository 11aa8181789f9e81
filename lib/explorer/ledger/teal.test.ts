/**
 * State, argument, box and log readings against the real indexer's own expected answers (its api/test_resources,
 * lib/explorer/fixtures/algorand/indexer.*.indexer-test_resources.json; the fixtures README says which is which).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { encodeLedgerAddress } from '@/lib/format/address'
import { base64ToBytes } from '@/lib/format/hex'
import { parseJsonLossless } from '@/lib/format/json'
import type { Field, KVRow, View } from '../view'
import { ledgerAppBoxes, ledgerBox } from './app-data'
import { ledgerAppCall, ledgerInnerTxs, ledgerStateChanges } from './app-call'
import { readBase64, readDelta, readingText } from './teal-value'
import { ledgerTxSignature } from './tx-signature'

const ctx = { network: 'ledger' as const }
const fixture = (name: string): unknown =>
  parseJsonLossless(
    readFileSync(new URL(`../fixtures/algorand/indexer.${name}.indexer-test_resources.json`, import.meta.url), 'utf8'),
  )
/** A test resource is the `transaction` of `GET /v2/transactions/{txid}`: wrapped as the gateway answers it. */
const tx = (name: string) => ({ transaction: fixture(`transaction.${name}`), 'current-round': 100 })

const rowsOf = (v: View): KVRow[] => {
  if (v.kind !== 'kv') throw new Error(`expected a record, got ${v.kind}`)
  return v.rows
}
const byLabel = (v: View) => Object.fromEntries(rowsOf(v).map((r) => [r.label, r.value]))
const tableOf = (v: View) => {
  if (v.kind !== 'table') throw new Error(`expected a table, got ${v.kind}`)
  return v.rows
}
/** What a bytes field shows first (its reading), the bytes themselves being behind the switch. */
const shown = (f: Field | undefined): Field | undefined => (f?.type === 'bytes' ? f.as : f)
const addressOf = (b64: string) => encodeLedgerAddress(base64ToBytes(b64))

describe('application call details (indexer test resources)', () => {
  it('a creation: its new application, arguments read as accounts and numbers, global state set from nothing', () => {
    const body = tx('app_call_1')
    const v = byLabel(ledgerAppCall(body, ctx))
    expect(v['Created application']).toEqual({ type: 'link', kind: 'application', network: 'ledger', value: '10' })
    expect(v['Action']).toEqual({ type: 'text', value: 'create, then call: runs the approval program' })
    const creator = addressOf('btz60CsEHLLUDmcuQ0PqJukA+t6+CJbyw8yeZlaVhXY=')
    expect(shown(v['Argument 1'])).toEqual({ type: 'link', kind: 'account', network: 'ledger', value: creator })
    expect(shown(v['Argument 5'])).toEqual({ type: 'text', value: '10000000', mono: true })
    expect(shown(v['Argument 6'])).toEqual({ type: 'text', value: '0', mono: true })
    expect(v['Argument 7']).toBeUndefined()

    const changes = tableOf(ledgerStateChanges(body, ctx))
    expect(changes).toHaveLength(8)
    const bl = changes.find((r) => (shown(r.key) as { value?: string }).value === 'bl')!
    expect(bl.scope).toEqual({ type: 'text', value: 'global' })
    expect(bl.after).toEqual({ type: 'text', value: '10000000', mono: true })
    // The page found no earlier value (no extra.before): it says so instead of guessing.
    expect(bl.before).toEqual({ type: 'text', value: 'not in this answer' })
    const cr = changes.find((r) => (shown(r.key) as { value?: string }).value === 'cr')!
    expect(shown(cr.after)).toEqual({ type: 'link', kind: 'account', network: 'ledger', value: creator })
  })

  it('a close-out: the action in words, the accounts it names, each account’s local state change', () => {
    const body = tx('app_call_2')
    const v = byLabel(ledgerAppCall(body, ctx))
    expect(v['Application']).toEqual({ type: 'link', kind: 'application', network: 'ledger', value: '66' })
    expect(v['Action']).toEqual({
      type: 'text',
      value: 'close out: the sender leaves and its local state is removed',
    })
    expect(v['Accounts']).toEqual({
      type: 'list',
      items: [
        { type: 'link', kind: 'account', network: 'ledger', value: expect.stringMatching(/^A{52}Y5HFKQ$/) },
        {
          type: 'link',
          kind: 'account',
          network: 'ledger',
          value: 'SZJEAZ6JBM4N2ZX2ZJN7FW6UHCNFL2IMOK6XYXA4BTFIQ2EWNPLPJQXJYY',
        },
      ],
    })
    const changes = tableOf(
      ledgerStateChanges(body, {
        ...ctx,
        extra: {
          before: {
            'l:SZJEAZ6JBM4N2ZX2ZJN7FW6UHCNFL2IMOK6XYXA4BTFIQ2EWNPLPJQXJYY:Ymw=': { kind: 'uint', value: '2000' },
          },
          since: '1000',
        },
      }),
    )
    expect(changes.map((r) => r.scope)).toEqual([
      {
        type: 'link',
        kind: 'account',
        network: 'ledger',
        value: '44VP3UWLAHE2Y7PCIEQSN2GNJEUZC3ZIDJ67U4FESDZ3DM7PKLD24V5ZBU',
      },
      {
        type: 'link',
        kind: 'account',
        network: 'ledger',
        value: 'SZJEAZ6JBM4N2ZX2ZJN7FW6UHCNFL2IMOK6XYXA4BTFIQ2EWNPLPJQXJYY',
      },
    ])
    expect(changes[1]!.before).toEqual({ type: 'text', value: '2000', mono: true })
    expect(changes[1]!.after).toEqual({ type: 'text', value: '2989', mono: true })
    expect(changes[0]!.before).toEqual({
      type: 'text',
      value: expect.stringMatching(/^not known: no call from round 1000 to \d+ changed it$/),
    })
  })

  it('a binary state key reads as hex; uint64 arguments as numbers', () => {
    const body = tx('app_nonascii')
    const v = byLabel(ledgerAppCall(body, ctx))
    expect([1, 2, 3].map((i) => shown(v[`Argument ${i}`]))).toEqual(
      ['1', '2', '1'].map((n) => ({ type: 'text', value: n, mono: true })),
    )
    const [change] = tableOf(ledgerStateChanges(body, ctx))
    expect(shown(change!.key)).toEqual({ type: 'text', value: '0x000100000000000000010000000000000002', mono: true })
    // The bytes stay reachable behind the switch, exactly as the wire sent them.
    expect(change!.key).toMatchObject({ type: 'bytes', b64: 'AAEAAAAAAAAAAQAAAAAAAAAC' })
  })

  it('foreign applications and assets link to their pages; box references read their names', () => {
    const v = byLabel(ledgerAppCall(tx('app_foreign_assets'), ctx))
    expect(v['Applications']).toEqual({
      type: 'list',
      items: ['5555', '6666'].map((value) => ({ type: 'link', kind: 'application', network: 'ledger', value })),
    })
    expect(v['Assets']).toEqual({
      type: 'list',
      items: ['1000', '2000'].map((value) => ({ type: 'link', kind: 'asset', network: 'ledger', value })),
    })
    const b = byLabel(ledgerAppCall(tx('app_call_box_create'), ctx))
    expect(b['Boxes']).toMatchObject({
      type: 'list',
      items: [
        { type: 'bytes', as: { type: 'text', value: 'box1' } },
        { type: 'bytes', as: { type: 'text', value: 'base64' } },
      ],
    })
  })

  it('logs read as text, or hex when they are not', () => {
    const v = byLabel(ledgerAppCall(tx('app_call_logs'), ctx))
    expect(v['Logs']).toMatchObject({
      type: 'list',
      items: [
        { type: 'bytes', as: { type: 'text', value: 'one' } },
        { type: 'bytes', as: { value: '0x0102' } },
        { type: 'bytes', as: { value: '0x000a14' } },
      ],
    })
  })

  it('inner transactions numbered in order with their types', () => {
    const rows = tableOf(ledgerInnerTxs(tx('app_call_inner'), ctx))
    expect(rows.map((r) => (r.path as { value: string }).value)).toEqual(['1', '2', '3'])
    // The real answer's first inner transaction has an empty type: said so, not guessed.
    expect(rows.map((r) => (r.type as { value: string }).value)).toEqual(['Unknown type', 'Payment', 'Asset transfer'])
  })

  it('a 3-of-5 multisig: its rule and each member key with whether it signed', () => {
    const v = byLabel(ledgerTxSignature(tx('multisig'), ctx))
    expect(v['Kind']).toEqual({ type: 'text', value: 'multisig' })
    expect(v['Multisig']).toEqual({
      type: 'text',
      value: expect.stringMatching(/^version 1: 3 of 5 keys must sign; [0-5] signed$/),
    })
    const members = v['Member keys']
    if (members?.type !== 'list') throw new Error('expected a list of member keys')
    expect(members.items).toHaveLength(5)
    expect(members.items[0]).toMatchObject({
      type: 'link',
      kind: 'account',
      value: addressOf('7pk3rElYGwzvW1hU6b5TJ3FmCkwqv1BXi5OrrPMmsPo='),
      label: expect.stringMatching(/^1\. .*: signed$/),
    })
  })
})

describe('boxes (indexer test resources, application 5)', () => {
  it('names in every encoding: numbers, an address, text, and an ABI tuple as hex', () => {
    const rows = tableOf(ledgerAppBoxes(fixture('boxes.app5-names'), ctx))
    expect(rows).toHaveLength(13)
    const names = rows.map((r) => readingText(readBase64((r.name as { b64: string }).b64)))
    expect(names.slice(0, 2)).toEqual(['42', '100'])
    expect(names[2]).toMatch(/^0x0{13}18f000c/)
    expect(names).toContain('string')
    expect(names).toContain('byte base64')
    expect(rows[3]!.kind).toEqual({ type: 'text', value: 'address' })
    expect(rows[0]!.value).toEqual({ type: 'text', value: 'not in the answer' })
  })

  it('zero-filled values: a number, text and an address, the padding counted', () => {
    const int = byLabel(ledgerBox(fixture('box.app5-int42'), ctx))
    expect(shown(int['Value'])).toEqual({ type: 'text', value: '42 (+24 zero bytes)', mono: true })
    expect(int['Size']).toEqual({ type: 'text', value: '32 bytes' })
    const str = byLabel(ledgerBox(fixture('box.app5-str'), ctx))
    expect(shown(str['Value'])).toEqual({ type: 'text', value: 'str (+29 zero bytes)' })
    const addr = byLabel(ledgerBox(fixture('box.app5-addr'), ctx))
    expect(shown(addr['Value'])).toMatchObject({ type: 'link', kind: 'account' })
  })
})

describe('state values', () => {
  it('a deletion, and a change that holds neither bytes nor a number', () => {
    expect(readDelta({ action: 3 })).toEqual({ kind: 'deleted' })
    expect(readDelta({ action: 9 })).toMatchObject({ kind: 'unreadable' })
    expect(readBase64('%%%')).toMatchObject({ kind: 'unreadable', why: 'not base64' })
  })
})
