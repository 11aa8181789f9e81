import { describe, expect, it } from 'vitest'
import { diffViews, movement } from '@/lib/past/diff'
import { ADAPTERS, type AdapterId } from '../registry'
import type { View } from '../view'
import { cosmosAccountPage } from './panels'

const VAL = 'platvaloper1w5fcc6sqqqqpwp5hckespgvaqa0rlwahsvuttc'
const ctx = { network: 'platform' as const }

const answer = (tokens: string, more: Record<string, unknown> = {}) => ({
  validator: {
    operator_address: VAL,
    consensus_pubkey: { '@type': '/cosmos.crypto.ed25519.PubKey', key: 'AAAA' },
    jailed: false,
    status: 'BOND_STATUS_BONDED',
    tokens,
    delegator_shares: `${tokens}.000000000000000000`,
    description: {
      moniker: 'Aurora',
      identity: '',
      website: 'https://aurora.example',
      security_contact: 'ops@aurora.example',
      details: 'Devnet validator 0',
    },
    unbonding_height: '0',
    unbonding_time: '1970-01-01T00:00:00Z',
    commission: {
      commission_rates: {
        rate: '0.050000000000000000',
        max_rate: '0.200000000000000000',
        max_change_rate: '0.010000000000000000',
      },
      update_time: '2026-11-01T00:00:00Z',
    },
    min_self_delegation: '1000000',
    ...more,
  },
})

/** The validator panel of a validator's account page, adapted the way the page adapts it. */
function validatorPanel(body: unknown): View {
  const page = cosmosAccountPage('platform', VAL)
  if (!('panels' in page)) throw new Error('no panels')
  const def = page.panels.find((p) => p.id === 'validator')!
  return ADAPTERS[def.adapter as keyof typeof ADAPTERS](body, ctx)
}
const rowsOf = (v: View) => (v.kind === 'kv' ? Object.fromEntries(v.rows.map((r) => [r.label, r.value])) : {})

describe('validator record', () => {
  it('shows stake in the staking denom, shares in display units, rates as percents and states in words', () => {
    const view = validatorPanel(answer('241095000000'))
    const r = rowsOf(view)
    expect(r['Moniker']).toEqual({ type: 'text', value: 'Aurora' })
    expect(r['Status']).toEqual({ type: 'status', ok: true, label: 'Bonded' })
    expect(r['Jailed']).toEqual({ type: 'text', value: 'No' })
    expect(r['Tokens']).toMatchObject({ type: 'amount', raw: '241095000000', denom: 'uplat' })
    expect(r['Delegator shares']).toEqual({ type: 'text', value: '241,095' })
    expect(r['Commission']).toEqual({ type: 'text', value: '5%' })
    expect(r['Maximum commission']).toEqual({ type: 'text', value: '20%' })
    expect(r['Maximum daily change']).toEqual({ type: 'text', value: '1%' })
    expect(r['Minimum self-delegation']).toMatchObject({ type: 'amount', raw: '1000000', denom: 'uplat' })
    expect(r['Unbonding since height']).toEqual({ type: 'text', value: 'Never unbonded' })
    expect(r['Unbonding completes']).toBeUndefined()
    // No wire names and no raw base-unit integers anywhere in the record.
    const labels = view.kind === 'kv' ? view.rows.map((x) => x.label) : []
    expect(labels.filter((l) => /_|^[a-z]/.test(l))).toEqual([])
    expect(JSON.stringify(view)).not.toMatch(/BOND_STATUS|"value":"241095000000/)
  })

  it('says when an unbonding validator is released, and compares tokens between two heights as an amount', () => {
    const r = rowsOf(
      validatorPanel(
        answer('5000000', {
          status: 'BOND_STATUS_UNBONDING',
          jailed: true,
          unbonding_height: '1004',
          unbonding_time: '2026-12-15T07:54:16Z',
        }),
      ),
    )
    expect(r['Status']).toEqual({ type: 'status', ok: false, label: 'Unbonding' })
    expect(r['Jailed']).toEqual({ type: 'text', value: 'Yes' })
    expect(r['Unbonding since height']).toEqual({ type: 'text', value: '1004' })
    expect(r['Unbonding completes']).toEqual({ type: 'time', ms: Date.parse('2026-12-15T07:54:16Z') })

    const changes = diffViews(validatorPanel(answer('241095000000')), validatorPanel(answer('241195500000')))
    const tokens = changes.find((c) => c.what === 'Tokens')!
    expect(movement(tokens)).toMatchObject({ word: 'rose', by: { type: 'amount', raw: '100500000', denom: 'uplat' } })
    expect(changes.find((c) => c.what === 'Delegator shares')?.after).toEqual({ type: 'text', value: '241,195.5' })
  })
})

// Keeps the id type honest: the adapter is registered under the name panels use.
export const _id: AdapterId = 'cosmos.validator'
