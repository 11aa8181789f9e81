import { sha512_256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { networksOfKind } from '@/lib/networks/index'

/** Chain constants of devnet's ledger; values follow a real local network where one exists. */
export const GENESIS_ID = 'devnet-v1'
export const MIN_FEE = 1000n
/** Real consensus URLs: v41 before devnet's upgrade round, v42 (post-quantum signatures, block load) after. */
export const PROTO_V41 = 'https://github.com/algorandfoundation/specs/tree/236dcc18c9c507d794813ab768e467ea42d1b4d9'
export const PROTO_V42 = 'https://github.com/algorandfoundation/specs/tree/v42-devnet'
/** The well-known fee sink and rewards pool of every local network. */
export const FEE_SINK = 'A7NMWS3NT3IUDMLVO26ULGXGIIOUQ3ND2TXSER6EBGRZNOBOUIQXHIBGDE'
export const REWARDS_POOL = '7777777777777777777777777777777777777777777777777774MSJUVU'
export const MAX_TXN_LIFE = 1000n
/** Rounds a simulate request may look back: algod keeps about the 4 most recent (node setting MaxAcctLookback). */
export const MAX_ACCT_LOOKBACK = 4
/** The round time of the ledger network's file (devnet serves one ledger). */
export const ledgerBlockMs = (): number => networksOfKind('node')[0]?.blockIntervalMs ?? 3300
/** Rounds of history built at start unless DEVNET_LEDGER_ROUNDS says otherwise. */
export const DEFAULT_HISTORY_ROUNDS = 2400
/** The upgrade to v42 happens this far into the initial history. */
export const UPGRADE_AT = 0.6

export const genesisHash = (seed: number): Uint8Array => sha512_256(utf8ToBytes(`devnet-ledger-genesis/${seed}`))
