import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { getOperation } from '@/lib/catalog'
import { resolveCall } from '@/lib/client/resolve'
import { bodyOffset, isPaged, withBodyPage } from '@/lib/client/types'
import { tokenTransfersBody } from '@/lib/vm-abi/token-facts'
import type { Field, View } from '../view'
import { vmTokenFacts, vmTokenTransfers } from './token'

const answer = (f: string) =>
  JSON.parse(readFileSync(new URL(`./devnet-answers/${f}`, import.meta.url), 'utf8')) as unknown
const TOKEN = '0x1aea7a089f96d80533d64ce41f9bbf64b4851d70'
const ctx = (page?: { offset: number; limit: number }) => ({
  network: 'vm' as const,
  extra: { token: TOKEN, ...(page && { page }) },
})
const kvOf = (v: View): Record<string, Field> =>
  v.kind === 'kv' ? Object.fromEntries(v.rows.map((r) => [r.label, r.value])) : {}

describe('the VM token page’s panels', () => {
  it('show the token’s facts, the supply as an amount of the token itself', () => {
    const rows = kvOf(vmTokenFacts(answer('token-views.batch.json'), ctx()))
    expect(rows['Name']).toMatchObject({ value: 'Devnet Contract Token' })
    expect(rows['Symbol']).toMatchObject({ value: 'DCT' })
    expect(rows['Decimals']).toMatchObject({ value: '18' })
    // Keyed by the token's address: the page's denomination metadata gives its units and links it to this page.
    expect(rows['Total supply']).toEqual({ type: 'amount', raw: (10n ** 27n).toString(), denom: `token ${TOKEN}` })
    expect(rows['Contract']).toMatchObject({ type: 'link', kind: 'account', value: TOKEN })
    expect(vmTokenFacts(answer('account-views.batch.json'), ctx())).toMatchObject({ kind: 'text' })
  })

  it('list transfers with links to both accounts and the transaction, and a next page only after a full one', () => {
    const logs = answer('token-transfers.logs.json') as { meta: { txID: string; blockNumber: number } }[]
    const full = vmTokenTransfers(logs, ctx({ offset: 50, limit: logs.length }))
    if (full.kind !== 'table') throw new Error('a table')
    expect(full.rows).toHaveLength(logs.length)
    expect(full.rows[0]).toMatchObject({
      block: { type: 'link', kind: 'block', value: String(logs[0]!.meta.blockNumber) },
      tx: { type: 'link', kind: 'tx', value: logs[0]!.meta.txID },
      from: { type: 'link', kind: 'account' },
      to: { type: 'link', kind: 'account' },
      amount: { type: 'amount', denom: `token ${TOKEN}` },
    })
    expect(full.next).toBe(String(50 + logs.length))
    const last = vmTokenTransfers(logs, ctx({ offset: 0, limit: 25 }))
    expect(last.kind === 'table' && last.next).toBeNull()
    const none = vmTokenTransfers([], ctx({ offset: 25, limit: 25 }))
    expect(none).toMatchObject({ rows: [], next: null, empty: 'No more transfers.' })
  })

  it('page the log filter in its body, by the offset the URL names', () => {
    const call = resolveCall({ gateway: 'vm', opId: 'vm.logs.event', body: tokenTransfersBody(TOKEN) })
    expect(isPaged(call)).toBe(true)
    expect(bodyOffset(call.pagination, undefined)).toBe(0)
    expect(bodyOffset(call.pagination, '75')).toBe(75)
    expect(bodyOffset(call.pagination, 'x1')).toBe(0)
    expect(bodyOffset('sdk', '75')).toBeUndefined()
    const paged = withBodyPage(call, { offset: 75, limit: 25 })
    expect(paged.body).toMatchObject({ options: { offset: 75, limit: 25 }, order: 'desc' })
    // The catalog's own body schema accepts the paged body: the proxy refuses what it does not.
    expect(getOperation('vm.logs.event').body!.safeParse(paged.body).success).toBe(true)
    expect(getOperation('vm.accounts.batchCall').body!.safeParse(paged.body).success).toBe(false)
  })
})
