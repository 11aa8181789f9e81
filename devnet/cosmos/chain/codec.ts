import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { MsgDelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx'
import { AuthInfo, Tx, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { Any } from 'cosmjs-types/google/protobuf/any'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { MsgAcknowledgement, MsgRecvPacket, MsgTimeout } from 'cosmjs-types/ibc/core/channel/v1/tx'
import { invalid } from '../grpc'

type Json = Record<string, unknown>

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** Rename object keys recursively (protobuf JSON field names ↔ the ts-proto camelCase ones), values untouched. */
function renameKeys(v: unknown, f: (k: string) => string): unknown {
  if (Array.isArray(v)) return v.map((x) => renameKeys(x, f))
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k.startsWith('@') ? k : f(k), renameKeys(x, f)]))
  return v
}
export const toSnake = (v: unknown) => renameKeys(v, snake) as Json
export const toCamel = (v: unknown) => renameKeys(v, camel) as Json

interface MsgCodec {
  encode(json: Json): Uint8Array
  decode(bytes: Uint8Array): Json
}

/** A ts-proto message of cosmjs-types as a codec over the snake_case JSON the LCD speaks. */
function tsProto<T>(m: {
  encode(x: T): BinaryWriter
  decode(b: Uint8Array): T
  fromJSON(o: unknown): T
  toJSON(x: T): unknown
}): MsgCodec {
  return {
    encode: (json) => m.encode(m.fromJSON(toCamel(json))).finish(),
    decode: (bytes) => toSnake(m.toJSON(m.decode(bytes))),
  }
}

type Field = [name: string, no: number, kind: 'string' | 'coin']

/**
 * Chain-specific messages cosmjs-types does not ship (Terra oracle, Injective peggy, alliance): written field
 * by field with its protobuf writer and reader, numbers as in their .proto files.
 */
function fields(spec: readonly Field[]): MsgCodec {
  return {
    encode(json) {
      const w = BinaryWriter.create()
      for (const [name, no, kind] of spec) {
        const v = json[name]
        if (v === undefined || v === null || v === '') continue
        if (kind === 'string') w.uint32((no << 3) | 2).string(String(v))
        else {
          const c = v as { denom?: string; amount?: string }
          const inner = BinaryWriter.create()
          if (c.denom) inner.uint32(10).string(c.denom)
          if (c.amount) inner.uint32(18).string(c.amount)
          w.uint32((no << 3) | 2).bytes(inner.finish())
        }
      }
      return w.finish()
    },
    decode(bytes) {
      const r = new BinaryReader(bytes)
      const out: Json = Object.fromEntries(spec.map(([name, , kind]) => [name, kind === 'string' ? '' : null]))
      while (r.pos < r.len) {
        const tag = r.uint32()
        const f = spec.find(([, no]) => no === tag >>> 3)
        if (!f || (tag & 7) !== 2) {
          r.skipType(tag & 7)
          continue
        }
        if (f[2] === 'string') out[f[0]] = r.string()
        else {
          const cr = new BinaryReader(r.bytes())
          const coin = { denom: '', amount: '' }
          while (cr.pos < cr.len) {
            const t = cr.uint32()
            if (t >>> 3 === 1) coin.denom = cr.string()
            else if (t >>> 3 === 2) coin.amount = cr.string()
            else cr.skipType(t & 7)
          }
          out[f[0]] = coin
        }
      }
      return out
    },
  }
}

export const TYPE = {
  send: '/cosmos.bank.v1beta1.MsgSend',
  delegate: '/cosmos.staking.v1beta1.MsgDelegate',
  transfer: '/ibc.applications.transfer.v1.MsgTransfer',
  recvPacket: '/ibc.core.channel.v1.MsgRecvPacket',
  acknowledgement: '/ibc.core.channel.v1.MsgAcknowledgement',
  timeout: '/ibc.core.channel.v1.MsgTimeout',
  oracleVote: '/terra.oracle.v1beta1.MsgAggregateExchangeRateVote',
  sendToEth: '/injective.peggy.v1.MsgSendToEth',
  allianceDelegate: '/alliance.alliance.MsgDelegate',
  secp256k1: '/cosmos.crypto.secp256k1.PubKey',
} as const

const CODECS: Record<string, MsgCodec> = {
  [TYPE.send]: tsProto(MsgSend),
  [TYPE.delegate]: tsProto(MsgDelegate),
  [TYPE.transfer]: tsProto(MsgTransfer),
  [TYPE.recvPacket]: tsProto(MsgRecvPacket),
  [TYPE.acknowledgement]: tsProto(MsgAcknowledgement),
  [TYPE.timeout]: tsProto(MsgTimeout),
  [TYPE.secp256k1]: tsProto(PubKey),
  [TYPE.oracleVote]: fields([
    ['exchange_rates', 1, 'string'],
    ['salt', 2, 'string'],
    ['feeder', 3, 'string'],
    ['validator', 4, 'string'],
  ]),
  [TYPE.sendToEth]: fields([
    ['sender', 1, 'string'],
    ['eth_dest', 2, 'string'],
    ['amount', 3, 'coin'],
    ['bridge_fee', 4, 'coin'],
  ]),
  [TYPE.allianceDelegate]: fields([
    ['delegator_address', 1, 'string'],
    ['validator_address', 2, 'string'],
    ['amount', 3, 'coin'],
  ]),
}

