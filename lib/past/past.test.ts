import { describe, expect, it } from 'vitest'
import { kv, row, text, amount, type View } from '@/lib/explorer/view'
import { panel } from '@/lib/explorer/panels'
import { pageAt, panelAt, parseHeightParam } from './at'
import { diffViews } from './diff'

describe('?at= heights', () => {
  it('accepts positive whole numbers only, with a message otherwise', () => {
    expect(parseHeightParam('120', 'at')).toEqual({ ok: true, value: '120' })
    expect(parseHeightParam('007', 'at')).toEqual({ ok: true, value: '7' })
    expect(parseHeightParam(undefined, 'at')).toEqual({ ok: true })
    for (const bad of ['0', '-1', '1.5', 'latest', '99999999999999999999']) expect(parseHeightParam(bad, 'at')).toMatchObject({ ok: false })
  })

  it('pins each panel the way its gateway reads the past, and says so in its title', () => {
    const hub = panelAt('hub', panel('balances', 'Balances', { gateway: 'hub', opId: 'cosmos.bank.balances', path: { address: 'hub1x' } }, 'cosmos.balances'), '42')
    expect(hub).toMatchObject({ pinned: true, def: { title: 'Balances · at height 42', call: { height: '42' } } })
    const vm = panelAt('vm', panel('account', 'Account', { gateway: 'vm', opId: 'vm.accounts.get', path: { address: '0xab' } }, 'vm.account'), '42')
    expect(vm.def.call.query).toEqual({ revision: '42' })
    const ledger = pageAt('ledger', { panels: [panel('account', 'Account', { gateway: 'node', opId: 'node.accounts.get', path: { address: 'A' } }, 'ledger.account'), panel('txs', 'Transactions', { gateway: 'indexer', opId: 'indexer.accounts.transactions', path: { 'account-id': 'A' } }, 'ledger.txList')] }, '9')
    expect('panels' in ledger && ledger.panels.map((p) => [p.title, p.call.opId, p.call.query])).toEqual([
      ['Account · at round 9', 'indexer.accounts.get', { round: '9' }],
      ['Transactions · up to round 9', 'indexer.accounts.transactions', { 'max-round': '9' }],
    ])
    const sharded = panelAt('sharded', panel('account', 'Address', { gateway: 'sharded', opId: 'sharded.address.get', path: { address: 'shd1' } }, 'sharded.account'), '5')
    expect(sharded).toMatchObject({ pinned: false, def: { title: 'Address · latest (no past-height read here)' } })
  })
})

describe('what changed between two heights', () => {
  it('lists changed, new and gone rows of tables, and changed rows of key/value views', () => {
    const balances = (rows: [string, string][]): View => ({ kind: 'table', columns: [{ key: 'denom', label: 'Denom' }, { key: 'amount', label: 'Amount' }], rows: rows.map(([d, a]) => ({ denom: text(d), amount: amount(a, d) })) })
    const changes = diffViews(balances([['uhub', '100'], ['uatom', '5']]), balances([['uhub', '90'], ['ibc/AB', '7']]))
    expect(changes.map((c) => c.what)).toEqual(['uhub · Amount', 'uatom · Amount', 'ibc/AB · Amount'])
    expect(changes[1]).toMatchObject({ before: { raw: '5' }, after: { type: 'empty' } })
    expect(diffViews(kv([row('Balance', amount('0x10', 'wei')), row('Energy', amount('0x1', 'energy'))]), kv([row('Balance', amount('0x10', 'wei')), row('Energy', amount('0x2', 'energy'))]))).toEqual([
      { what: 'Energy', before: amount('0x1', 'energy'), after: amount('0x2', 'energy') },
    ])
    expect(diffViews(balances([['uhub', '1']]), balances([['uhub', '1']]))).toEqual([])
  })
})
