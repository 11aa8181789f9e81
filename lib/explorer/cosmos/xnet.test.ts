import { describe, expect, it } from 'vitest'
import { ADAPTERS } from '../registry'
import type { Field, View } from '../view'
import { cosmosAccountPage, cosmosOverview } from './panels'
import type { CosmosGatewayId } from '@/lib/catalog'

/** Run a panel's own adapter as the page does, on answers shaped like devnet/cosmos/handlers/{xnet,alliance}.ts. */
function render(g: CosmosGatewayId, id: string, answer: unknown, address?: string): View {
  const page = address ? cosmosAccountPage(g, address) : cosmosOverview(g)
  if (!('panels' in page)) throw new Error('no panels')
  const def = page.panels.find((p) => p.id === id)
  if (!def) throw new Error(`no panel ${id}`)
  return ADAPTERS[def.adapter as keyof typeof ADAPTERS](answer, { network: g })
}
const rows = (v: View): Record<string, Field> =>
  v.kind === 'kv' ? Object.fromEntries(v.rows.map((r) => [r.label, r.value])) : {}
const wireLabels = (v: View) =>
  (v.kind === 'kv' ? v.rows.map((r) => r.label) : v.kind === 'table' ? v.columns.map((c) => c.label) : []).filter((l) =>
    /_|^[a-z]/.test(l),
  )

describe('Hub nexus, multisig and reward panels', () => {
  it('says the nexus parameters as fractions, blocks and the gateway as an address', () => {
    // 20 bytes of the gov module account, as devnet's b64(bytes).
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => i + 1)
    const v = render('hub', 'nexus-params', {
      params: {
        chain_activation_threshold: { numerator: '55', denominator: '100' },
        chain_maintainer_missing_vote_threshold: { numerator: '20', denominator: '100' },
        chain_maintainer_incorrect_vote_threshold: { numerator: '15', denominator: '100' },
        chain_maintainer_check_window: 500,
        gateway: btoa(String.fromCharCode(...bytes)),
        end_blocker_limit: '50',
      },
    })
    const r = rows(v)
    expect(r['Votes needed to activate a chain']).toEqual({ type: 'text', value: '55/100 (55%)' })
    expect(r['Chain maintainer check window']).toEqual({ type: 'text', value: '500 blocks' })
    expect(r['Gateway account']).toMatchObject({ type: 'link', kind: 'account', network: 'hub' })
    expect((r['Gateway account'] as { value: string }).value).toMatch(/^hub1/)
    expect(wireLabels(v)).toEqual([])
  })

  it('says multisig timeouts in blocks and reward rates in percents', () => {
    const m = rows(
      render('hub', 'multisig-params', {
        params: {
          keygen_threshold: { numerator: '9', denominator: '10' },
          signing_threshold: { numerator: '2', denominator: '3' },
          keygen_timeout: '20',
          signing_grace_period: '1',
          active_epoch_count: '5',
        },
      }),
    )
    expect(m['Signing threshold']).toEqual({ type: 'text', value: '2/3 (66.67%)' })
    expect(m['Key generation timeout']).toEqual({ type: 'text', value: '20 blocks' })
    expect(m['Signing grace period']).toEqual({ type: 'text', value: '1 block' })
    const r = rows(
      render('hub', 'reward-params', {
        params: {
          external_chain_voting_inflation_rate: '0.002000000000000000',
          key_mgmt_relative_inflation_rate: '1.000000000000000000',
        },
      }),
    )
    expect(r).toEqual({
      'Inflation for voting on external chains': { type: 'text', value: '0.2%' },
      'Key management inflation, relative to the base': { type: 'text', value: '×1' },
    })
  })

  it('names the nexus chains column and a validator inflation rate in percents', () => {
    const c = render('hub', 'chains', { chains: ['Ethereum', 'hub'] })
    expect(c.kind === 'table' && c.columns.map((x) => x.label)).toEqual(['Connected chain'])
    const valoper = 'hubvaloper1w5fcc6sqqqqpwp5hckespgvaqa0rlwahz0lsxc'
    expect(rows(render('hub', 'inflation', { inflation_rate: '0.007000000000000000' }, valoper))).toEqual({
      'Inflation rate': { type: 'text', value: '0.7%' },
    })
  })
})

describe('Platform alliance validator panel', () => {
  it('shows stake and shares per asset as amounts, not 18-digit decimals with denoms', () => {
    const valoper = 'platvaloper1w5fcc6sqqqq80gnrt9t6fqcrg76gj4hryhndeu'
    const ibc = 'ibc/8ABB4C0000000000000000000000000000000000000000000000000000000000'
    const v = render(
      'platform',
      'alliance',
      {
        validator_addr: valoper,
        total_delegation_shares: [{ denom: ibc, amount: '860159.000000000000000000' }],
        validator_shares: [{ denom: ibc, amount: '860159.000000000000000000' }],
        total_staked: [{ denom: ibc, amount: '860159' }],
      },
      valoper,
    )
    expect(v.kind === 'table' && v.rows).toEqual([
      {
        staked: { type: 'amount', raw: '860159', denom: ibc },
        delegation: { type: 'amount', raw: '860159', denom: ibc },
        validator: { type: 'amount', raw: '860159', denom: ibc },
      },
    ])
    expect(JSON.stringify(v)).not.toMatch(/\.\d{18}|validator_addr/)
  })
})
