import { describe, expect, it } from 'vitest'
import { GrpcError } from '../grpc'
import { aminoDecode, aminoEncode, aminoPrefix } from './amino'

const stdTx = {
  type: 'cosmos-sdk/StdTx',
  value: {
    msg: [
      {
        type: 'cosmos-sdk/MsgSend',
        value: { from_address: 'hub1a', to_address: 'hub1b', amount: [{ denom: 'uhub', amount: '12345' }] },
      },
      {
        type: 'cosmos-sdk/MsgDelegate',
        value: {
          delegator_address: 'hub1a',
          validator_address: 'hubvaloper1v',
          amount: { denom: 'uhub', amount: '7' },
        },
      },
    ],
    fee: { amount: [{ denom: 'uhub', amount: '500' }], gas: '200000', payer: '', granter: '' },
    signatures: [
      {
        pub_key: { type: 'tendermint/PubKeySecp256k1', value: Buffer.alloc(33, 2).toString('base64') },
        signature: Buffer.alloc(64, 9).toString('base64'),
      },
    ],
    memo: 'amino',
    timeout_height: '0',
  },
}

describe('legacy amino', () => {
  it('computes registered prefixes as amino does (secp256k1 keys are eb5ae987)', () => {
    expect(Buffer.from(aminoPrefix('tendermint/PubKeySecp256k1')).toString('hex')).toBe('eb5ae987')
  })
  it('encodes a secp256k1 key as prefix, length 0x21, key bytes', () => {
    const bin = Buffer.from(aminoEncode(JSON.stringify(stdTx)))
    expect(bin.includes(Buffer.concat([Buffer.from('eb5ae98721', 'hex'), Buffer.alloc(33, 2)]))).toBe(true)
  })
  it('round-trips a StdTx with sends, delegations, fee, signatures and memo', () => {
    expect(JSON.parse(aminoDecode(aminoEncode(JSON.stringify(stdTx))))).toEqual(stdTx)
  })
  it('refuses unregistered types and non-amino bytes', () => {
    expect(() =>
      aminoEncode(JSON.stringify({ type: 'cosmos-sdk/StdTx', value: { msg: [{ type: 'x/Unknown', value: {} }] } })),
    ).toThrow(GrpcError)
    expect(() => aminoEncode('{"type":"other"}')).toThrow(GrpcError)
    expect(() => aminoDecode(Buffer.from('not amino'))).toThrow(GrpcError)
  })
})