export const knownType = (typeUrl: string) => typeUrl in CODECS

/** `{"@type": ..., fields}` → Any. */
export function anyFromJson(json: Json): Any {
  const typeUrl = json['@type']
  if (typeof typeUrl !== 'string') throw invalid('Any JSON must carry "@type"')
  const codec = CODECS[typeUrl]
  if (!codec) throw invalid(`unable to resolve type URL ${typeUrl}`)
  const rest = { ...json }
  delete rest['@type']
  return Any.fromPartial({ typeUrl, value: codec.encode(rest) })
}

export function anyToJson(any: Any): Json {
  const codec = CODECS[any.typeUrl]
  if (!codec) throw invalid(`unable to resolve type URL ${any.typeUrl}`)
  return { '@type': any.typeUrl, ...codec.decode(any.value) }
}

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64')

/** A decoded Tx as the LCD renders it (messages and keys as `Any` JSON, snake_case, int64 as strings). */
export function txToJson(tx: Tx): Json {
  const body = tx.body ?? TxBody.fromPartial({})
  const auth = tx.authInfo ?? AuthInfo.fromPartial({})
  return {
    body: {
      messages: body.messages.map(anyToJson),
      memo: body.memo,
      timeout_height: body.timeoutHeight.toString(),
      extension_options: body.extensionOptions.map(anyToJson),
      non_critical_extension_options: body.nonCriticalExtensionOptions.map(anyToJson),
    },
    auth_info: {
      signer_infos: auth.signerInfos.map((s) => ({
        public_key: s.publicKey ? anyToJson(s.publicKey) : null,
        mode_info: s.modeInfo?.single
          ? { single: { mode: 'SIGN_MODE_DIRECT' } }
          : (toSnake(s.modeInfo ?? {}) as unknown),
        sequence: s.sequence.toString(),
      })),
      fee: {
        amount: (auth.fee?.amount ?? []).map((c) => ({ denom: c.denom, amount: c.amount })),
        gas_limit: (auth.fee?.gasLimit ?? 0n).toString(),
        payer: auth.fee?.payer ?? '',
        granter: auth.fee?.granter ?? '',
      },
      tip: null,
    },
    signatures: tx.signatures.map(b64),
  }
}

/** The LCD JSON of a Tx back to protobuf: messages through their codecs, everything else through cosmjs-types. */
export function txFromJson(json: Json): Tx {
  const body = (json.body ?? {}) as Json
  const auth = (json.auth_info ?? {}) as Json
  const msgs = (body.messages ?? []) as Json[]
  if (!Array.isArray(msgs)) throw invalid('tx.body.messages must be an array')
  const signerInfos = ((auth.signer_infos ?? []) as Json[]).map((s) => ({
    publicKey: s.public_key ? anyFromJson(s.public_key as Json) : undefined,
    modeInfo: { single: { mode: 1 } },
    sequence: BigInt(String(s.sequence ?? '0')),
  }))
  const fee = (auth.fee ?? {}) as Json
  try {
    return Tx.fromPartial({
      body: {
        messages: msgs.map(anyFromJson),
        memo: String(body.memo ?? ''),
        timeoutHeight: BigInt(String(body.timeout_height ?? '0')),
      },
      authInfo: {
        signerInfos,
        fee: {
          amount: ((fee.amount ?? []) as { denom: string; amount: string }[]).map((c) => ({
            denom: String(c.denom),
            amount: String(c.amount),
          })),
          gasLimit: BigInt(String(fee.gas_limit ?? '0')),
          payer: String(fee.payer ?? ''),
          granter: String(fee.granter ?? ''),
        },
      },
      signatures: ((json.signatures ?? []) as string[]).map((s) => Buffer.from(String(s), 'base64')),
    })
  } catch (e) {
    if (e instanceof SyntaxError || e instanceof RangeError) throw invalid(`invalid tx JSON: ${e.message}`)
    throw e
  }
}

export function encodeTxRaw(tx: Tx): Uint8Array {
  return TxRaw.encode({
    bodyBytes: TxBody.encode(tx.body ?? TxBody.fromPartial({})).finish(),
    authInfoBytes: AuthInfo.encode(tx.authInfo ?? AuthInfo.fromPartial({})).finish(),
    signatures: tx.signatures,
  }).finish()
}

/** Raw tx bytes (TxRaw) to a Tx; bytes that are not a transaction are the caller's error. */
export function decodeTxBytes(bytes: Uint8Array): Tx {
  try {
    const raw = TxRaw.decode(bytes)
    const tx = Tx.fromPartial({
      body: TxBody.decode(raw.bodyBytes),
      authInfo: AuthInfo.decode(raw.authInfoBytes),
      signatures: raw.signatures,
    })
    if (!tx.body?.messages.length) throw new Error('no messages')
    tx.body.messages.forEach((m) => {
      if (!knownType(m.typeUrl)) throw new Error(`unable to resolve type URL ${m.typeUrl}`)
    })
    return tx
  } catch (e) {
    throw invalid(`tx parse error: ${(e as Error).message}`)
  }
}
