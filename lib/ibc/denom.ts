/** ICS-20 denomination traces: `ibc/` + uppercase hex sha256 of `path/base_denom`. */
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'

export const traceString = (path: string, baseDenom: string) => (path ? `${path}/${baseDenom}` : baseDenom)
export const denomTraceHash = (trace: string) => bytesToHex(sha256(new TextEncoder().encode(trace))).toUpperCase()
export const ibcDenomOf = (path: string, baseDenom: string) => `ibc/${denomTraceHash(traceString(path, baseDenom))}`
