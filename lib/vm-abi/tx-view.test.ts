import { describe, expect, it } from 'vitest'

const w = (s: string) => s.replace(/\s+/g, '')

describe('token metadata answers', () => {
  it('read string and bytes32 symbols, and sane decimals only', async () => {
    const { readDecimals, readSymbol } = await import('./tx-view')
    const str = w(`0x0000000000000000000000000000000000000000000000000000000000000020
      0000000000000000000000000000000000000000000000000000000000000003
      4443540000000000000000000000000000000000000000000000000000000000`)
    expect(readSymbol(str)).toBe('DCT')
    // MKR's symbol() answers bytes32.
    expect(readSymbol('0x4d4b520000000000000000000000000000000000000000000000000000000000')).toBe('MKR')
    expect(readSymbol('0x')).toBeUndefined()
    expect(readDecimals(`0x${'12'.padStart(64, '0')}`)).toBe(18)
    expect(readDecimals(`0x${'f'.repeat(64)}`)).toBeUndefined()
  })
})

// A real VTHO (VIP-180 energy token) transfer on the VM ledger's mainnet, block 12,345,678.
describe('a real VIP-180 transfer explained', () => {
  it('decodes the clause call and the Transfer event to the same movement', async () => {
    const { explainTx } = await import('./tx-view')
    const { VmReceipt, VmTx } = await import('./wire')
    const tx = VmTx.parse(
      (await import('@/lib/explorer/fixtures/vechain-thor/transaction.mainnet-12345678.vechain-docs.json')).default,
    )
    const receipt = VmReceipt.parse(
      (await import('@/lib/explorer/fixtures/vechain-thor/receipt.mainnet-12345678.vechain-docs.json')).default,
    )
    const x = explainTx(tx, receipt, {})
    const move = {
      token: '0x0000000000000000000000000000456e65726779',
      kind: 'transfer',
      from: '0x2d7c8293b20344223668ed3fd88301381dc35ce0',
      to: '0x11e1b586dd371471d0b52046ee3d4309a6c29c6c',
      amount: '10414489375000000000',
    }
    expect(x.calls[0]?.call).toMatchObject({ ok: true, name: 'transfer', selector: '0xa9059cbb' })
    expect(x.events[0]?.event).toMatchObject({ ok: true, name: 'Transfer', source: 'erc20' })
    expect(x.movements).toEqual([move])
    expect(x.tokens).toEqual([move.token])
    // A reverted receipt: the movement is what the call asked for, not what happened.
    expect(explainTx(tx, { ...receipt, reverted: true, outputs: [] }, {}).movements).toEqual([move])
  })
})
