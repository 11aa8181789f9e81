/**
 * Real gateway answers through the explorer (issue 26): every example under lib/explorer/fixtures/ (real answers of
 * Cosmos Hub, Stratos, MultiversX, VeChain and Algorand; its README says where they come from) goes through each
 * panel that reads its operation on any page, with the network configured as the real chain it comes from, and the
 * view must read as a person would read it: no generic fallback, no raw JSON, no wire names as labels, no base-unit
 * amount without its unit. Error bodies go through the proxy's error path and must read as a sentence.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { GatewayId, OperationId } from '@/lib/catalog'
import { toGatewayError } from '@/lib/client/fetch-gateway'
import { parseJsonLossless } from '@/lib/format/json'
import { reshapeUpstreamError } from '@/lib/gateway/shape'
import { IBC_ADAPTERS } from '@/lib/ibc/adapters'
import { ledgerBlock } from '@/lib/live/summary'
import { getNetwork, networkIds } from '@/lib/networks'
import { submitOutcome } from '@/lib/explorer/ledger/submit'
import { ADAPTERS } from '@/lib/explorer/registry'
import { headOf } from '@/lib/explorer/head'
import { recordsOf } from '@/lib/explorer/records'
import { kv, link, row } from '@/lib/explorer/view'
import { EVENT_LOGS, GENERIC_ADAPTERS, readersOf, shown, SYSTEMS, viewProblems, type SystemId } from './inspect'
import type { Adapter } from '@/lib/explorer/view'

type Example =
  | {
      op: OperationId
      system: SystemId
      /** The example is the envelope's `data` only (the README says so); the gateway wraps it. */
      dataOnly?: true
      /** The example is the `transaction` of `GET /v2/transactions/{txid}` only (the indexer's test resources). */
      txOnly?: true
      /** Why account links may not be addresses of the chain: the example abbreviates or invents them. */
      lenientLinks?: string
    }
  | { error: { gateway: GatewayId; status: number; says: string } }

const ABBREVIATED = 'the mx-docs hyperblock abbreviates its hashes and addresses ("erd1...")'

