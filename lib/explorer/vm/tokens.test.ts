import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ChainProfile, Field, View } from '../view'
import { vmAccount, vmReceipt, vmReceiptLogs } from './adapters'
import { vmCommittee, vmPeers } from './node'

const vechain: ChainProfile = {
  address: { kind: 'hex20' },
  denom: { base: 'wei', display: 'VET', exponent: 18 },
  energy: { base: 'vtho', display: 'VTHO', exponent: 18 },
}
const ctx = { network: 'vm' as const, chain: vechain }
const fixture = (f: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/vechain-thor/${f}`, import.meta.url), 'utf8')) as unknown
const kvOf = (v: View): Record<string, Field> =>
  v.kind === 'kv' ? Object.fromEntries(v.rows.map((r) => [r.label, r.value])) : {}

describe('the VM ledger’s two tokens come from the chain', () => {
  it('gas is paid in the chain’s gas coin (VTHO on VeChain, devnet’s VME without a profile)', () => {
    const body = fixture('receipt.mainnet-12345678.vechain-docs.json')
    expect(kvOf(vmReceipt(body, ctx))['Paid']).toMatchObject({ raw: '0x513a75a0fbbc000', display: 'VTHO' })
    expect(kvOf(vmReceipt(body, { network: 'vm' }))['Paid']).toMatchObject({ display: 'VME' })
  })

  it('balances and transfers by token: 1 the native token, 0 the gas coin', () => {
    const a = kvOf(vmAccount({ balance: '0x1', energy: '0x2', hasCode: false }, ctx))
    expect(a['Balance']).toMatchObject({ denom: 'wei', display: 'VET' })
    expect(a['Energy']).toMatchObject({ denom: 'vtho', display: 'VTHO' })
    const transfer = (token: number) => ({ sender: '0x01', recipient: '0x02', amount: '0x10', token })
    const logs = vmReceiptLogs(
      { gasUsed: 1, paid: '0x0', reverted: false, outputs: [{ transfers: [transfer(1), transfer(0)] }] },
      ctx,
    )
    expect(logs.kind === 'table' && logs.rows.map((r) => (r.detail as { display?: string }).display)).toEqual([
      'VET',
      'VTHO',
    ])
  })
})

describe('the VM node’s committee and peers in words', () => {
  it('names columns for people and links members and best blocks', () => {
    const c = vmCommittee(
      [
        {
          name: 'v0',
          address: '0x' + 'ab'.repeat(20),
          pubKey: 'BASE64',
          votingPower: 1000,
          netAddr: '1.2.3.4:8670',
          csIndex: 0,
        },
      ],
      { network: 'vm' },
    )
    if (c.kind !== 'table') throw new Error('table expected')
    expect(c.columns.map((x) => x.label)).toEqual(['#', 'Name', 'Address', 'Voting power', 'Network address'])
    expect(c.rows[0]!.address).toMatchObject({ type: 'link', kind: 'account' })
    expect(c.rows[0]!.power).toEqual({ type: 'text', value: '1,000' })
    const p = vmPeers(
      [
        {
          name: 'meter/v1.2.2',
          bestBlockID: '0x' + '12'.repeat(32),
          totalScore: 7,
          peerID: 'ff'.repeat(64),
          netAddr: 'x:1',
          inbound: false,
          duration: 77,
        },
      ],
      { network: 'vm' },
    )
    if (p.kind !== 'table') throw new Error('table expected')
    expect(p.columns.map((x) => x.label)).toEqual([
      'Peer',
      'Software',
      'Best block',
      'Direction',
      'Connected for',
      'Network address',
    ])
    expect(p.rows[0]).toMatchObject({ direction: { value: 'outbound' }, since: { value: '1m 17s' } })
  })
})
