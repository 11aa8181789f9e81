import { describe, expect, it } from 'vitest'
import { ADAPTERS } from '../registry'
import type { View } from '../view'
import { durationWords } from '@/lib/format/duration'
import { cosmosAccountPage, cosmosOverview } from './panels'

const BRIDGE = '0xF955C57f9EA9Dc8781965FEaE0b6A2acE2BAD6f3'
const ERC20 = '0xe28b3B32B6c345A34Ff64674606124Dd5Aceca30'
const ADMIN = 'exch1qurswpc8qurswpc8qurswpc8qurswpc8cc8asc'

/** What the Exchange gateway answers (devnet/cosmos/handlers/ethbridge.ts, the Injective swagger's Params). */
const answer = {
  params: {
    peggy_id: 'injective-peggyid',
    contract_source_hash: '',
    bridge_ethereum_address: BRIDGE,
    bridge_chain_id: '1',
    signed_valsets_window: '25000',
    signed_batches_window: '25000',
    signed_claims_window: '25000',
    target_batch_timeout: '43200000',
    average_block_time: '2000',
    average_ethereum_block_time: '15000',
    slash_fraction_valset: '0.001000000000000000',
    slash_fraction_batch: '0.001000000000000000',
    slash_fraction_claim: '0.001000000000000000',
    slash_fraction_conflicting_claim: '0.001000000000000000',
    unbond_slashing_valsets_window: '25000',
    // The spec types the fractions as bytes: an sdk.Dec's integer ×10¹⁸ in base64 (0.05 here).
    slash_fraction_bad_eth_signature: btoa('50000000000000000'),
    cosmos_coin_denom: 'aexch',
    cosmos_coin_erc20_contract: ERC20,
    claim_slashing_enabled: false,
    bridge_contract_start_height: '12705133',
    valset_reward: { denom: 'aexch', amount: '2500000' },
    admins: [ADMIN],
    segregated_wallet_address: '',
  },
}

function bridgeParamsPanel(): View {
  const page = cosmosOverview('exchange')
  if (!('panels' in page)) throw new Error('no panels')
  const def = page.panels.find((p) => p.id === 'bridge-params')!
  return ADAPTERS[def.adapter as keyof typeof ADAPTERS](answer, { network: 'exchange' })
}

describe('bridge parameters panel', () => {
  it('says durations, windows, fractions, addresses and switches in words', () => {
    const view = bridgeParamsPanel()
    const r = view.kind === 'kv' ? Object.fromEntries(view.rows.map((x) => [x.label, x.value])) : {}
    expect(r['Bridge id']).toEqual({ type: 'text', value: 'injective-peggyid' })
    expect(r['Ethereum chain id']).toEqual({ type: 'text', value: '1' })
    expect(r['Average block time']).toEqual({ type: 'text', value: '2 s' })
    expect(r['Average Ethereum block time']).toEqual({ type: 'text', value: '15 s' })
    expect(r['Target batch timeout']).toEqual({ type: 'text', value: '12 h' })
    expect(r['Validator set signing window']).toEqual({ type: 'text', value: '25,000 blocks' })
    expect(r['Unbonding slashing window']).toEqual({ type: 'text', value: '25,000 blocks' })
    expect(r['Slashed for a missed batch']).toEqual({ type: 'text', value: '0.1%' })
    expect(r['Slashed for a bad Ethereum signature']).toEqual({ type: 'text', value: '5%' })
    expect(r['Bridge contract']).toEqual({ type: 'text', value: BRIDGE, mono: true, short: true })
    expect(r['Native coin ERC-20 contract']).toMatchObject({ value: ERC20, short: true })
    expect(r['Bridge contract deployed at Ethereum block']).toEqual({ type: 'text', value: '12,705,133' })
    expect(r['Native coin']).toEqual({ type: 'text', value: 'EXCH' })
    expect(r['Claim slashing']).toEqual({ type: 'text', value: 'No' })
    expect(r['Validator set reward']).toEqual({ type: 'amount', raw: '2500000', denom: 'aexch' })
    expect(r['Admins']).toEqual({
      type: 'list',
      items: [{ type: 'link', kind: 'account', network: 'exchange', value: ADMIN }],
    })
    // Empty values are left out rather than shown as blanks, and no label is a wire name.
    expect(r['Bridge contract source hash']).toBeUndefined()
    expect(r['Segregated wallet']).toBeUndefined()
    expect(Object.keys(r).filter((l) => /_|^[a-z]/.test(l))).toEqual([])
  })

  it('reads milliseconds as durations of one or two units', () => {
    expect([500, 2000, 60_000, 5_400_000, 43_200_000, 90_061_000].map(durationWords)).toEqual([
      '500 ms',
      '2 s',
      '1 min',
      '1 h 30 min',
      '12 h',
      '1 d 1 h',
    ])
  })
})

