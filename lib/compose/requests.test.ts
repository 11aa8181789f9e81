import { describe, expect, it } from 'vitest'
import { sdkSend, shardedQuery, vmClause } from './requests'

const HUB = 'hub1j2606fcqqqpjm7cm83qrygaessqrfplxpykkfm'

describe('a transaction from the URL', () => {
  it('SDK send: display units to base units, JSON tx for simulate; problems in words', () => {
    const b = sdkSend('hub', { from: HUB, to: HUB, amount: '1.5', memo: 'hi' })
    expect(b).toMatchObject({
      ok: true,
      body: {
        tx: {
          body: {
            messages: [{ '@type': '/cosmos.bank.v1beta1.MsgSend', amount: [{ denom: 'uhub', amount: '1500000' }] }],
            memo: 'hi',
          },
        },
      },
    })
    expect(sdkSend('hub', {})).toEqual({ ok: 'empty' })
    const bad = sdkSend('hub', { from: 'cosmos1xyz', to: HUB, amount: '1.0000001' })
    expect(bad).toMatchObject({ ok: false })
    expect(bad.ok === false && bad.problems).toEqual([
      'From: not a hub1… address.',
      'Amount: a positive number of HUB with at most 6 decimals.',
    ])
  })

  it('VM clause: value in VMT to hex wei, deployment when no recipient', () => {
    expect(vmClause({ to: `0x${'ab'.repeat(20)}`, value: '2', data: '0xa9059cbb' })).toEqual({
      ok: true,
      body: { clauses: [{ to: `0x${'ab'.repeat(20)}`, value: '0x1bc16d674ec80000', token: 1, data: '0xa9059cbb' }] },
    })
    expect(vmClause({ data: '0x6000' })).toMatchObject({ ok: true, body: { clauses: [{ to: null }] } })
    expect(vmClause({ to: '0x12', data: '0xabc' })).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('To:'), expect.stringContaining('Data:')],
    })
  })

  it('sharded query: hex arguments', () => {
    expect(
      shardedQuery('sharded', {
        sc: 'shd1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqk7hg5s',
        fn: 'getSum',
        args: '01, 0a',
      }),
    ).toMatchObject({ ok: true, body: { funcName: 'getSum', args: ['01', '0a'] } })
    expect(shardedQuery('sharded', { sc: 'x', fn: 'a b' })).toMatchObject({ ok: false })
  })
})
