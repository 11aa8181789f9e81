import { describe, expect, it } from 'vitest'
import { diffViews, movement } from '@/lib/past/diff'
import { cosmosAllianceDelegations, cosmosAllianceRedelegations } from './alliance'
import { cosmosValidatorDelegations, cosmosValidatorUnbondings } from './staking'

const IBC = 'ibc/8ABB4C90BA3B7AB14E7393B8F68A9FF439DB5E502A0E708B63CC3FB6F7EDE102'
const VAL = 'platvaloper1w5fcc6sqqqqpwp5hckespgvaqa0rlwahsvuttc'
const DEL = 'plat1w5fcc6sqqzxapu5tvsa9235mn6c2df4la4sgtv'
const ctx = { network: 'platform' as const }

describe('staking and alliance lists of account and validator pages', () => {
  it('shows alliance positions by validator and asset, and compares them between two heights', () => {
    const answer = (amount: string) => ({
      delegations: [
        {
          delegation: {
            delegator_address: DEL,
            validator_address: VAL,
            denom: IBC,
            shares: `${amount}.000000000000000000`,
            reward_history: [],
            last_reward_claim_height: '10284',
          },
          balance: { denom: IBC, amount },
        },
      ],
      pagination: { next_key: null, total: '0' },
    })
    const before = cosmosAllianceDelegations({ delegations: [], pagination: { next_key: null } }, ctx)
    const after = cosmosAllianceDelegations(answer('16049'), ctx)
    expect(after).toMatchObject({
      kind: 'table',
      keyColumns: 2,
      rows: [
        {
          validator: { type: 'validator', value: VAL },
          asset: { type: 'text', value: IBC },
          amount: { type: 'amount', raw: '16049', denom: IBC },
        },
      ],
    })
    const [change] = diffViews(before, after)
    expect(change?.what).toBe(`${VAL} · ${IBC} · Staked`)
    expect(movement(change!)).toEqual({ word: 'rose', by: { type: 'amount', raw: '16049', denom: IBC } })
  })

  it('leads redelegations with their amount, and lists a validator’s delegators and unbondings in the staking denom', () => {
    const r = cosmosAllianceRedelegations(
      {
        redelegations: [
          {
            delegator_address: DEL,
            src_validator_address: 'platvaloper1src',
            dst_validator_address: VAL,
            balance: { denom: IBC, amount: '4012' },
            completion_time: '2026-12-15T07:54:16.022Z',
          },
        ],
        pagination: { next_key: null },
      },
      ctx,
    )
    expect(r.kind === 'table' && r.columns.map((c) => c.label)).toEqual([
      'To validator',
      'Asset',
      'Redelegated',
      'From validator',
      'Completes',
    ])
    const d = cosmosValidatorDelegations(
      {
        delegation_responses: [
          {
            delegation: { delegator_address: DEL, validator_address: VAL, shares: '241095.0' },
            balance: { denom: 'uplat', amount: '241095' },
          },
        ],
        pagination: { next_key: 'abc' },
      },
      ctx,
    )
    expect(d).toMatchObject({
      next: 'abc',
      rows: [{ delegator: { value: DEL }, amount: { raw: '241095', denom: 'uplat' } }],
    })
    const u = cosmosValidatorUnbondings(
      {
        unbonding_responses: [
          {
            delegator_address: DEL,
            validator_address: VAL,
            entries: [
              {
                creation_height: '4600',
                completion_time: '2026-12-15T02:55:34Z',
                initial_balance: '843000000',
                balance: '843000000',
              },
              {
                creation_height: '6150',
                completion_time: '2026-12-15T05:30:34Z',
                initial_balance: '193000000',
                balance: '193000000',
              },
            ],
          },
        ],
        pagination: { next_key: null },
      },
      ctx,
    )
    expect(u).toMatchObject({
      rows: [
        {
          amount: { raw: '1036000000', denom: 'uplat' },
          entries: { value: '2' },
          done: { ms: Date.parse('2026-12-15T02:55:34Z') },
        },
      ],
    })
  })
})