/** Which operation each example answers (README §4) and which real chain it comes from. */
const EXAMPLES: Record<string, Example> = {
  'algorand/algod.accountInformation.json': { op: 'node.accounts.get', system: 'algorand' },
  // generated_responses are synthetic (random strings from the spec): read as strictly as the rest, they need no
  // leniency (the error bodies' messages are random words, still a sentence through the error path).
  'algorand/algod.algod_applications_ApplicationResponse_0.json': { op: 'node.applications.get', system: 'algorand' },
  'algorand/algod.algod_applications_ErrorResponse_0.json': {
    error: { gateway: 'node', status: 404, says: 'oZSrqon3hT7qQqrHNUle' },
  },
  'algorand/algod.algod_applications_PostTransactionsResponse_0.json': {
    op: 'node.transactions.broadcast',
    system: 'algorand',
  },
  'algorand/algod.block.json': { op: 'node.blocks.get', system: 'algorand' },
  'algorand/algod.status.json': { op: 'node.status', system: 'algorand' },
  'algorand/algod.v2_algod_GetBlock_heartbeat.json': { op: 'node.blocks.get', system: 'algorand' },
  'algorand/indexer.box.app5-addr.indexer-test_resources.json': { op: 'indexer.applications.box', system: 'algorand' },
  'algorand/indexer.box.app5-int42.indexer-test_resources.json': { op: 'indexer.applications.box', system: 'algorand' },
  'algorand/indexer.box.app5-str.indexer-test_resources.json': { op: 'indexer.applications.box', system: 'algorand' },
  'algorand/indexer.boxes.app5-names.indexer-test_resources.json': {
    op: 'indexer.applications.boxes',
    system: 'algorand',
  },
  ...Object.fromEntries(
    [
      'app_call_1',
      'app_call_2',
      'app_call_box_create',
      'app_call_inner',
      'app_call_logs',
      'app_foreign_assets',
      'app_nonascii',
      'multisig',
    ].map((name): [string, Example] => [
      `algorand/indexer.transaction.${name}.indexer-test_resources.json`,
      { op: 'indexer.transactions.get', system: 'algorand', txOnly: true },
    ]),
  ),
  'algorand/indexer.block.proposer_incentives.indexer-test_resources.json': {
    op: 'indexer.blocks.get',
    system: 'algorand',
  },
  'algorand/indexer.indexer_applications_ErrorResponse_0.json': {
    error: { gateway: 'indexer', status: 404, says: 'oZSrqon3hT7qQqrHNUle' },
  },
  // Asked with header-only=true, which no page does: the real indexer then sends an empty transaction list, so the
  // round reads "0 in this round" (one answer cannot tell it from an empty round; the ledger adapter says why).
  'algorand/indexer.indexer_v2_lookupBlock_header_only.json': { op: 'indexer.blocks.get', system: 'algorand' },
  'algorand/indexer.lookupAccountByID_0.json': { op: 'indexer.accounts.get', system: 'algorand' },
  'algorand/indexer.lookupBlock_0.json': { op: 'indexer.blocks.get', system: 'algorand' },
  'algorand/indexer.searchForTransactions_0.json': { op: 'indexer.transactions.search', system: 'algorand' },
  'algorand/indexer.searchForTransactions_2.json': { op: 'indexer.transactions.search', system: 'algorand' },
  'cosmos/auth-accounts.stratos-sdk047.json': { op: 'cosmos.auth.accounts', system: 'stratos' },
  'cosmos/bank-balances.cosmoshub.blockpi-docs.json': { op: 'cosmos.bank.balances', system: 'cosmoshub' },
  'cosmos/bank-balances.stratos-sdk047.json': { op: 'cosmos.bank.balances', system: 'stratos' },
  'cosmos/get-block-by-height.with-tx.stratos-sdk047.json': { op: 'cosmos.base.block', system: 'stratos' },
  'cosmos/get-latest-block.stratos-sdk047.json': { op: 'cosmos.base.latestBlock', system: 'stratos' },
  'cosmos/get-tx-response.msgsend.cosmoshub-2023.blockpi-docs.json': { op: 'cosmos.tx.tx', system: 'cosmoshub' },
  'cosmos/get-tx-response.msgsend.stratos-sdk047.json': { op: 'cosmos.tx.tx', system: 'stratos' },
  'ibc/channel.cosmoshub-icahost.blockpi-docs.json': { op: 'cosmos.ibc.channel.channel', system: 'cosmoshub' },
  'multiversx/address.contract.mainnet.gateway-envelope.novax-fixture.json': {
    op: 'sharded.address.get',
    system: 'multiversx',
  },
  'multiversx/address.mainnet.gateway-envelope.novax-fixture.json': { op: 'sharded.address.get', system: 'multiversx' },
  'multiversx/error.invalid-address.http500.novax-fixture.json': {
    error: { gateway: 'sharded', status: 500, says: 'cannot get account: invalid checksum' },
  },
  'multiversx/hyperblock.data-only.ABBREVIATED.mx-docs.json': {
    op: 'sharded.hyperblock.byNonce',
    system: 'multiversx',
    dataOnly: true,
    lenientLinks: ABBREVIATED,
  },
  'multiversx/transaction.data-only.proxy-testdata-finishedOKMoveBalance.json': {
    op: 'sharded.transaction.get',
    system: 'multiversx',
    dataOnly: true,
  },
  'multiversx/transaction.withResults.data-only.proxy-testdata-finishedOKSCCall.json': {
    op: 'sharded.transaction.get',
    system: 'multiversx',
    dataOnly: true,
  },
  'vechain-thor/block.mainnet-22655865.thordantic-test.json': { op: 'vm.blocks.get', system: 'vechain' },
  'vechain-thor/receipt.mainnet-12345678.vechain-docs.json': { op: 'vm.transactions.receipt', system: 'vechain' },
  'vechain-thor/receipt.reverted.mainnet-18175574.vechain-docs.json': {
    op: 'vm.transactions.receipt',
    system: 'vechain',
  },
  'vechain-thor/transaction.mainnet-12345678.vechain-docs.json': { op: 'vm.transactions.get', system: 'vechain' },
}

/**
 * Operations the explorer reads somewhere other than a page's panels: the live feed and the wallet console read
 * their answers themselves (checked here through the same functions), and one adapter waits for its page.
 */
const OFF_PAGE: Partial<
  Record<OperationId, { where: string; adapter: string } | { where: string; check: (b: unknown) => void }>
