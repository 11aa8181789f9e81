import { DirectSecp256k1Wallet, encodePubkey, makeAuthInfoBytes, makeSignDoc } from '@cosmjs/proto-signing'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Chain } from '../chain/chain'
import { requiredFee } from '../chain/ante'
import { TYPE } from '../chain/codec'
import { testPrivateKey } from '../chain/keys'

export interface SendOptions {
  to: string
  amount: bigint
  /** More sends from the same account in the same transaction. */
  more?: bigint[]
  /** Fee in the staking denom (default: enough for the gas at the validators' minimum price). */
  fee?: bigint
  gas?: bigint
  sequence?: number
  accountNumber?: number
  chainId?: string
  memo?: string
  granter?: string
  /** Sign with another test key than the sender's (a forged signature). */
  signWith?: number
  /** Sign with this key instead (an account the chain has never seen); the sender is its address. */
  privateKey?: Uint8Array
}

/**
 * A bank send from test account `k` of a devnet chain, signed by cosmjs (SIGN_MODE_DIRECT) with the account's
 * published test key: what a wallet would broadcast. Account number and sequence default to the chain's own.
 */
export async function signedSend(chain: Chain, k: number, o: SendOptions): Promise<Uint8Array> {
  const { book, opts } = chain
  const p = opts.profile
  const index = book.keyedIndex(k)
  const key = o.privateKey ?? testPrivateKey(opts.seed, p.id, o.signWith ?? k)
  const wallet = await DirectSecp256k1Wallet.fromKey(key, p.prefix)
  const [account] = await wallet.getAccounts()
  const from = o.privateKey ? account!.address : book.address(index)
  const body = TxBody.fromPartial({
    messages: [o.amount, ...(o.more ?? [])].map((amount) => ({
      typeUrl: TYPE.send,
      value: MsgSend.encode({
        fromAddress: from,
        toAddress: o.to,
        amount: [{ denom: p.denom, amount: String(amount) }],
      }).finish(),
    })),
    memo: o.memo ?? '',
  })
  const bodyBytes = TxBody.encode(body).finish()
  const gas = o.gas ?? 200_000n
  const pubkey = encodePubkey({
    type: 'tendermint/PubKeySecp256k1',
    value: Buffer.from(account!.pubkey).toString('base64'),
  })
  const sequence = o.sequence ?? (chain.sequences.get(index) ?? 0) + chain.pendingOf(index)
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence }],
    [{ denom: p.denom, amount: String(o.fee ?? requiredFee(chain, gas)) }],
    Number(gas),
    o.granter,
    undefined,
  )
  const doc = makeSignDoc(
    bodyBytes,
    authInfoBytes,
    o.chainId ?? p.chainId,
    o.accountNumber ?? book.accountNumber(index),
  )
  const { signature, signed } = await wallet.signDirect(account!.address, doc)
  return TxRaw.encode({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [Buffer.from(signature.signature, 'base64')],
  }).finish()
}
