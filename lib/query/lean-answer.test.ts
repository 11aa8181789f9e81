import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { GatewayResult } from '@/lib/client/types'
import { resolveCall } from '@/lib/client/resolve'
import { headOf } from '@/lib/explorer/head'
import { gatewayQuery } from './options'
import { leanHeadAnswers } from './lean-answer'

const signatures = Array.from({ length: 150 }, (_, i) => ({
  block_id_flag: 'BLOCK_ID_FLAG_COMMIT',
  validator_address: `addr${i}`,
  signature: 'c2ln'.repeat(22),
}))
const block = (height: string) => ({
  header: { height, time: '2026-11-27T06:00:00Z', chain_id: 'hub-devnet', proposer_address: 'AB' },
  data: { txs: ['dHg='] },
  last_commit: { height, signatures },
})
const latest: GatewayResult = {
  status: 200,
  body: { block_id: { hash: 'AA' }, block: block('120'), sdk_block: block('120') },
  fetchedAt: 1_795_000_000_000,
  cache: 'miss',
}

describe('head answers sent lean', () => {
  it('keeps only what a head reader reads of a painted head panel, its times unchanged, and leaves other answers whole', () => {
    const qc = new QueryClient()
    const head = { spec: resolveCall({ gateway: 'hub', opId: 'cosmos.base.latestBlock' }), page: {} }
    const bank = { spec: resolveCall({ gateway: 'hub', opId: 'cosmos.bank.supply' }), page: {} }
    const supply: GatewayResult = { status: 200, body: { supply: [{ denom: 'uhub', amount: '1' }] }, fetchedAt: 1 }
    qc.setQueryData(gatewayQuery(head.spec).queryKey, latest, { updatedAt: 5000 })
    qc.setQueryData(gatewayQuery(bank.spec).queryKey, supply)

    leanHeadAnswers(qc, 'hub', [head, bank])

    const lean = qc.getQueryData<GatewayResult>(gatewayQuery(head.spec).queryKey)!
    expect(lean.lean).toBe(true)
    expect(lean.fetchedAt).toBe(latest.fetchedAt)
    expect(qc.getQueryState(gatewayQuery(head.spec).queryKey)?.dataUpdatedAt).toBe(5000)
    expect(headOf('cosmos.base.latestBlock', lean.body, 1)).toEqual(headOf('cosmos.base.latestBlock', latest.body, 1))
    expect(JSON.stringify(lean.body)).not.toContain('signature')
    expect(JSON.stringify(lean.body).length).toBeLessThan(JSON.stringify(latest.body).length / 50)
    expect(qc.getQueryData(gatewayQuery(bank.spec).queryKey)).toBe(supply)
  })

  it('leaves a head panel the server did not paint whole, and another network’s head too', () => {
    const qc = new QueryClient()
    const head = { spec: resolveCall({ gateway: 'hub', opId: 'cosmos.base.latestBlock' }), page: {} }
    qc.setQueryData(gatewayQuery(head.spec).queryKey, latest)
    leanHeadAnswers(qc, 'hub', [])
    leanHeadAnswers(qc, 'staking', [head])
    expect(qc.getQueryData(gatewayQuery(head.spec).queryKey)).toBe(latest)
  })
})