> = {
  'node.blocks.get': {
    where: 'the live feed (lib/live/summary.ts) reads algod blocks, msgpack short keys in JSON form',
    check: (body) => {
      const b = (body as { block: { rnd: number; ts: number; prp?: string; txns?: unknown[] } }).block
      expect(ledgerBlock('ledger', body)).toEqual({
        network: 'ledger',
        id: String(b.rnd),
        height: String(b.rnd),
        time: b.ts * 1000,
        txs: b.txns?.length ?? 0,
        ...(b.prp && { proposer: b.prp }),
      })
    },
  },
  'node.transactions.broadcast': {
    where: 'the wallet console (components/kmd/sign-panel.tsx) reads the submitted id through submitOutcome',
    check: (body) => expect(submitOutcome(200, body)).toEqual({ txid: (body as { txId: string }).txId }),
  },
  'node.applications.get': {
    where: 'no page shows one application yet (issue 30 plans /ledger/applications/<id>); its adapter is ready',
    adapter: 'ledger.application',
  },
}

const DIR = new URL('../../lib/explorer/fixtures/', import.meta.url).pathname
const FILES = readdirSync(DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .sort()
const load = (f: string) => parseJsonLossless(readFileSync(`${DIR}${f}`, 'utf8'))
const kindNetwork = (kind: string) => networkIds().find((n) => getNetwork(n).kind === kind)!
/** The home page's network card reads the head with headOf and shows its height and time, as this view does. */
const homeHead: Adapter = (body, { network }) => {
  const h = headOf(recordsOf(network).head!.opId, body, Date.now())
  return kv([
    row('Latest height', link('block', network, h.height)),
    row('Block time', h.timeMs !== undefined ? { type: 'time', ms: h.timeMs } : { type: 'empty' }),
  ])
}
const ALL: Record<string, Adapter> = { ...ADAPTERS, ...(IBC_ADAPTERS as Record<string, Adapter>), head: homeHead }

describe('real gateway answers through the explorer', () => {
  it('walks the whole examples folder', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(32)
    for (const f of Object.keys(EXAMPLES)) expect(FILES, `${f} is mapped but missing`).toContain(f)
  })

  for (const file of FILES)
    it(file, () => {
      const ex = EXAMPLES[file]
      if (!ex) throw new Error(`no operation mapped for ${file}: add it to EXAMPLES`)
      const body = load(file)
      if ('error' in ex) {
        const { gateway, status } = ex.error
        // A refusal (4xx) reaches the browser as the gateway wrote it; a failure (5xx) reshaped by the proxy.
        const wire =
          status < 500 ? body : reshapeUpstreamError(gateway, status, new TextEncoder().encode(JSON.stringify(body)))
        const err = toGatewayError(status, wire, gateway)
        expect(err.detail).toContain(ex.error.says)
        expect(err.detail).toMatch(/^the \w+ gateway answered \d{3}: /)
        expect(err.detail).not.toMatch(/[{}"]/)
        return
      }
      const system = SYSTEMS[ex.system]
      const wire = ex.dataOnly
        ? { data: body, error: '', code: 'successful' }
        : ex.txOnly
          ? { transaction: body, 'current-round': 1 }
          : body
      const off = OFF_PAGE[ex.op]
      if (off && 'check' in off) off.check(body)
      const found = readersOf(ex.op, system.kind)
      if (off && 'adapter' in off) expect(found, `a page reads ${ex.op} now: drop it from OFF_PAGE`).toEqual([])
      const readers =
        off && 'adapter' in off
          ? [{ network: kindNetwork(system.kind), page: off.where, panel: '-', adapter: off.adapter }]
          : found
      if (!readers.length && off) return
      if (!readers.length)
        throw new Error(`no page reads ${ex.op}: show it on a page, or say in OFF_PAGE where the explorer reads it`)
      const network = readers[0]!.network
      const ins = {
        chain: system.chain,
        denoms: {},
        ...(ex.lenientLinks && { lenientLinks: ex.lenientLinks }),
      }
      let rows = 0
      const seen = new Set<string>()
      for (const r of readers.filter((x) => x.network === network)) {
        if (seen.has(r.adapter)) continue
        seen.add(r.adapter)
        expect(GENERIC_ADAPTERS, `${r.page} page, panel ${r.panel}`).not.toContain(r.adapter)
        const adapt = ALL[r.adapter]
        if (!adapt) throw new Error(`adapter ${r.adapter} is not registered`)
        const view = adapt(wire, { network, chain: system.chain })
        expect(
          viewProblems(view, { ...ins, eventLog: EVENT_LOGS.includes(r.adapter) }),
          `${r.adapter} (${r.page} page, panel ${r.panel})`,
        ).toEqual([])
        rows += shown(view)
      }
      expect(rows, 'the panels show nothing of this answer').toBeGreaterThan(0)
    })
})
