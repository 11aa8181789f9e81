import { describe, expect, it } from 'vitest'
import { shardedFixture } from '@/devnet/sharded/testing/fixtures'
import { itemIdentifier } from '@/devnet/sharded/nfts'
import { checkEntityId } from '../entity-ids'
import { itemId, shardedItem } from '../entity-href'
import type { Field, View } from '../view'
import { shardedTokens } from './account'
import { attributesField, royaltiesWords, shardedNftItem, urisField } from './item'

const ctx = { network: 'sharded' as const }
const kvOf = (v: View): Record<string, Field> =>
  v.kind === 'kv' ? Object.fromEntries(v.rows.map((r) => [r.label, r.value])) : {}
const b64 = (s: string | Uint8Array) => Buffer.from(s).toString('base64')

describe('sharded item identifiers', () => {
  it('reads a collection and a nonce in whole hex bytes; nonce 0, odd digits and a fungible id are no item', () => {
    expect(shardedItem('HERO-1a2b3c-0a')).toEqual({ collection: 'HERO-1a2b3c', nonce: 10n, nonceHex: '0a' })
    expect(shardedItem('HERO-1a2b3c-0100')?.nonce).toBe(256n)
    expect(shardedItem('HERO-1a2b3c-ffffffffffffffff')?.nonce).toBe(2n ** 64n - 1n)
    for (const bad of [
      'HERO-1a2b3c',
      'HERO-1a2b3c-a',
      'HERO-1a2b3c-00',
      'HERO-1a2b3c-0A',
      'HERO-1a2b3c-010000000000000000',
    ])
      expect(shardedItem(bad), bad).toBeUndefined()
    expect(itemId('HERO-1a2b3c', 10n)).toBe('HERO-1a2b3c-0a')
    expect(itemId('HERO-1a2b3c', 4096)).toBe('HERO-1a2b3c-1000')
  })

  it('accepts an item on the token page, and says why a malformed one is none (entity-ids is the one place)', () => {
    expect(checkEntityId('sharded', 'token', 'HERO-1a2b3c-0a')).toEqual({ ok: true, value: 'HERO-1a2b3c-0a' })
    const zero = checkEntityId('sharded', 'token', 'HERO-1a2b3c-00')
    expect(zero.ok).toBe(false)
    expect(!zero.ok && zero.message).toMatch(/nonce starts at 1/)
    const odd = checkEntityId('sharded', 'token', 'HERO-1a2b3c-a')
    expect(!odd.ok && odd.message).toMatch(/nonce in hex, whole bytes/)
  })
})

describe('sharded item decoding', () => {
  it('reads royalties of 10,000 as a percentage; refuses what is no whole number', () => {
    expect(royaltiesWords('2500')).toBe('25%')
    expect(royaltiesWords('125')).toBe('1.25%')
    expect(royaltiesWords('0')).toBe('0%')
    expect(royaltiesWords('x')).toBeUndefined()
  })

  it('shows attributes as text where they are text, as hex where they are bytes, base64 behind the switch', () => {
    expect(attributesField(b64('tags:a,b;metadata:x.json'))).toEqual({
      type: 'bytes',
      b64: b64('tags:a,b;metadata:x.json'),
      as: { type: 'text', value: 'tags:a,b;metadata:x.json' },
    })
    expect(attributesField(b64(Uint8Array.of(0, 1, 0xfe)))).toMatchObject({ as: { value: '0001fe', mono: true } })
  })

  it('links an http(s) URI out and leaves any other as text', () => {
    expect(urisField([b64('https://x.test/1.png'), b64('ipfs://bafy'), b64('javascript:alert(1)')])).toEqual({
      type: 'list',
      items: [
        { type: 'external', url: 'https://x.test/1.png' },
        { type: 'text', value: 'ipfs://bafy', mono: true },
        { type: 'text', value: 'javascript:alert(1)', mono: true },
      ],
    })
  })
})

describe('sharded item pages over the devnet gateway’s answers', () => {
  const fx = shardedFixture()
  const c = fx.l.collections[0]!
  const item = c.items.find((i) => i.holdings.size)!
  const holder = [...item.holdings.keys()][0]!
  const id = itemIdentifier(c.identifier, item.nonce)
  const nft = async (address: string) =>
    (
      await fx.call('sharded.address.nft', {
        path: { address, tokenIdentifier: c.identifier, nonce: String(item.nonce) },
      })
    ).body

  it('shows the item: collection, nonce, name, creator, royalties, attributes, URIs and its holder’s balance', async () => {
    const v = kvOf(shardedNftItem(await nft(holder), { ...ctx, extra: { id, holder, decimals: 0 } }))
    expect(v.Collection).toEqual({ type: 'link', kind: 'token', network: 'sharded', value: c.identifier })
    expect(v.Nonce).toEqual({ type: 'text', value: String(item.nonce) })
    expect(v.Name).toEqual({ type: 'text', value: item.name })
    expect(v.Creator).toEqual({ type: 'link', kind: 'account', network: 'sharded', value: c.owner })
    expect(v.Royalties).toEqual({ type: 'text', value: `${item.royalties / 100}%` })
    expect(v.URIs).toEqual({ type: 'list', items: item.uris.map((url) => ({ type: 'external', url })) })
    expect(v['Held by']).toMatchObject({ kind: 'account', value: holder })
    expect(v['Its balance']).toMatchObject({ type: 'amount', raw: '1', denom: id })
  })

  it('says in words that an account which does not hold the item gets no metadata', async () => {
    const other = fx.l.named.map((n) => n.address).find((a) => !item.holdings.has(a))!
    const body = await nft(other)
    expect(() => shardedNftItem(body, { ...ctx, extra: { id, holder: other } })).toThrow(/does not hold/)
  })

  it('links an account’s items to their page, naming the account as holder', async () => {
    const body = (await fx.call('sharded.address.tokens', { path: { address: holder } })).body
    const v = shardedTokens(body, { ...ctx, extra: { holder } })
    const ids = v.kind === 'table' ? v.rows.map((r) => r.id) : []
    expect(ids).toContainEqual({ type: 'href', href: `/sharded/tokens/${id}?holder=${holder}`, label: id })
  })
})
