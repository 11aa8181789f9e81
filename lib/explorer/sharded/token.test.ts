import { describe, expect, it } from 'vitest'
import { shardedFixture } from '@/devnet/sharded/testing/fixtures'
import { shownAmount } from '../breakdown'
import { entityHref, tokenHref } from '../entity-href'
import type { Field, View } from '../view'
import { shardedTokens } from './account'
import {
  esdtContractOf,
  esdtViewCall,
  readTokenProperties,
  shardedToken,
  shardedTokenRoles,
  shardedTokenSupply,
} from './token'

const ctx = { network: 'sharded' as const }
const kvOf = (v: View): Record<string, Field> =>
  v.kind === 'kv' ? Object.fromEntries(v.rows.map((r) => [r.label, r.value])) : {}

/** The devnet gateway's answer to the call a panel declares (the same body the proxy would send). */
async function answer(call: ReturnType<typeof esdtViewCall>) {
  const { call: run } = fx
  return (
    await run(call.opId, { ...(call.body !== undefined && { body: call.body }), ...(call.path && { path: call.path }) })
  ).body
}
const fx = shardedFixture()
const token = fx.l.tokens[1]!

describe('sharded token pages read the ESDT system contract and the supply', () => {
  it('asks the system contract at its well-known address with the identifier as hex', () => {
    expect(esdtContractOf('sharded')).toBe(
      fx.l.addresses.encode(Buffer.from('000000000000000000010000000000000000000000000000000000000002ffff', 'hex')),
    )
    expect(esdtViewCall('sharded', 'getTokenProperties', 'USDS-2eb19c').body).toMatchObject({
      funcName: 'getTokenProperties',
      args: [Buffer.from('USDS-2eb19c').toString('hex')],
    })
  })

  it('shows name, ticker, decimals, owner as a link, minted and burnt in display units, properties in words', async () => {
    const body = await answer(esdtViewCall('sharded', 'getTokenProperties', token.identifier))
    const v = kvOf(shardedToken(body, { ...ctx, extra: { id: token.identifier } }))
    expect(v['Name']).toEqual({ type: 'text', value: token.name })
    expect(v['Ticker']).toEqual({ type: 'text', value: token.identifier.split('-')[0] })
    expect(v['Decimals']).toEqual({ type: 'text', value: String(token.decimals) })
    expect(v['Type']).toEqual({ type: 'text', value: 'fungible token' })
    expect(v['Owner']).toEqual({ type: 'link', kind: 'account', network: 'sharded', value: token.owner })
    expect(v['Minted']).toMatchObject({ raw: token.minted.toString(), exponent: token.decimals, display: 'USDS' })
    expect(v['Burnt']).toMatchObject({ raw: token.burnt.toString(), exponent: token.decimals })
    const props = v['Properties']
    expect(props?.type === 'list' && props.items.map((f) => (f.type === 'text' ? f.value : ''))).toEqual(
      expect.arrayContaining(['not paused', 'more can be minted', 'the owner can freeze an account’s balance']),
    )
  })

  it('says an unknown identifier as the contract does (the page makes it its 404)', async () => {
    const body = await answer(esdtViewCall('sharded', 'getTokenProperties', 'NOPE-000000'))
    expect(readTokenProperties('sharded', body)).toEqual({ ok: false, message: 'no ticker with given name' })
    expect(() => shardedToken(body, ctx)).toThrow('no ticker with given name')
  })

  it('shows the supply in the decimals the page read, and role holders as account links with roles in words', async () => {
    const supply = await answer({
      gateway: 'sharded',
      opId: 'sharded.network.esdtSupply',
      path: { token: token.identifier },
    })
    const s = kvOf(shardedTokenSupply(supply, { ...ctx, extra: { id: token.identifier, decimals: 6 } }))
    expect(s['Supply']).toMatchObject({ raw: (token.minted - token.burnt).toString(), exponent: 6, display: 'USDS' })
    // Without the decimals (the page could not read them) the amount stays exact, in base units.
    expect(kvOf(shardedTokenSupply(supply, { ...ctx, extra: { id: token.identifier } }))['Supply']).not.toHaveProperty(
      'exponent',
    )
    const roles = shardedTokenRoles(await answer(esdtViewCall('sharded', 'getSpecialRoles', token.identifier)), ctx)
    expect(roles.kind === 'table' && roles.rows).toEqual([
      {
        address: { type: 'link', kind: 'account', network: 'sharded', value: token.owner },
        roles: { type: 'text', value: 'mint, burn' },
      },
    ])
  })

  it('links an account’s fungible tokens to their pages', async () => {
    const holder = [...token.holdings.keys()][0]!
    const body = (await fx.call('sharded.address.tokens', { path: { address: holder } })).body
    const v = shardedTokens(body, ctx)
    const ids = v.kind === 'table' ? v.rows.map((r) => r.id) : []
    expect(ids).toContainEqual({ type: 'link', kind: 'token', network: 'sharded', value: token.identifier })
    expect(tokenHref('sharded', token.identifier)).toBe(entityHref('sharded', 'token', token.identifier))
    // An item of a collection has its page too; not a token identifier, or a network whose kind has no token pages:
    // no link.
    expect(tokenHref('sharded', 'MIIU-4ab1d4-0695ed')).toBe('/sharded/tokens/MIIU-4ab1d4-0695ed')
    expect(tokenHref('sharded', 'MIIU-4ab1d4-695ed')).toBeUndefined()
    expect(tokenHref('hub', token.identifier)).toBeUndefined()
  })
})

describe('a sharded token’s supply and what makes it', () => {
  /** A shown decimal (`1,234.567891`) as an exact integer at `scale` fraction digits. */
  const exact = (shown: string, scale: number) => {
    const [int, frac = ''] = shown.replace(/,/g, '').split('.')
    return BigInt(`${int}${frac.padEnd(scale, '0')}`)
  }
  // 18 decimals shown at 6: 1.0000006 initially + 2.0000006 minted − 1.0000002 burnt = 2.000001; cut each on its
  // own, 1 + 2 − 1 = 2.
  const e11 = 10n ** 11n
  const body = (o: Record<string, unknown>) => ({
    data: {
      supply: (20_000_010n * e11).toString(),
      initialMinted: (10_000_006n * e11).toString(),
      minted: (20_000_006n * e11).toString(),
      burned: (10_000_002n * e11).toString(),
      recomputedSupply: false,
      ...o,
    },
    code: 'successful',
  })
  const shown = (o: Record<string, unknown> = {}) => {
    const v = kvOf(shardedTokenSupply(body(o), { ...ctx, extra: { id: 'USDS-2eb19c', decimals: 18 } }))
    return Object.fromEntries(Object.entries(v).map(([k, f]) => [k, f.type === 'amount' ? shownAmount(f) : '']))
  }

  it('initially minted + minted since − burnt adds up to the supply shown (issue 46)', () => {
    const s = shown()
    expect(exact(s['Initially minted']!, 18) + exact(s['Minted since']!, 18) - exact(s['Burnt']!, 18)).toBe(
      exact(s['Supply']!, 18),
    )
    expect([s['Supply'], s['Initially minted'], s['Minted since'], s['Burnt']]).toEqual([
      '2.000001',
      '1.000001',
      '2',
      '1',
    ])
  })
  it('shows each figure on its own where they do not make the supply (a recomputed one)', () => {
    const s = shown({ recomputedSupply: true })
    expect([s['Supply'], s['Initially minted'], s['Minted since'], s['Burnt']]).toEqual(['2.000001', '1', '2', '1'])
  })
})
