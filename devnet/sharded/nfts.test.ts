import { describe, expect, it } from 'vitest'
import { itemIdentifier, nftTransferData, parseNftTransfer } from './nfts'
import { esdtContract } from './tokens'
import { shardedFixture } from './testing/fixtures'

const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex')
const text = (b64: string) => Buffer.from(b64, 'base64').toString('utf8')

type VmOutput = { returnCode: string; returnData: string[] | null }
type ItemAnswer = Record<string, unknown> & { balance: string; uris?: string[]; attributes?: string }

describe('sharded devnet NFT and SFT collections', () => {
  it('answers a collection’s properties and roles from the ESDT system contract, with its type', async () => {
    const { l, call } = shardedFixture()
    const q = (funcName: string, id: string) =>
      call('sharded.vmValues.query', { body: { scAddress: esdtContract(l.addresses), funcName, args: [hex(id)] } })
    for (const [c, type] of [
      [l.collections[0]!, 'NonFungibleESDT'],
      [l.collections[1]!, 'SemiFungibleESDT'],
    ] as const) {
      const parts = ((await q('getTokenProperties', c.identifier)).body.data.data as VmOutput).returnData!
      expect([text(parts[0]!), text(parts[1]!)]).toEqual([c.name, type])
      expect(l.addresses.encode(Buffer.from(parts[2]!, 'base64'))).toBe(c.owner)
      const roles = ((await q('getSpecialRoles', c.identifier)).body.data.data as VmOutput).returnData!
      expect(text(roles[0]!)).toMatch(new RegExp(`^${c.owner}:ESDTRoleNFTCreate,`))
    }
  })

  it('answers an item as its holder holds it (node shape: bytes in base64), and a balance of 0 elsewhere', async () => {
    const { l, call } = shardedFixture()
    const c = l.collections[0]!
    const item = c.items.find((i) => i.holdings.size)!
    const holder = [...item.holdings.keys()][0]!
    const path = { address: holder, tokenIdentifier: c.identifier, nonce: String(item.nonce) }
    const got = (await call('sharded.address.nft', { path })).body.data.tokenData as ItemAnswer
    expect(got).toMatchObject({
      tokenIdentifier: itemIdentifier(c.identifier, item.nonce),
      balance: '1',
      name: item.name,
      nonce: item.nonce,
      creator: c.owner,
      royalties: String(item.royalties),
    })
    expect(got.uris!.map(text)).toEqual(item.uris)
    expect(Buffer.from(got.attributes!, 'base64')).toEqual(Buffer.from(item.attributes))
    const other = l.named.map((n) => n.address).find((a) => !item.holdings.has(a))!
    const none = (await call('sharded.address.nft', { path: { ...path, address: other } })).body.data.tokenData
    expect(none).toEqual({ tokenIdentifier: got.tokenIdentifier, balance: '0' })
    // The account's token list carries the item beside its fungible tokens, keyed by the item identifier.
    const all = (await call('sharded.address.tokens', { path: { address: holder } })).body.data.esdts as Record<
      string,
      ItemAnswer
    >
    expect(all[got.tokenIdentifier as string]).toEqual(got)
  })

  it('moves items by ESDTNFTTransfer in its own traffic, keeping each item’s quantity, with tokens and receivers', async () => {
    const { l, call, advance } = shardedFixture()
    const total = () =>
      l.collections.flatMap((c) => c.items.map((i) => [...i.holdings.values()].reduce((a, b) => a + b, 0n)))
    const before = total()
    advance(300 * l.intervalMs)
    l.catchUp()
    expect(total()).toEqual(before)
    let found: { hash: string; data: string } | undefined
    for (let n = l.latestNonce(0) - 2; n > 0 && !found; n--)
      for (const s of [0, 1, 2])
        found ??= l
          .txsOf(s, l.nonceAt(s, l.roundOf(0, n)))
          .find((tx) => tx.data && text(tx.data).startsWith('ESDTNFTTransfer@') && tx.status === 'success')
    expect(found).toBeDefined()
    const parsed = parseNftTransfer(text(found!.data), l.addresses)!
    const tx = (
      await call('sharded.transaction.get', { path: { txhash: found!.hash }, query: { withResults: 'true' } })
    ).body.data.transaction as Record<string, unknown> & { logs: { events: { identifier: string }[] } }
    expect(tx).toMatchObject({
      operation: 'ESDTNFTTransfer',
      tokens: [itemIdentifier(parsed.collection, parsed.nonce)],
      esdtValues: [parsed.quantity.toString()],
      receivers: [parsed.to],
    })
    expect(tx.receiver).toBe(tx.sender)
    expect(tx.logs.events[0]!.identifier).toBe('ESDTNFTTransfer')
  })

  it('reads and writes ESDTNFTTransfer call data', () => {
    const { l } = shardedFixture()
    const to = l.named[1]!.address
    const data = nftTransferData('HERO-1a2b3c', 10, 2n, l.addresses.decode(to))
    expect(data.split('@').slice(0, 4)).toEqual(['ESDTNFTTransfer', hex('HERO-1a2b3c'), '0a', '02'])
    expect(parseNftTransfer(data, l.addresses)).toEqual({ collection: 'HERO-1a2b3c', nonce: 10, quantity: 2n, to })
    expect(parseNftTransfer('ESDTNFTTransfer@zz@01@01@00', l.addresses)).toBeUndefined()
    expect(itemIdentifier('HERO-1a2b3c', 256)).toBe('HERO-1a2b3c-0100')
  })
})
