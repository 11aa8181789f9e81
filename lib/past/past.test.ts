import { describe, expect, it } from 'vitest'
import { kv, row, text, amount, type View } from '@/lib/explorer/view'
import { panel } from '@/lib/explorer/panels'
import { accountsAndHeight } from './around'
import { pageAt, panelAt, parseHeightParam, parseSlots } from './at'
import { diffViews, movement } from './diff'
import { pastRefusal } from './refusal'

describe('?at= heights', () => {
  it('accepts positive whole numbers only, with a message otherwise', () => {
    expect(parseHeightParam('120', 'at')).toEqual({ ok: true, value: '120' })
    expect(parseHeightParam('007', 'at')).toEqual({ ok: true, value: '7' })
    expect(parseHeightParam(undefined, 'at')).toEqual({ ok: true })
    for (const bad of ['0', '-1', '1.5', 'latest', '99999999999999999999'])
      expect(parseHeightParam(bad, 'at')).toMatchObject({ ok: false })
  })

  it('pins each panel the way its gateway reads the past, and says so in its title', () => {
    const hub = panelAt(
      'hub',
      panel(
        'balances',
        'Balances',
        { gateway: 'hub', opId: 'cosmos.bank.balances', path: { address: 'hub1x' } },
        'cosmos.balances',
      ),
      '42',
    )
    expect(hub).toMatchObject({ pinned: true, def: { title: 'Balances · at height 42', call: { height: '42' } } })
    const vm = panelAt(
      'vm',
      panel('account', 'Account', { gateway: 'vm', opId: 'vm.accounts.get', path: { address: '0xab' } }, 'vm.account'),
      '42',
    )
    expect(vm.def.call.query).toEqual({ revision: '42' })
    const ledger = pageAt(
      'ledger',
      {
        panels: [
          panel(
            'account',
            'Account',
            { gateway: 'node', opId: 'node.accounts.get', path: { address: 'A' } },
            'ledger.account',
          ),
          panel(
            'txs',
            'Transactions',
            { gateway: 'indexer', opId: 'indexer.accounts.transactions', path: { 'account-id': 'A' } },
            'ledger.txList',
          ),
        ],
      },
      '9',
    )
    expect('panels' in ledger && ledger.panels.map((p) => [p.title, p.call.opId, p.call.query])).toEqual([
      ['Account · at round 9', 'indexer.accounts.get', { round: '9' }],
      ['Transactions · up to round 9', 'indexer.accounts.transactions', { 'max-round': '9' }],
    ])
    const sharded = panelAt(
      'sharded',
      panel(
        'account',
        'Address',
        { gateway: 'sharded', opId: 'sharded.address.get', path: { address: 'shd1' } },
        'sharded.account',
      ),
      '5',
    )
    expect(sharded).toMatchObject({ pinned: false, def: { title: 'Address · latest (no past-height read here)' } })
  })
})

describe('what changed between two heights', () => {
  it('lists changed, new and gone rows of tables, and changed rows of key/value views', () => {
    const balances = (rows: [string, string][]): View => ({
      kind: 'table',
      columns: [
        { key: 'denom', label: 'Denom' },
        { key: 'amount', label: 'Amount' },
      ],
      rows: rows.map(([d, a]) => ({ denom: text(d), amount: amount(a, d) })),
    })
    const changes = diffViews(
      balances([
        ['uhub', '100'],
        ['uatom', '5'],
      ]),
      balances([
        ['uhub', '90'],
        ['ibc/AB', '7'],
      ]),
    )
    expect(changes.map((c) => c.what)).toEqual(['uhub · Amount', 'uatom · Amount', 'ibc/AB · Amount'])
    expect(changes[1]).toMatchObject({ before: { raw: '5' }, after: { type: 'empty' } })
    expect(
      diffViews(
        kv([row('Balance', amount('0x10', 'wei')), row('Energy', amount('0x1', 'energy'))]),
        kv([row('Balance', amount('0x10', 'wei')), row('Energy', amount('0x2', 'energy'))]),
      ),
    ).toEqual([{ what: 'Energy', before: amount('0x1', 'energy'), after: amount('0x2', 'energy') }])
    expect(diffViews(balances([['uhub', '1']]), balances([['uhub', '1']]))).toEqual([])
    // Nothing listed at one height: an answer without columns still compares with the other.
    const none: View = { kind: 'table', columns: [], rows: [], empty: 'Nothing here.' }
    expect(diffViews(none, balances([['ibc/AB', '16049']]))).toEqual([
      {
        what: 'ibc/AB · Amount',
        keys: [text('ibc/AB')],
        column: 'Amount',
        before: { type: 'empty' },
        after: amount('16049', 'ibc/AB'),
      },
    ])
  })
})

describe('how a value moved, in words', () => {
  it('gives the difference of amounts and whole numbers, and says appeared / went away otherwise', () => {
    expect(movement({ before: amount('100', 'uhub'), after: amount('90', 'uhub') })).toEqual({
      word: 'fell',
      by: amount('10', 'uhub'),
    })
    expect(movement({ before: amount('0x10', 'wei', 18), after: amount('0x30', 'wei', 18) })).toEqual({
      word: 'rose',
      by: amount('32', 'wei', 18),
    })
    expect(movement({ before: { type: 'empty' }, after: amount('7', 'ibc/AB') })).toEqual({
      word: 'rose',
      by: amount('7', 'ibc/AB'),
    })
    expect(movement({ before: amount('5', 'uatom'), after: { type: 'empty' } })).toEqual({
      word: 'fell',
      by: amount('5', 'uatom'),
    })
    expect(movement({ before: text('12'), after: text('15') })).toEqual({ word: 'rose', by: text('3') })
    expect(movement({ before: { type: 'empty' }, after: text('Online') })).toEqual({ word: 'new' })
    expect(movement({ before: text('Online'), after: { type: 'empty' } })).toEqual({ word: 'gone' })
    expect(movement({ before: text('Offline'), after: text('Online') })).toEqual({ word: 'changed' })
    // Different denominations are not subtracted.
    expect(movement({ before: amount('1', 'uhub'), after: amount('2', 'uatom') })).toEqual({ word: 'changed' })
  })

  it('compares answers of different shapes by what they say', () => {
    expect(
      diffViews({ kind: 'text', text: 'No code: this is not a contract.' }, kv([row('Size', text('120 bytes'))])),
    ).toEqual([{ what: 'Answer', before: text('No code: this is not a contract.'), after: text('Size: 120 bytes') }])
  })
})

