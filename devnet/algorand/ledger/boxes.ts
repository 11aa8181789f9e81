import { decodeAddress } from 'algosdk'
import { TxnRejected } from './apply'

/** Box names in goal's `encoding:value` form (`b64:`, `str:`, `int:`, `addr:`), as algod and the indexer take them. */
export function parseBoxName(s: string): Uint8Array {
  const i = s.indexOf(':')
  const enc = i < 0 ? '' : s.slice(0, i)
  const v = s.slice(i + 1)
  switch (enc) {
    case 'b64':
      return Buffer.from(v, 'base64')
    case 'str':
      return Buffer.from(v, 'utf8')
    case 'int': {
      if (!/^\d+$/.test(v)) throw new TxnRejected(`box name int:${v} is not a uint64`)
      const b = Buffer.alloc(8)
      b.writeBigUInt64BE(BigInt(v))
      return b
    }
    case 'addr':
      return decodeAddress(v).publicKey
    default:
      throw new TxnRejected(`box name ${s} must be encoding:value with encoding b64, str, int or addr`)
  }
}

/** The state's key for a box name. */
export const boxName = (name: Uint8Array): string => Buffer.from(name).toString('base64')
