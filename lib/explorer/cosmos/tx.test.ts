import { describe, expect, it } from 'vitest'
import type { ChainProfile, View } from '../view'
import { cosmosTxEvents, cosmosTxMessages, cosmosTxSummary, keyType } from './tx'

const stratos: ChainProfile = {
  address: { kind: 'bech32', prefix: 'st', validatorPrefix: 'stvaloper', consensusPrefix: 'stvalcons' },
  denom: { base: 'wei', display: 'STOS', exponent: 18 },
}
const ctx = { network: 'hub' as const, chain: stratos }
const SENDER = 'st1edp9gkppxzjvcg9nwheh6tp9rsgafatckfdl6m'
const IBC_RECEIVER = 'osmo1edp9gkppxzjvcg9nwheh6tp9rsgafatcz3wtvh'

const answer = (events: { type: string; attributes: { key: string; value: string }[] }[]) => ({
  tx: {
    body: {
      messages: [
        {
          '@type': '/ibc.applications.transfer.v1.MsgTransfer',
          sender: SENDER,
          receiver: IBC_RECEIVER,
          token: { denom: 'wei', amount: '10000000000000000000' },
        },
      ],
    },
    auth_info: {
      signer_infos: [
        {
          public_key: { '@type': '/stratos.crypto.v1.ethsecp256k1.PubKey' },
          mode_info: { single: { mode: 'SIGN_MODE_DIRECT' } },
          sequence: '4',
        },
      ],
      fee: { amount: [{ denom: 'wei', amount: '442524000000000' }] },
    },
  },
  tx_response: { height: '557', txhash: '34E4', code: 0, events },
})

const rows = (v: View) => (v.kind === 'table' ? v.rows : [])

describe('SDK transactions on a real chain', () => {
  it('events read one attribute a row: coins as amounts in the chain’s unit, its own addresses as links', () => {
    const v = cosmosTxEvents(
      answer([
        { type: 'coin_spent', attributes: [{ key: 'spender', value: SENDER }] },
        { type: 'transfer', attributes: [{ key: 'amount', value: '10000000000000000000wei,37ibc/B05539' }] },
        { type: 'send_packet', attributes: [{ key: 'packet_receiver', value: IBC_RECEIVER }] },
      ]),
      ctx,
    )
    expect(rows(v).map((r) => [r.type, r.key])).toEqual([
      [
        { type: 'text', value: 'coin_spent' },
        { type: 'text', value: 'spender' },
      ],
      [
        { type: 'text', value: 'transfer' },
        { type: 'text', value: 'amount' },
      ],
      [
        { type: 'text', value: 'send_packet' },
        { type: 'text', value: 'packet_receiver' },
      ],
    ])
    expect(rows(v)[0]!.value).toEqual({ type: 'link', kind: 'account', network: 'hub', value: SENDER })
    expect(rows(v)[1]!.value).toEqual({
      type: 'list',
      items: [
        { type: 'amount', raw: '10000000000000000000', denom: 'wei', exponent: 18, display: 'STOS' },
        { type: 'amount', raw: '37', denom: 'ibc/B05539' },
      ],
    })
    // Another chain's address has no page here.
    expect(rows(v)[2]!.value).toMatchObject({ type: 'text', value: IBC_RECEIVER })
  })

  it('messages link the sender, not the other chain’s receiver; fee and amount in the chain’s unit', () => {
    const m = rows(cosmosTxMessages(answer([]), ctx))[0]!
    expect(m.from).toMatchObject({ type: 'link', value: SENDER })
    expect(m.to).toMatchObject({ type: 'text', value: IBC_RECEIVER })
    expect(m.amount).toMatchObject({ items: [{ display: 'STOS', exponent: 18 }] })
    const s = cosmosTxSummary(answer([]), ctx)
    const fee = s.kind === 'kv' ? s.rows.find((r) => r.label === 'Fee')?.value : undefined
    expect(fee).toMatchObject({ items: [{ raw: '442524000000000', display: 'STOS' }] })
  })

  it('names key types of other chains’ modules too', () => {
    expect(keyType('/cosmos.crypto.secp256k1.PubKey')).toBe('secp256k1')
    expect(keyType('/stratos.crypto.v1.ethsecp256k1.PubKey')).toBe('ethsecp256k1')
    expect(keyType('/cosmos.crypto.multisig.LegacyAminoPubKey')).toBe('multisig')
  })
})

describe('staking shares in a transaction’s events', () => {
  const hub: ChainProfile = { ...stratos, denom: { base: 'uhub', display: 'HUB', exponent: 6 } }
  const value = (shares: string) => {
    const v = cosmosTxEvents(answer([{ type: 'delegate', attributes: [{ key: 'new_shares', value: shares }] }]), {
      network: 'hub',
      chain: hub,
    })
    return rows(v)[0]!.value
  }

  it('read in the display unit, as the amount beside them (0.908126 HUB), not as the raw sdk.Dec', () => {
    expect(value('908126.000000000000000000')).toEqual({ type: 'text', value: '0.908126 shares' })
    expect(value('1234567890000.500000000000000000')).toEqual({ type: 'text', value: '1,234,567.89 shares' })
  })
})