describe('refusals of a past height, in plain words', () => {
  it('recognises a pruned SDK node, the indexer and a VM revision not produced yet', () => {
    expect(
      pastRefusal(
        'failed to load state at height 1; version does not exist (latest height: 12000, lowest height served: 11000)',
      ),
    ).toEqual({
      title: 'This gateway no longer serves height 1',
      detail:
        'The node keeps recent state only (older heights are pruned); the oldest height it still serves is 11000. Pick a more recent height.',
      lowest: '11000',
    })
    expect(pastRefusal('failed to load state at height 5; version does not exist')?.title).toBe(
      'This gateway no longer serves height 5',
    )
    expect(
      pastRefusal(
        'error while rewinding account: round 10 is no longer available, this indexer keeps the last 1000 rounds (lowest round 1400)',
      ),
    ).toEqual({
      title: 'This gateway no longer serves round 10',
      detail:
        'The indexer keeps recent rounds only; the oldest round it still serves is 1400. Pick a more recent round.',
      lowest: '1400',
    })
    expect(
      pastRefusal(
        'rewinding account is no longer supported on free endpoints, please remove the round= query parameter and try again',
      )?.title,
    ).toBe('This gateway does not read accounts at a past round')
    expect(pastRefusal('error while rewinding account: the requested round 99 > the current round 50')?.title).toBe(
      'Round 99 is not produced yet',
    )
    expect(pastRefusal('revision: not found\n')?.title).toBe('That height is not produced yet')
    expect(pastRefusal('account hub1x not found')).toBeUndefined()
    expect(pastRefusal(undefined)).toBeUndefined()
  })
})

describe('VM storage slots to compare', () => {
  it('pads keys to 32-byte words, drops repeats and explains bad input', () => {
    expect(parseSlots('0x0, 0x746f74616c 0x0')).toEqual({
      ok: true,
      value: [`0x${'0'.repeat(64)}`, `0x${'746f74616c'.padStart(64, '0')}`],
    })
    expect(parseSlots(undefined)).toEqual({ ok: true, value: [] })
    expect(parseSlots('12')).toMatchObject({ ok: false, message: expect.stringContaining('“12”') })
    expect(parseSlots(Array.from({ length: 9 }, (_, i) => `0x${i + 1}`).join(' '))).toMatchObject({
      ok: false,
      message: expect.stringContaining('at most 8'),
    })
  })
})

describe('accounts a transaction names', () => {
  it('lists account links once in order and takes the height of the view or its block link', () => {
    const views: View[] = [
      kv([
        row('Sender', { type: 'link', kind: 'account', network: 'hub', value: 'hub1a' }),
        row('Height', { type: 'link', kind: 'block', network: 'hub', value: '42' }),
      ]),
      {
        kind: 'table',
        columns: [{ key: 'to', label: 'To' }],
        rows: [
          {
            to: {
              type: 'list',
              items: [
                { type: 'link', kind: 'account', network: 'hub', value: 'hub1b' },
                { type: 'link', kind: 'account', network: 'hub', value: 'hub1a' },
              ],
            },
          },
        ],
      },
    ]
    expect(accountsAndHeight(views)).toEqual({ height: '42', accounts: ['hub1a', 'hub1b'] })
    expect(accountsAndHeight([kv([row('Round', text('7'))], '9')])).toEqual({ height: '9', accounts: [] })
    // The block it is in wins over the height the answer was read at.
    expect(
      accountsAndHeight([kv([row('Round', { type: 'link', kind: 'block', network: 'ledger', value: '2422' })], '2433')])
        .height,
    ).toBe('2422')
  })
})

describe('rows named by several columns', () => {
  it('matches alliance positions by validator and asset, not by validator alone', () => {
    const positions = (rows: [string, string, string][]): View => ({
      kind: 'table',
      keyColumns: 2,
      columns: [
        { key: 'v', label: 'Validator' },
        { key: 'asset', label: 'Asset' },
        { key: 'amount', label: 'Staked' },
      ],
      rows: rows.map(([v, d, a]) => ({ v: text(v), asset: text(d), amount: amount(a, d) })),
    })
    const changes = diffViews(
      positions([['val1', 'ibc/A', '10']]),
      positions([
        ['val1', 'ibc/A', '15'],
        ['val1', 'ibc/B', '3'],
      ]),
    )
    expect(changes.map((c) => [c.what, movement(c)])).toEqual([
      ['val1 · ibc/A · Staked', { word: 'rose', by: amount('5', 'ibc/A') }],
      ['val1 · ibc/B · Staked', { word: 'rose', by: amount('3', 'ibc/B') }],
    ])
  })
})

describe('grouped whole numbers', () => {
  it('subtracts numbers written with thousands separators and keeps the grouping', () => {
    expect(movement({ before: text('70,119,300,000'), after: text('66,539,400,000') })).toEqual({
      word: 'fell',
      by: text('3,579,900,000'),
    })
  })
})
