import { sha256 } from '../../primitives/hash'
import { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { rng } from '../../primitives/random'
import { anyFromJson, encodeTxRaw, TYPE } from './codec'
import { hexUpper } from './hash'
import type { Intent } from './intents'
import { messageOf } from './messages'
import { unitScale } from './profile'
import { coinStr, event, type BlockTx, type TxEnv } from './tx-events'

/** The signer (account index) of an intent. */
export const signerOf = (i: Intent) =>
  i.kind === 'oracle' ? i.validator : i.kind === 'recv' || i.kind === 'ack' || i.kind === 'timeout' ? i.relayer : i.from

/** Index of the fee grant that pays an intent's fee, if one does. */
export const sponsorOf = (i: Intent): number | undefined =>
  i.kind === 'send' ||
  i.kind === 'delegate' ||
  i.kind === 'recv' ||
  i.kind === 'ack' ||
  i.kind === 'timeout' ||
  i.kind === 'ibc'
    ? i.sponsor
    : undefined

/** The account index that pays an intent's fee: the fee grant's granter when one sponsors it, else the signer. */
export const feePayerOf = (env: Pick<TxEnv, 'grants'>, i: Intent) => {
  const g = sponsorOf(i)
  return g === undefined ? signerOf(i) : env.grants[g]!.granter
}

/** Gas and fee (gas × a fixed price, in the staking denom) of generated transaction `index` of a block. */
export function gasOf(env: TxEnv, height: number, index: number): { gasLimit: bigint; gasUsed: bigint; fee: bigint } {
  const r = rng(env.seed, env.profile.id, 'gas', height, index)
  const gasLimit = BigInt(r.int(80_000, 250_000))
  return {
    gasLimit,
    gasUsed: (gasLimit * BigInt(r.int(55, 95))) / 100n,
    fee: (gasLimit / 40n) * unitScale(env.profile),
  }
}

/** Encode a generated transaction: real TxRaw bytes, upper-case hex SHA-256 hash, SDK 0.47+ events. */
export function buildGenerated(
  env: TxEnv,
  height: number,
  index: number,
  intent: Intent,
  accSeq: number,
  pktSeq: number,
): BlockTx {
  const r = rng(env.seed, env.profile.id, 'tx', height, index)
  const signer = signerOf(intent)
  const from = env.book.address(signer)
  const { gasLimit, gasUsed, fee } = gasOf(env, height, index)
  const { msg, events, action, module } = messageOf(env, intent, pktSeq)
  const payer = env.book.address(feePayerOf(env, intent))
  // A sponsored transaction names its fee granter, and its signer as the payer the grant covers.
  const sponsored = payer !== from ? { granter: payer, payer: from } : {}
  const tx = Tx.fromPartial({
    body: { messages: [anyFromJson(msg)], memo: r.next() < 0.2 ? `devnet ${height}` : '' },
    authInfo: {
      signerInfos: [
        {
          publicKey: anyFromJson({
            '@type': TYPE.secp256k1,
            key: Buffer.from(env.book.pubKey(signer)).toString('base64'),
          }),
          modeInfo: { single: { mode: 1 } },
          sequence: BigInt(accSeq),
        },
      ],
      fee: { amount: [{ denom: env.profile.denom, amount: fee.toString() }], gasLimit, ...sponsored },
    },
    signatures: [r.bytes(64)],
  })
  const bytes = encodeTxRaw(tx)
  const feeCollector = env.book.moduleAccount('fee_collector')!.address
  const feeStr = coinStr(fee, env.profile.denom)
  const sig = Buffer.from(tx.signatures[0]!).toString('base64')
  return {
    bytes,
    hash: hexUpper(sha256(bytes)),
    tx,
    code: 0,
    codespace: '',
    log: '',
    gasWanted: gasLimit,
    gasUsed,
    events: [
      // The ante handler: a fee grant is used first (x/feegrant's event), then the fee leaves the payer.
      ...(payer !== from ? [event('use_feegrant', { granter: payer, grantee: from })] : []),
      event('coin_spent', { spender: payer, amount: feeStr }),
      event('coin_received', { receiver: feeCollector, amount: feeStr }),
      event('transfer', { recipient: feeCollector, sender: payer, amount: feeStr }),
      event('message', { sender: payer }),
      event('tx', { fee: feeStr, fee_payer: payer }),
      event('tx', { acc_seq: `${from}/${accSeq}` }),
      event('tx', { signature: sig }),
      event('message', { action, sender: from, module, msg_index: '0' }),
      ...events.map((e) => ({ ...e, attributes: [...e.attributes, { key: 'msg_index', value: '0', index: true }] })),
    ],
  }
}
