import algosdk from 'algosdk'
import type { deriveKey } from '../kmd/derive'
import { GENESIS_ID } from '../ledger/constants'
import type { Ledger } from '../ledger/ledger'

/** An unsigned payment valid from the ledger's head for 100 rounds, at the minimum fee: what the ledger tests submit. */
export const payment = (
  l: Ledger,
  from: ReturnType<typeof deriveKey>,
  to: string,
  amount: bigint,
  extra: Partial<algosdk.SuggestedParams> = {},
) =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.address,
    receiver: to,
    amount,
    suggestedParams: {
      fee: 1000n,
      minFee: 1000n,
      flatFee: true,
      firstValid: BigInt(l.head),
      lastValid: BigInt(l.head + 100),
      genesisID: GENESIS_ID,
      genesisHash: l.genesisHash,
      ...extra,
    },
  })
