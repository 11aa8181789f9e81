import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import type { HandlerRequest, HandlerResult, HandlerTable, OperationHandler } from '../types'
import { runTokenClause, type TokenOutcome } from './clause-run'
import { Execution } from './evm'
import { filterEvents, filterEventsLegacy, filterTransfers, filterTransfersLegacy } from './filters'
import { gasPrice, type VmLedger } from './ledger'
import { resolveRevision } from './revision'
import { trace } from './tracers'
import {
  decodeSigned,
  ENERGY_TOKEN,
  intrinsicGas,
  recoverOrigin,
  signingHash,
  txId,
  type Token,
  type TxBody,
} from './txcodec'
import { blockView, expandedBlockView, hex, rawTxView, receiptView, txView } from './views'

/** The gateway's errors are plain text, as Go's http.Error writes them. */
export const textError = (status: number, message: string): HandlerResult => ({
  status,
  body: `${message}\n`,
  contentType: 'text/plain; charset=utf-8',
})

const json = (body: unknown): HandlerResult => ({ body })
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`
/** The node's default gas for a simulation when the caller gives none. */
const CALL_GAS = 50_000_000n

type Body = Record<string, unknown>
type Clause = { to?: string | null; value?: string; data?: string; token?: Token }
const big = (v: unknown, fallback = 0n) =>
  typeof v === 'string' && v !== '' ? BigInt(v) : typeof v === 'number' ? BigInt(v) : fallback
/** An absent token is Meter's zero value: MTR, devnet's energy. */
const tokenOf = (v: unknown): Token => (v === 1 ? 1 : ENERGY_TOKEN)

function callResult(o: TokenOutcome, caller: string, to: string | undefined, value: bigint) {
  return {
    data: o.data,
    events: o.logs,
    // Meter's convertCallResultWithInputGas copies sender, recipient and amount but not the token: it answers 0.
    transfers:
      !o.reverted && value > 0n
        ? [{ sender: caller, recipient: to ?? o.contractAddress ?? ZERO_ADDRESS, amount: hex(value), token: 0 }]
        : [],
    gasUsed: Number(o.gasUsed),
    reverted: o.reverted,
    vmError: o.vmError,
  }
}

export function vmHandlers(l: VmLedger): HandlerTable {
  /** Resolve `revision` then run; 400 `revision: invalid` / `revision: not found` as the node answers. */
  const atRevision = async (req: HandlerRequest, fn: (n: number) => HandlerResult | Promise<HandlerResult>) => {
    const n = resolveRevision(l, req.query.revision)
    if (n === 'invalid') return textError(400, 'revision: invalid')
    if (n === 'missing') return textError(400, 'revision: not found')
    return fn(n)
  }
  const address = (req: HandlerRequest) => String(req.path.address).toLowerCase()

  const simulate = (req: HandlerRequest, clauses: { to?: string; value: bigint; token: Token; data?: string }[]) =>
    atRevision(req, async (n) => {
      const b = (req.body ?? {}) as Body
      const caller = typeof b.caller === 'string' ? b.caller.toLowerCase() : ZERO_ADDRESS
      let gas = big(b.gas, CALL_GAS)
      let energyLeft = l.state.account(caller, n).energy
      const ex = await Execution.over(l.state.snapshot(n))
      const results = []
      for (const c of clauses) {
        const out = await runTokenClause(ex, { ...c, caller, gas, gasPrice: big(b.gasPrice) }, energyLeft)
        energyLeft -= out.energyMoved
        results.push(callResult(out, caller, c.to, c.value))
        gas = gas > out.gasUsed ? gas - out.gasUsed : 0n
        if (out.reverted) break
      }
      return json(results)
    })
  const first = (r: HandlerResult): HandlerResult => (r.status && r.status >= 400 ? r : json((r.body as unknown[])[0]))

  /** A transaction visible from `head` (a block ID; the best block when omitted); `pending=true` adds the pool. */
  const visibleTx = (req: HandlerRequest) => {
    const tx = l.tx(String(req.path.id))
    if (tx && tx.blockNumber < 0 && req.query.pending === 'true') return { tx }
    if (!tx || tx.blockNumber < 0) return { tx: undefined }
    const head = req.query.head
    if (head !== undefined) {
      const n = resolveRevision(l, head)
      if (n === 'invalid') return { error: textError(400, 'head: invalid') }
      if (n === 'missing' || tx.blockNumber > n) return { tx: undefined }
    }
    return { tx }
  }

  const commit = (body: TxBody, signature: Uint8Array): HandlerResult => {
    if (body.chainTag !== l.chainTag) return textError(400, 'bad tx: chain tag mismatch')
    if (body.gas < intrinsicGas(body.clauses)) return textError(400, 'bad tx: intrinsic gas exceeds provided gas')
    // blockRef's first four bytes are a block number; the transaction lives `expiration` blocks past it.
    if (parseInt(body.blockRef.slice(2, 10), 16) + body.expiration < l.best.number)
      return textError(403, 'tx rejected: expired')
    let origin: string
    try {
      origin = recoverOrigin(signingHash(body), signature)
    } catch (e) {
      return textError(400, `bad tx: ${(e as Error).message}`)
    }
    if (l.state.account(origin, l.best.number).energy < body.gas * gasPrice(body.gasPriceCoef))
      return textError(403, 'tx rejected: insufficient energy')
    if (l.tx(txId(signingHash(body), origin))) return textError(403, 'tx rejected: known tx')
    const tx = l.submit(body, signature, origin)
    return json({ id: tx.id })
  }

  const logs =
    (fn: (req: HandlerRequest) => unknown): OperationHandler =>
    (req) =>
      json(fn(req))
  const legacyEvents = logs((req) =>
    filterEventsLegacy(
      l,
      (req.body ?? {}) as Parameters<typeof filterEventsLegacy>[1],
      req.query.address as string | undefined,
      req.query.order as string | undefined,
    ),
  )
  const legacyTransfers = logs((req) =>
    filterTransfersLegacy(
      l,
      (req.body ?? {}) as Parameters<typeof filterTransfersLegacy>[1],
      req.query.order as string | undefined,
    ),
  )

  return {
    'vm.accounts.get': (req) =>
      atRevision(req, (n) => {
        const a = l.state.account(address(req), n)
        return json({
          balance: hex(a.balance),
          energy: hex(a.energy),
          hasCode: !!a.code,
          boundbalance: '0x0',
          boundenergy: '0x0',
        })
      }),
    'vm.accounts.call': (req) => {
      const b = (req.body ?? {}) as Body
      const data = b.data as string | undefined
      return simulate(req, [{ to: address(req), value: big(b.value), token: tokenOf(b.token), data }]).then(first)
    },
    'vm.accounts.batchCall': (req) => {
      const b = (req.body ?? {}) as { clauses: Clause[] }
      return simulate(
        req,
        b.clauses.map((c) => ({
          to: c.to?.toLowerCase() ?? undefined,
          value: big(c.value),
          token: tokenOf(c.token),
          data: c.data,
        })),
      )
    },
    'vm.accounts.deploy': (req) => {
      const b = (req.body ?? {}) as Body
      return simulate(req, [{ value: big(b.value), token: tokenOf(b.token), data: b.data as string | undefined }]).then(
        first,
      )
    },
    'vm.accounts.code': (req) => atRevision(req, (n) => json({ code: l.state.account(address(req), n).code ?? '0x' })),
    'vm.accounts.storage': (req) =>
      atRevision(req, (n) => {
        const key = String(req.path.key).replace(/^0x/, '').toLowerCase().padStart(64, '0')
        return json({ value: l.state.storage(address(req), `0x${key}`, n) })
      }),
    'vm.transactions.get': (req) => {
      const { tx, error } = visibleTx(req)
      if (error) return error
      if (!tx) return json(null)
      return json(req.query.raw === 'true' ? rawTxView(l, tx) : txView(l, tx))
    },
    'vm.transactions.receipt': (req) => {
      const { tx, error } = visibleTx(req)
      if (error) return error
      return json(tx?.receipt ? receiptView(l, tx, tx.receipt) : null)
    },
    'vm.transactions.commit': (req) => {
      const b = req.body as Body
      if (typeof b.raw === 'string') {
        let decoded: ReturnType<typeof decodeSigned>
        try {
          decoded = decodeSigned(hexToBytes(b.raw.slice(2)))
        } catch (e) {
          return textError(400, `raw: ${(e as Error).message}`)
        }
        // Meter reads an Ethereum transaction out of reserved fields that start 0xeeff; devnet does not.
        const [prefix] = decoded.body.reserved ?? []
        if (prefix instanceof Uint8Array && prefix[0] === 0xee && prefix[1] === 0xff)
          return textError(400, 'bad tx: Ethereum-translated transactions are not served by devnet')
        return commit(decoded.body, decoded.signature)
      }
      const body: TxBody = {
        chainTag: b.chainTag as number,
        blockRef: b.blockRef as string,
        expiration: b.expiration as number,
        // Meter's UnSignedTx.decode builds each clause with tx.NewClause, which ignores the JSON token: always MTR.
        clauses: (b.clauses as Clause[]).map((c) => ({
          to: c.to?.toLowerCase() ?? null,
          value: big(c.value),
          token: ENERGY_TOKEN,
          data: c.data ?? '0x',
        })),
        gasPriceCoef: b.gasPriceCoef as number,
        gas: BigInt(b.gas as number),
        dependsOn: (b.dependsOn as string | null | undefined) ?? null,
        nonce: big(b.nonce),
      }
      if (typeof b.signature !== 'string') return json({ signingHash: `0x${bytesToHex(signingHash(body))}` })
      return commit(body, hexToBytes(b.signature.slice(2)))
    },
    'vm.blocks.get': (req) => {
      const n = resolveRevision(l, String(req.path.revision))
      if (n === 'invalid') return textError(400, 'revision: invalid')
      if (n === 'missing') return json(null)
      const b = l.blocks[n]!
      return json(req.query.expanded === 'true' ? expandedBlockView(l, b) : blockView(l, b))
    },
    'vm.logs.event': logs((req) => filterEvents(l, req.body as Parameters<typeof filterEvents>[1])),
    'vm.logs.transfer': logs((req) => filterTransfers(l, req.body as Parameters<typeof filterTransfers>[1])),
    'vm.logs.events': legacyEvents,
    'vm.logs.transfers': legacyTransfers,
    // The gateway answers the legacy log filters under two paths each, alike.
    'vm.events': legacyEvents,
    'vm.transfers': legacyTransfers,
    'vm.node.peers': () =>
      json(
        l.validators.slice(1).map((v, i) => ({
          name: `meter/v1.2.2-devnet/linux/go1.21`,
          bestBlockID: l.best.id,
          totalScore: l.best.number,
          peerID: bytesToHex(secp256k1.getPublicKey(v.key, false).slice(1)),
          netAddr: `127.0.0.1:${11235 + i}`,
          inbound: i % 2 === 0,
          duration: 60 + i * 17,
        })),
      ),
    'vm.node.committee': () =>
      json(
        l.validators.map((v, i) => ({
          name: `devnet-validator-${i}`,
          address: v.address,
          pubKey: Buffer.from(secp256k1.getPublicKey(v.key, false)).toString('base64'),
          votingPower: 1000 - i * 10,
          netAddr: `127.0.0.1:${8670 + i}`,
          csIndex: i,
          inCommittee: true,
        })),
      ),
    'vm.debug.tracers': async (req) => {
      const b = req.body as { name?: string; target: string }
      const r = await trace(l, b.name ?? '', b.target)
      return r.ok ? json(r.body) : textError(r.status, r.message)
    },
  }
}