/** Run a panel's own adapter as the page does (overview, or the account page of a validator or an orchestrator). */
function exchangePanel(id: string, answer: unknown, address?: string): View {
  const page = address ? cosmosAccountPage('exchange', address) : cosmosOverview('exchange')
  if (!('panels' in page)) throw new Error('no panels')
  const def = page.panels.find((p) => p.id === id)
  if (!def) throw new Error(`no panel ${id}`)
  return ADAPTERS[def.adapter as keyof typeof ADAPTERS](answer, { network: 'exchange' })
}

describe('bridge validator set, batch fees and delegate keys panels', () => {
  const ETH = '0x7ee3f20c716c377d85268c4f06a305343ad5b30d'

  it('reads the validator set powers as shares of 2³², signers as short ids', () => {
    const v = exchangePanel('valset', {
      valset: { nonce: '26', members: [{ power: '715827882', ethereum_address: ETH }], height: '10400' },
    })
    expect(v.kind === 'table' && v.columns.map((c) => c.label)).toEqual(['Ethereum signer', 'Share of signing power'])
    expect(v.kind === 'table' && v.rows).toEqual([
      { eth: { type: 'text', value: ETH, mono: true, short: true }, share: { type: 'text', value: '16.67%' } },
    ])
  })

  it('shows the members’ shares of a whole set adding up to 100 % (issue 46)', () => {
    // Three equal thirds of 2³² (the last gets the odd unit): each cut on its own read 33.33 %, 99.99 % together.
    const powers = ['1431655765', '1431655765', '1431655766']
    const v = exchangePanel('valset', {
      valset: { nonce: '27', members: powers.map((power) => ({ power, ethereum_address: ETH })), height: '10500' },
    })
    const shares = v.kind === 'table' ? v.rows.map((r) => (r.share?.type === 'text' ? r.share.value : '')) : []
    expect(shares).toEqual(['33.33%', '33.33%', '33.34%'])
  })

  it('shows batch fees as amounts of the bridged token, not base-unit integers', () => {
    const v = exchangePanel('batch-fees', { batchFees: [{ token: ERC20, total_fees: '10704000' }] })
    expect(v.kind === 'table' && v.rows[0]!.fees).toEqual({ type: 'amount', raw: '10704000', denom: `peggy${ERC20}` })
    expect(v.kind === 'table' && v.columns.every((c) => !/_/.test(c.label))).toBe(true)
  })

  it('links the delegate keys of a validator and of an orchestrator', () => {
    const valoper = 'exchvaloper1w5fcc6sqqqqpwp5hckespgvaqa0rlwahz0lsxc'
    const keys = exchangePanel('keys', { eth_address: ETH, orchestrator_address: ADMIN }, valoper)
    expect(keys.kind === 'kv' && keys.rows).toEqual([
      { label: 'Ethereum signer', value: { type: 'text', value: ETH, mono: true, short: true } },
      { label: 'Orchestrator account', value: { type: 'link', kind: 'account', network: 'exchange', value: ADMIN } },
    ])
    const orch = exchangePanel('orchestrator', { validator_address: valoper, eth_address: ETH }, ADMIN)
    expect(orch.kind === 'kv' && orch.rows.map((r) => r.label)).toEqual(['Ethereum signer', 'Validator'])
  })
})

describe("an account's pending bridge transfers and last bridge event", () => {
  const DEST = '0x9f2c1e0b4a7d6e5f8a9b0c1d2e3f4a5b6c7d8e9f'
  const transfer = (id: string) => ({
    id,
    sender: ADMIN,
    dest_address: DEST,
    erc20_token: { contract: ERC20, amount: '1003655' },
    erc20_fee: { contract: ERC20, amount: '1215' },
  })

  it('lists pending transfers with amounts of the bridged token and their state in words', () => {
    const v = exchangePanel(
      'pending',
      { transfers_in_batches: [transfer('642')], unbatched_transfers: [transfer('645')] },
      ADMIN,
    )
    expect(v.kind === 'table' && v.rows.map((r) => r.state)).toEqual([
      { type: 'text', value: 'In a batch' },
      { type: 'text', value: 'Waiting for a batch' },
    ])
    expect(v.kind === 'table' && v.rows[0]!.amount).toEqual({ type: 'amount', raw: '1003655', denom: `peggy${ERC20}` })
    expect(v.kind === 'table' && v.rows[0]!.to).toMatchObject({ value: DEST, short: true })
  })

  it('says the last event in numbers with separators, or that there is none', () => {
    const v = exchangePanel(
      'event',
      { last_claim_event: { ethereum_event_nonce: '427', ethereum_event_height: '19010704' } },
      ADMIN,
    )
    expect(v.kind === 'kv' && v.rows).toEqual([
      { label: 'Event number', value: { type: 'text', value: '427' } },
      { label: 'Ethereum block', value: { type: 'text', value: '19,010,704' } },
    ])
    const none = exchangePanel(
      'event',
      { last_claim_event: { ethereum_event_nonce: '0', ethereum_event_height: '0' } },
      ADMIN,
    )
    expect(none).toEqual({ kind: 'text', text: 'No Ethereum event attested by this account yet.' })
  })
})
