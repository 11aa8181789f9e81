import { beforeAll, describe, expect, it } from 'vitest'
import { vmFixture } from './testing/fixtures'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>
let f: Awaited<ReturnType<typeof vmFixture>>
beforeAll(async () => {
  f = await vmFixture()
})

const word = (a: string) => `0x${a.slice(2).padStart(64, '0')}`

describe('VM reads at a past revision (what ?at= on account and contract pages asks)', () => {
  it('answers a token holder’s storage slot as it was before and after the block of its transfer', async () => {
    const tx = f.tokenTx()
    const n = tx.blockNumber
    const slot = (revision: string) =>
      f.call('vm.accounts.storage', { path: { address: f.l.token, key: word(tx.origin) }, query: { revision } })
    const before = (await slot(String(n - 1))).body as Json
    const after = (await slot(String(n))).body as Json
    const sent = BigInt((tx.receipt!.outputs[0]!.events[0] as { data: string }).data)
    expect(sent).toBeGreaterThan(0n)
    // The transfer moved `sent` out of the sender's slot; nothing else the sender did in that block touches it.
    expect(BigInt(before.value) - BigInt(after.value)).toBe(sent)
  })

  it('answers the account at a revision with the balance and energy of that block, and refuses a block not produced yet', async () => {
    const tx = f.tokenTx()
    const n = tx.blockNumber
    const at = (revision: string) => f.call('vm.accounts.get', { path: { address: tx.origin }, query: { revision } })
    const was = f.l.state.account(tx.origin, n - 1)
    expect((await at(String(n - 1))).body).toMatchObject({
      balance: `0x${was.balance.toString(16)}`,
      energy: `0x${was.energy.toString(16)}`,
    })
    const future = await at(String(f.l.best.number + 10))
    expect(future).toMatchObject({ status: 400, body: 'revision: not found\n' })
  })
})
