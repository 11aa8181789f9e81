import type { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { sha256 } from '../../primitives/hash'
import { checkTx, simulateAnte } from '../chain/checktx'
import { anyToJson, decodeTxBytes, encodeTxRaw, txFromJson, TYPE, txToJson } from '../chain/codec'
import { hexUpper } from '../chain/hash'
import { Code, GrpcError, invalid, notFound } from '../grpc'
import { listing } from '../pagination'
import { blockOnly, txResponse } from '../render'
import { blockAt } from './base'
import { pathParam, page, type HandlerGroup } from './kit'
import { aminoDecode, aminoEncode } from './amino'

type Json = Record<string, unknown>

/** The gas an unbounded (simulation) gas meter reports as wanted. */
const MAX_UINT64 = 18446744073709551615n

const bytesOf = (b64: unknown) => Buffer.from(String(b64 ?? ''), 'base64')

/** A simulate/compute_tax body: `tx_bytes` or a `tx` in JSON form. */
export function txOfBody(body: Json): Tx {
  if (typeof body.tx_bytes === 'string' && body.tx_bytes) return decodeTxBytes(bytesOf(body.tx_bytes))
  if (body.tx && typeof body.tx === 'object') return txFromJson(body.tx as Json)
  throw invalid('empty txBytes is not allowed')
}

/** Gas a transaction would use: a fixed base plus a per-message and per-byte cost, as the ante handler charges. */
export function simulatedGas(tx: Tx): bigint {
  const size = BigInt(encodeTxRaw(tx).length)
  return 40_000n + 10n * size + 25_000n * BigInt(tx.body?.messages.length ?? 0)
}

export const txHandlers: HandlerGroup = (chain) => ({
  'cosmos.tx.decode': (req) => ({ tx: txToJson(decodeTxBytes(bytesOf((req.body as Json).tx_bytes))) }),
  'cosmos.tx.decodeAmino': (req) => ({ amino_json: aminoDecode(bytesOf((req.body as Json).amino_binary)) }),
  'cosmos.tx.encode': (req) => {
    const body = req.body as Json
    if (!body.tx || typeof body.tx !== 'object') throw invalid('invalid empty tx')
    return { tx_bytes: Buffer.from(encodeTxRaw(txFromJson(body.tx as Json))).toString('base64') }
  },
  'cosmos.tx.encodeAmino': (req) => ({
    amino_binary: Buffer.from(aminoEncode(String((req.body as Json).amino_json))).toString('base64'),
  }),
  'cosmos.tx.simulate': (req) => {
    const tx = txOfBody(req.body as Json)
    const used = simulatedGas(tx)
    // The SDK's Simulate answers a failed run as gRPC Unknown (HTTP 500), with the gas it had counted.
    const failed = (log: string) =>
      new GrpcError(Code.Unknown, `${log} With gas wanted: '${MAX_UINT64}' and gas used: '${used}' `)
    const ante = simulateAnte(chain, tx)
    if (ante) throw failed(ante.log)
    // The bank checks DeliverTx would make: a send the sender cannot cover fails with the SDK's words.
    const need = new Map<string, bigint>()
    for (const m of tx.body?.messages ?? []) {
      if (m.typeUrl !== TYPE.send) continue
      const json = anyToJson(m)
      for (const c of (json.amount as { denom: string; amount: string }[]) ?? []) {
        const k = `${String(json.from_address)} ${c.denom}`
        need.set(k, (need.get(k) ?? 0n) + BigInt(/^\d{1,40}$/.test(c.amount) ? c.amount : '0'))
      }
    }
    for (const [k, amount] of need) {
      const [from, denom] = k.split(' ') as [string, string]
      const has = chain.ledger.balance(from, denom)
      if (has < amount)
        throw failed(
          `failed to execute message; message index: 0: spendable balance ${has}${denom} is smaller than ${amount}${denom}: insufficient funds`,
        )
    }
    return {
      gas_info: { gas_wanted: '0', gas_used: used.toString() },
      result: {
        data: '',
        log: '',
        events: tx.body!.messages.map((m) => ({
          type: 'message',
          attributes: [{ key: 'action', value: m.typeUrl, index: true }],
        })),
        msg_responses: tx.body!.messages.map((m) => ({ '@type': `${m.typeUrl}Response` })),
      },
    }
  },
  'cosmos.tx.broadcast': (req) => {
    const body = req.body as Json
    const mode = String(body.mode ?? 'BROADCAST_MODE_UNSPECIFIED')
    if (mode === 'BROADCAST_MODE_BLOCK')
      throw new GrpcError(
        Code.InvalidArgument,
        'unsupported return type BROADCAST_MODE_BLOCK; supported types: sync, async',
      )
    const bytes = bytesOf(body.tx_bytes)
    const base = {
      height: '0',
      txhash: hexUpper(sha256(bytes)),
      codespace: '',
      code: 0,
      data: '',
      raw_log: '',
      logs: [],
      info: '',
      gas_wanted: '0',
      gas_used: '0',
      tx: null,
      timestamp: '',
      events: [],
    }
    let r
    try {
      r = checkTx(chain, bytes)
    } catch (e) {
      // CheckTx cannot decode it: the answer is still 200 with the ABCI error code, as the SDK does.
      if (mode === 'BROADCAST_MODE_ASYNC') return { tx_response: base }
      return { tx_response: { ...base, codespace: 'sdk', code: 2, raw_log: (e as Error).message } }
    }
    // ASYNC answers before CheckTx has run: a refused transaction is dropped without a word, as on a real node.
    if (mode === 'BROADCAST_MODE_ASYNC') return { tx_response: base }
    const gas = { gas_wanted: r.tx.gasWanted.toString() }
    if (r.check)
      return {
        tx_response: {
          ...base,
          ...gas,
          gas_used: String(BigInt(bytes.length) * 10n),
          code: r.check.code,
          codespace: r.check.codespace,
          raw_log: r.check.log,
        },
      }
    return { tx_response: { ...base, ...gas } }
  },
  'cosmos.tx.blockTxs': (req) => {
    const b = blockAt(chain, pathParam(req, 'height'))
    const indexed = b.txs.map((t, i) => ({ t, i }))
    const { txs, pagination } = page(
      req,
      'txs',
      listing(indexed, ({ i }) => String(i).padStart(6, '0')),
      ({ t }) => txToJson(t.tx),
    ) as { txs: unknown[]; pagination: unknown }
    return { txs, ...blockOnly(chain, b), pagination }
  },
  'cosmos.tx.tx': async (req) => {
    const hit = await chain.txByHash(pathParam(req, 'hash').replace(/^0x/i, ''))
    if (!hit) throw notFound(`tx not found: ${pathParam(req, 'hash')}`)
    return { tx: txToJson(hit.tx.tx), tx_response: txResponse(chain, hit.block, hit.tx) }
  },
})
