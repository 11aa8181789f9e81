import { describe, expect, it } from 'vitest'
import { esdtContract, esdtTransferData, parseEsdtTransfer, TOKEN_ID } from './tokens'
import { shardedFixture } from './testing/fixtures'

const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex')
const text = (b64: string) => Buffer.from(b64, 'base64').toString('utf8')

type VmOutput = { returnCode: string; returnData: string[] | null; returnMessage: string }
type TxAnswer = {
  sender: string
  logs: { events: { identifier: string; address: string; topics: string[] }[] }
} & Record<string, unknown>

describe('sharded devnet tokens (ESDT)', () => {
  it('places the ESDT system contract where the real chain has it', () => {
    const { l } = shardedFixture(7, { DEVNET_SHARDED_PREFIX: 'erd' })
    expect(esdtContract(l.addresses)).toBe('erd1qqqqqqqqqqqqqqqpqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqzllls8a5w6u')
  })

  it('answers getTokenProperties in the order sdk clients read it, and getSpecialRoles as address:roles', async () => {
    const { l, call } = shardedFixture()
    const t = l.tokens[1]!
    expect(t.identifier).toMatch(TOKEN_ID)
    const q = (funcName: string, args: string[]) =>
      call('sharded.vmValues.query', { body: { scAddress: esdtContract(l.addresses), funcName, args } })
    const props = (await q('getTokenProperties', [hex(t.identifier)])).body.data.data as VmOutput
    expect(props.returnCode).toBe('ok')
    const parts = props.returnData as string[]
    expect(text(parts[0]!)).toBe(t.name)
    expect(text(parts[1]!)).toBe('FungibleESDT')
    expect(l.addresses.encode(Buffer.from(parts[2]!, 'base64'))).toBe(t.owner)
    expect(text(parts[3]!)).toBe(t.minted.toString())
    expect(text(parts[4]!)).toBe(t.burnt.toString())
    expect(parts.slice(5).map(text)).toContain(`NumDecimals-${t.decimals}`)
    const roles = ((await q('getSpecialRoles', [hex(t.identifier)])).body.data.data as VmOutput).returnData!
    expect(roles.map(text)).toEqual([`${t.owner}:ESDTRoleLocalMint,ESDTRoleLocalBurn`])
    const unknown = (await q('getTokenProperties', [hex('NOPE-000000')])).body.data.data
    expect(unknown).toMatchObject({
      returnCode: 'user error',
      returnMessage: 'no ticker with given name',
      returnData: null,
    })
  })

  it('sums the supply as the proxy does: minted minus burnt; zeros for a token nobody issued', async () => {
    const { l, call } = shardedFixture()
    const t = l.tokens[0]!
    const held = [...t.holdings.values()].reduce((a, b) => a + b, 0n)
    const s = (await call('sharded.network.esdtSupply', { path: { token: t.identifier } })).body.data
    expect(s).toMatchObject({ supply: held.toString(), burned: t.burnt.toString(), initialMinted: t.minted.toString() })
    const none = (await call('sharded.network.esdtSupply', { path: { token: 'NOPE-000000' } })).body.data
    expect(none).toMatchObject({ supply: '0', burned: '0', initialMinted: '0' })
  })

  it('moves tokens by ESDTTransfer in its own traffic, conserving the supply, with tokens and an event on the answer', async () => {
    const { l, call, advance } = shardedFixture()
    const before = l.tokens.map((t) => [...t.holdings.values()].reduce((a, b) => a + b, 0n))
    advance(200 * l.intervalMs)
    l.catchUp()
    expect(l.tokens.map((t) => [...t.holdings.values()].reduce((a, b) => a + b, 0n))).toEqual(before)
    let found: { hash: string; data: string } | undefined
    for (let n = l.latestNonce(0) - 2; n > 0 && !found; n--)
      for (const s of [0, 1, 2])
        found ??= l
          .txsOf(s, l.nonceAt(s, l.roundOf(0, n)))
          .find((tx) => tx.data && text(tx.data).startsWith('ESDTTransfer@'))
    expect(found).toBeDefined()
    const parsed = parseEsdtTransfer(text(found!.data))!
    const tx = (
      await call('sharded.transaction.get', { path: { txhash: found!.hash }, query: { withResults: 'true' } })
    ).body.data.transaction as TxAnswer
    expect(tx).toMatchObject({
      status: 'success',
      operation: 'ESDTTransfer',
      tokens: [parsed.identifier],
      esdtValues: [parsed.amount.toString()],
    })
    expect(tx.logs.events[0]).toMatchObject({ identifier: 'ESDTTransfer', address: tx.sender })
    expect(text(tx.logs.events[0]!.topics[0]!)).toBe(parsed.identifier)
  })

  it('reads and writes ESDTTransfer call data', () => {
    expect(esdtTransferData('USDS-2eb19c', 4096n)).toBe(`ESDTTransfer@${hex('USDS-2eb19c')}@1000`)
    expect(parseEsdtTransfer(`ESDTTransfer@${hex('USDS-2eb19c')}@0a`)).toEqual({
      identifier: 'USDS-2eb19c',
      amount: 10n,
    })
    expect(parseEsdtTransfer('add@05')).toBeUndefined()
    expect(parseEsdtTransfer('ESDTTransfer@zz@01')).toBeUndefined()
  })
})
