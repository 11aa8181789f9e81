import { describe, expect, it } from 'vitest'
import { hexToBytes } from '@/lib/format/hex'
import { encodeBech32 } from '@/lib/format/address'
import { checksumAddress, keyFromText, sameKeyAddresses, sdkHashOf, vmAddressOf } from './same-key'

// Private key 1: its public key is the generator point G.
const G = hexToBytes('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')
const G_HASH = '751e76e8199196d454941c45d1b3a323f1433bd6' // hash160 of compressed G (Bitcoin's 1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH)

describe('one key on every network', () => {
  it('derives the known addresses of private key 1', () => {
    expect(Buffer.from(sdkHashOf(G)!).toString('hex')).toBe(G_HASH)
    expect(vmAddressOf(G)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf')
    expect(checksumAddress(hexToBytes('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'))).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    )
    expect(vmAddressOf(hexToBytes(`02${'00'.repeat(32)}`))).toBeUndefined()
  })

  it('re-encodes an SDK account for the four other SDK networks, and adds the VM address only with its own key', () => {
    const hub = encodeBech32('hub', hexToBytes(G_HASH))
    const without = sameKeyAddresses('hub', hub)
    expect(without.map((a) => a.network)).toEqual(['staking', 'exchange', 'platform', 'classic'])
    expect(without.find((a) => a.network === 'staking')!.address).toBe(encodeBech32('stk', hexToBytes(G_HASH)))
    const withKey = sameKeyAddresses('hub', hub, { type: 'secp256k1', bytes: G })
    expect(withKey.find((a) => a.network === 'vm')?.address).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf')
    // Someone else's key does not give this account a VM address.
    const other = hexToBytes('02c6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee5')
    expect(sameKeyAddresses('hub', hub, { type: 'secp256k1', bytes: other }).some((a) => a.network === 'vm')).toBe(
      false,
    )
    // From the VM side, the key gives the SDK addresses back.
    expect(
      sameKeyAddresses('vm', '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf', { type: 'secp256k1', bytes: G }).map(
        (a) => a.address,
      ),
    ).toContain(hub)
    expect(sameKeyAddresses('vm', '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf')).toEqual([])
  })

  it('maps an ed25519 key between its ledger and sharded addresses (the all-zero key)', () => {
    const ledger = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ'
    const sharded = 'shd1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqk7hg5s'
    expect(sameKeyAddresses('ledger', ledger)).toEqual([
      { network: 'sharded', address: sharded, how: 'same ed25519 key, bech32' },
    ])
    expect(sameKeyAddresses('sharded', sharded)).toEqual([
      { network: 'ledger', address: ledger, how: 'same ed25519 key, base32 with checksum' },
    ])
    expect(sameKeyAddresses('ledger', 'NOTANADDRESS')).toEqual([])
  })

  it('reads keys as base64 or hex', () => {
    expect(keyFromText('secp256k1', Buffer.from(G).toString('base64'))!.bytes).toEqual(G)
    expect(
      keyFromText('secp256k1', '0x0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')!.bytes,
    ).toEqual(G)
  })
})
