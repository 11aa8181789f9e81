import { describe, expect, it } from 'vitest'
import { assemble, initCode } from './asm'
import { GUARD_INIT, GUARD_RUNTIME, SELECTORS, TOKEN_INIT, TOKEN_RUNTIME, TOKEN_SUPPLY, abi } from './contracts'
import { guardRuntime, tokenConstructor, tokenRuntime } from './contracts.asm'
import { decodeCall, decodeEvent, decodeRevert, STANDARD_SOURCES } from '@/lib/vm-abi/describe'
import { decodeParams } from '@/lib/vm-abi/codec'
import { Execution } from './evm'

const DEPLOYER = `0x${'11'.repeat(20)}`
const OTHER = `0x${'22'.repeat(20)}`

describe('genesis contracts', () => {
  it('embed exactly the hex their listings assemble to', () => {
    expect(TOKEN_RUNTIME).toBe(`0x${assemble(tokenRuntime)}`)
    expect(GUARD_RUNTIME).toBe(`0x${assemble(guardRuntime)}`)
    expect(TOKEN_INIT).toBe(`0x${initCode(tokenConstructor(TOKEN_SUPPLY), TOKEN_RUNTIME.slice(2))}`)
    expect(GUARD_INIT).toBe(`0x${initCode([], GUARD_RUNTIME.slice(2))}`)
  })

  it('behave as documented in the EVM: deploy, balances, Transfer event, reverts', async () => {
    const ex = await Execution.over(new Map([[DEPLOYER, { balance: 10n ** 20n, nonce: 0n, storage: new Map() }]]))
    const token = await ex.run({ caller: DEPLOYER, data: TOKEN_INIT, gas: 3_000_000n })
    expect(token.data).toBe(TOKEN_RUNTIME)
    const t = token.contractAddress!
    const word = (v: bigint) => `0x${v.toString(16).padStart(64, '0')}`
    expect((await ex.run({ caller: OTHER, to: t, data: abi.balanceOf(DEPLOYER), gas: 100_000n })).data).toBe(
      word(TOKEN_SUPPLY),
    )
    const sent = await ex.run({ caller: DEPLOYER, to: t, data: abi.transfer(OTHER, 5n), gas: 100_000n })
    expect(sent.reverted).toBe(false)
    expect(sent.logs).toEqual([
      {
        address: t,
        topics: [
          '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
          `0x${DEPLOYER.slice(2).padStart(64, '0')}`,
          `0x${OTHER.slice(2).padStart(64, '0')}`,
        ],
        data: word(5n),
      },
    ])
    expect((await ex.run({ caller: OTHER, to: t, data: abi.balanceOf(OTHER), gas: 100_000n })).data).toBe(word(5n))
    const poor = await ex.run({ caller: OTHER, to: t, data: abi.transfer(DEPLOYER, 6n), gas: 100_000n })
    expect(poor).toMatchObject({ reverted: true, vmError: 'execution reverted', logs: [] })
    expect(
      Buffer.from(poor.data.slice(2 + 8 + 128), 'hex')
        .toString('utf8')
        .replace(/\0+$/, ''),
    ).toBe('insufficient balance')

    const guard = (await ex.run({ caller: DEPLOYER, data: GUARD_INIT, gas: 3_000_000n })).contractAddress!
    expect((await ex.run({ caller: OTHER, to: guard, data: abi.double(21n), gas: 100_000n })).data).toBe(word(42n))
    const bad = await ex.run({ caller: OTHER, to: guard, data: abi.double(0n), gas: 100_000n })
    expect(bad.reverted).toBe(true)
    expect(
      Buffer.from(bad.data.slice(2 + 8 + 128), 'hex')
        .toString('utf8')
        .replace(/\0+$/, ''),
    ).toBe('value must be positive')
    expect((await ex.run({ caller: OTHER, to: guard, data: '0x12345678', gas: 100_000n })).reverted).toBe(true)
  })
  it('answer symbol() and name() as ABI strings, and what they emit decodes with the token standard', async () => {
    const ex = await Execution.over(new Map([[DEPLOYER, { balance: 10n ** 20n, nonce: 0n, storage: new Map() }]]))
    const t = (await ex.run({ caller: DEPLOYER, data: TOKEN_INIT, gas: 3_000_000n })).contractAddress!
    const str = async (sel: string) =>
      decodeParams(
        [{ name: '', type: 'string' }],
        (await ex.run({ caller: OTHER, to: t, data: sel, gas: 100_000n })).data,
      )[0]!.value
    expect(await str(SELECTORS.symbol)).toEqual({ kind: 'string', v: 'DCT' })
    expect(await str(SELECTORS.name)).toEqual({ kind: 'string', v: 'Devnet Contract Token' })
    const data = abi.transfer(OTHER, 5n)
    expect(decodeCall(data, STANDARD_SOURCES)).toMatchObject({
      ok: true,
      name: 'transfer',
      args: [{ value: { kind: 'address', v: OTHER } }, { value: { kind: 'uint', v: '5' } }],
    })
    const sent = await ex.run({ caller: DEPLOYER, to: t, data, gas: 100_000n })
    expect(decodeEvent(sent.logs[0]!, STANDARD_SOURCES)).toMatchObject({ ok: true, name: 'Transfer', source: 'erc20' })
    const poor = await ex.run({ caller: OTHER, to: t, data: abi.transfer(DEPLOYER, 6n), gas: 100_000n })
    expect(decodeRevert(poor.data)).toEqual({ kind: 'message', text: 'insufficient balance' })
  })
})
