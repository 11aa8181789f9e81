import { describe, expect, it } from 'vitest'
import algosdk from 'algosdk'
import { bech32 } from '@scure/base'
import {
  consensusAddress,
  convertBech32,
  decodeLedgerAddress,
  encodeLedgerAddress,
  isBech32Address,
  isLedgerAddress,
  proposerAddress,
  shardOf,
  shardedAddressFromHex,
  shardedPubkeyHex,
} from './address'
import { bytesToBase64 } from './hex'

const bytes20 = Uint8Array.from({ length: 20 }, (_, i) => i + 1)
const hubAddr = bech32.encode('hub', bech32.toWords(bytes20))

describe('bech32 addresses', () => {
  it('accepts a valid address only under its own prefix', () => {
    expect(isBech32Address(hubAddr, 'hub')).toBe(true)
    expect(isBech32Address(hubAddr, 'plat')).toBe(false)
    const broken = hubAddr.slice(0, -1) + (hubAddr.endsWith('q') ? 'p' : 'q')
    expect(isBech32Address(broken, 'hub')).toBe(false)
  })

  it('converts account ↔ valoper with the same bytes', () => {
    const valoper = convertBech32(hubAddr, 'hubvaloper')!
    expect(valoper.startsWith('hubvaloper1')).toBe(true)
    expect(convertBech32(valoper, 'hub')).toBe(hubAddr)
  })

  it('turns a base64 or hex proposer address into a valcons address', () => {
    const b64 = bytesToBase64(bytes20)
    const fromB64 = consensusAddress(b64, 'hubvalcons')
    expect(fromB64).toBe(bech32.encode('hubvalcons', bech32.toWords(bytes20)))
    expect(consensusAddress(Buffer.from(bytes20).toString('hex'), 'hubvalcons')).toBe(fromB64)
  })

  it('names a block proposer by the network’s consensus address, whatever form the header carries', () => {
    const hub = { kind: 'bech32', prefix: 'hub', validatorPrefix: 'hubvaloper', consensusPrefix: 'hubvalcons' } as const
    const valcons = bech32.encode('hubvalcons', bech32.toWords(bytes20))
    expect(proposerAddress(bytesToBase64(bytes20), hub)).toBe(valcons)
    expect(proposerAddress(Buffer.from(bytes20).toString('hex').toUpperCase(), hub)).toBe(valcons)
    // sdk_block's proposer is bech32 already: read as base64 it would decode to other bytes.
    expect(proposerAddress(valcons, hub)).toBe(valcons)
    expect(proposerAddress('not base64!', hub)).toBeUndefined()
    expect(proposerAddress(bytesToBase64(bytes20), { kind: 'hex20' })).toBeUndefined()
  })
})

describe('sharded addresses', () => {
  it('round-trips the 32-byte public key and rejects other prefixes', () => {
    const hex = 'ab'.repeat(31) + '02'
    const addr = shardedAddressFromHex(hex, 'shd')!
    expect(shardedPubkeyHex(addr, 'shd')).toBe(hex)
    expect(shardedPubkeyHex(addr, 'erd')).toBeUndefined()
  })

  it('computes the shard from the last byte like the sharded ledger (3 shards)', () => {
    const key = (last: number) => Uint8Array.from({ length: 32 }, (_, i) => (i === 31 ? last : 0xff))
    expect(shardOf(key(0), 3)).toBe(0)
    expect(shardOf(key(1), 3)).toBe(1)
    expect(shardOf(key(2), 3)).toBe(2)
    expect(shardOf(key(3), 3)).toBe(1) // 3 & 0b11 = 3 does not exist → 3 & 0b01
    expect(shardOf(new Uint8Array(32), 3)).toBe(4294967295)
  })
})

describe('ledger addresses', () => {
  it('agrees with algosdk on encoding and checksum', () => {
    for (let i = 0; i < 5; i++) {
      const acct = algosdk.generateAccount()
      const addr = acct.addr.toString()
      const key = algosdk.decodeAddress(addr).publicKey
      expect(encodeLedgerAddress(key)).toBe(addr)
      expect(decodeLedgerAddress(addr)).toEqual(key)
      expect(isLedgerAddress(addr)).toBe(true)
    }
  })

  it('rejects a wrong checksum and wrong lengths', () => {
    const addr = algosdk.generateAccount().addr.toString()
    const flipped = addr.slice(0, 10) + (addr[10] === 'A' ? 'B' : 'A') + addr.slice(11)
    expect(isLedgerAddress(flipped)).toBe(false)
    expect(isLedgerAddress(addr.slice(1))).toBe(false)
    expect(isLedgerAddress(addr.toLowerCase())).toBe(false)
  })
})
