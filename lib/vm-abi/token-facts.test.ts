import { readFileSync } from 'node:fs'
import { ABIEvent, ABIFunction, Hex } from '@vechain/sdk-core'
import { describe, expect, it } from 'vitest'
import { readTokenFacts, readTransfer, tokenTransfersBody, tokenViewsBody, TRANSFER_TOPIC } from './token-facts'

/** Answers devnet gave (lib/explorer/vm/devnet-answers): the token's four views, a plain account's, two Transfer logs. */
const answer = (f: string) =>
  JSON.parse(readFileSync(new URL(`../explorer/vm/devnet-answers/${f}`, import.meta.url), 'utf8')) as unknown
const TOKEN = '0x1aea7a089f96d80533d64ce41f9bbf64b4851d70'

// The VeChain SDK's ABI coder (viem underneath) is the reference the explorer's own decoder is held to.
const sdkFn = {
  name: new ABIFunction('function name() view returns (string)'),
  symbol: new ABIFunction('function symbol() view returns (string)'),
  decimals: new ABIFunction('function decimals() view returns (uint8)'),
  totalSupply: new ABIFunction('function totalSupply() view returns (uint256)'),
}
const sdkTransfer = new ABIEvent('event Transfer(address indexed from, address indexed to, uint256 value)')

describe('a token contract read through the standard', () => {
  it('asks the four views in one batch, with the standard’s selectors', () => {
    const body = tokenViewsBody(TOKEN)
    expect(body.clauses.map((c) => c.data)).toEqual(
      [sdkFn.name, sdkFn.symbol, sdkFn.decimals, sdkFn.totalSupply].map((f) => f.signatureHash),
    )
    expect(body.clauses.every((c) => c.to === TOKEN && c.value === '0x0')).toBe(true)
    expect(TRANSFER_TOPIC).toBe(sdkTransfer.signatureHash)
    expect(tokenTransfersBody(TOKEN.toUpperCase().replace('0X', '0x'), 50, 25)).toMatchObject({
      criteriaSet: [{ address: TOKEN, topic0: TRANSFER_TOPIC }],
      options: { offset: 50, limit: 25 },
      order: 'desc',
    })
  })

  it('reads devnet’s token as the SDK decodes the same answers', () => {
    const batch = answer('token-views.batch.json') as { data: string }[]
    const facts = readTokenFacts(batch)
    const sdk = (f: ABIFunction, i: number) => f.decodeResult(Hex.of(batch[i]!.data)) as unknown
    expect(facts).toEqual({
      name: sdk(sdkFn.name, 0),
      symbol: sdk(sdkFn.symbol, 1),
      decimals: Number(sdk(sdkFn.decimals, 2)),
      totalSupply: String(sdk(sdkFn.totalSupply, 3)),
    })
    // Its own words, no longer the ledger's Devnet Voucher (DVT).
    expect(facts).toMatchObject({ name: 'Devnet Contract Token', symbol: 'DCT', decimals: 18 })
    expect(facts?.totalSupply).toBe((10n ** 27n).toString())
  })

  it('is no token where totalSupply() does not answer a word', () => {
    // An account without code answers every call with empty data.
    expect(readTokenFacts(answer('account-views.batch.json'))).toBeUndefined()
    const batch = answer('token-views.batch.json') as Record<string, unknown>[]
    const reverted = batch.map((c, i) => (i === 3 ? { ...c, data: '0x', reverted: true } : c))
    expect(readTokenFacts(reverted)).toBeUndefined()
    expect(readTokenFacts(batch.slice(0, 3))).toBeUndefined()
    expect(readTokenFacts({ error: 'nope' })).toBeUndefined()
    // The optional views may be missing: the supply alone makes a token, in base units.
    const bare = batch.map((c, i) => (i < 3 ? { ...c, data: '0x', reverted: true } : c))
    expect(readTokenFacts(bare)).toEqual({ totalSupply: (10n ** 27n).toString() })
  })

  it('reads each Transfer log as from, to and amount, as the SDK does', () => {
    const logs = answer('token-transfers.logs.json') as { topics: string[]; data: string; meta: { txID: string } }[]
    expect(logs.length).toBeGreaterThan(0)
    for (const log of logs) {
      const t = readTransfer(log)
      const [from, to, value] = sdkTransfer.decodeEventLogAsArray({
        topics: log.topics.map((x) => Hex.of(x)),
        data: Hex.of(log.data),
      }) as [string, string, bigint]
      expect(t).toMatchObject({
        from: from.toLowerCase(),
        to: to.toLowerCase(),
        amount: value.toString(),
        tx: log.meta.txID,
      })
      expect(Number.isSafeInteger(t!.block) && t!.time! > 1_700_000_000).toBe(true)
    }
  })

  it('skips logs that are not a fungible Transfer', () => {
    const [log] = answer('token-transfers.logs.json') as { topics: string[] }[]
    // An NFT Transfer indexes its third argument: a token id, not an amount.
    const nft = { ...log, topics: [...log!.topics, `0x${'7'.padStart(64, '0')}`], data: '0x' }
    expect(readTransfer(nft)).toBeUndefined()
    expect(readTransfer({ ...log, topics: [`0x${'ab'.repeat(32)}`] })).toBeUndefined()
    expect(readTransfer({ ...log, meta: {} })).toBeUndefined()
    expect(readTransfer(null)).toBeUndefined()
  })
})
