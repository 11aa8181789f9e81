import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Failure, SdkResult, ShardedResult, VmResult } from '@/components/compose/results'
import { offers, resolveCall, type CallInput } from '@/lib/client/resolve'
import { GatewayError } from '@/lib/client/types'
import { sdkFailureInWords, sdkSend, shardedQuery, vmClause, type Built } from '@/lib/compose/requests'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { type NetworkId, gatewayOfKind, getNetwork, isNetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { tokensOfResult } from '@/lib/compose/vm-result'
import { tokenInfos } from '@/lib/vm-abi/token-info'
import { LedgerComposeFields } from '@/components/compose/ledger-form'
import { LedgerSimulationResult } from '@/components/ledger-tools/simulation-result'
import { assetInfo } from '@/lib/ledger-tools/asset-info'
import type { AssetInfo } from '@/lib/ledger-tools/search'
import { GetForm } from '@/components/ui/get-form'
import {
  COMPOSE_DEFAULTS,
  buildTxn,
  checkCompose,
  composeFormOf,
  simulateBody,
  simulationInWords,
} from '@/lib/ledger-tools/simulate'
import type { NodeParams } from '@/lib/kmd/compose'

export const metadata: Metadata = { title: 'Compose and simulate' }

type Params = Record<string, string | string[] | undefined>
const val = (p: Params, k: string) => (Array.isArray(p[k]) ? p[k][0] : p[k]) ?? ''
const input =
  'mt-1 w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-sm dark:border-zinc-700 dark:bg-zinc-900'

function Field({
  name,
  label,
  p,
  hint,
  wide,
}: {
  name: string
  label: string
  p: Params
  hint?: string
  wide?: boolean
}) {
  return (
    <label className={`flex min-w-0 flex-col text-sm ${wide ? 'sm:col-span-2' : ''}`}>
      <span className="text-zinc-600 dark:text-zinc-400">{label}</span>
      <input name={name} defaultValue={val(p, name)} spellCheck={false} className={input} />
      {hint && <span className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">{hint}</span>}
    </label>
  )
}

/** Calls the network's simulate operation; a gateway refusal is the failure reason, in the gateway's words. */
async function simulate(call: CallInput): Promise<{ body: unknown } | { error: string }> {
  try {
    return { body: (await serverFetch(resolveCall(call))).body }
  } catch (e) {
    if (e instanceof GatewayError) {
      const up = e.upstream as { body?: { message?: unknown; error?: unknown } } | undefined
      const message = up?.body && typeof up.body === 'object' ? (up.body.message ?? up.body.error) : undefined
      return { error: typeof message === 'string' && message ? message : (e.detail ?? e.error) }
    }
    return { error: e instanceof Error ? e.message : String(e) }
  }
}

function Problems({ built }: { built: Built<unknown> }) {
  if (built.ok !== false) return null
  return (
    <div
      role="alert"
      className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <ul className="list-inside list-disc">
        {built.problems.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Compose a transaction and simulate it before anything is signed: the form is a GET form, so the transaction
 * lives in the URL and a prefilled one is a link to share.
 */
export default async function ComposePage({ params, searchParams }: PageProps<'/[network]/compose'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  const p = await searchParams
  const net = getNetwork(network)
  const id = network as NetworkId
  let form: React.ReactNode
  let built: Built<unknown> = { ok: 'empty' }
  let result: React.ReactNode = null
  let intro = ''

  if (net.kind === 'cosmos') {
    intro = `A ${net.denom.display} transfer, simulated by the node: gas it would use, the events it would emit, or why it would fail. No key or signature is needed.`
    form = (
      <>
        <Field name="from" label="From" p={p} />
        <Field name="to" label="To" p={p} />
        <Field name="amount" label={`Amount (${net.denom.display})`} p={p} />
        <Field name="memo" label="Memo (optional)" p={p} />
      </>
    )
    built = sdkSend(id, p)
    if (built.ok === true && offers(network as CosmosGatewayId, 'cosmos.tx.simulate')) {
      const r = await simulate({ gateway: network as CosmosGatewayId, opId: 'cosmos.tx.simulate', body: built.body })
      result =
        'error' in r ? (
          <Failure message={r.error} words={sdkFailureInWords(r.error, id)} />
        ) : (
          <SdkResult body={r.body} />
        )
    }
  } else if (net.kind === 'vm') {
    intro =
      'A clause run by the node on its best block: outputs, events, transfers, gas, and the revert reason decoded. Nothing is signed or sent.'
    form = (
      <>
        <Field name="caller" label="Caller (optional)" p={p} hint="The origin the clause runs as." />
        <Field name="to" label="To (empty to deploy)" p={p} />
        <Field name="value" label={`Value (${net.denom.display})`} p={p} />
        <Field name="data" label="Data (hex)" p={p} wide hint="ABI-encoded call data, e.g. from a transaction page." />
      </>
    )
    built = vmClause(p)
    if (built.ok === true) {
      const r = await simulate({ gateway: net.gateways[0]!, opId: 'vm.accounts.batchCall', body: built.body })
      const tokens = 'error' in r ? {} : await tokenInfos(net.gateways[0]!, tokensOfResult(r.body))
      result = 'error' in r ? <Failure message={r.error} /> : <VmResult network={id} body={r.body} tokens={tokens} />
    }
  } else if (net.kind === 'sharded') {
    intro =
      'A read-only contract call run by the gateway: its return code, message and data. The catalog has no transaction-cost operation, so a transfer’s cost is not estimated here.'
    form = (
      <>
        <Field name="sc" label="Contract" p={p} />
        <Field name="fn" label="Function" p={p} />
        <Field name="args" label="Arguments (hex, comma-separated)" p={p} />
        <Field name="caller" label="Caller (optional)" p={p} />
      </>
    )
    built = shardedQuery(network, p)
    if (built.ok === true) {
      const r = await simulate({ gateway: net.gateways[0]!, opId: 'sharded.vmValues.query', body: built.body })
      result = 'error' in r ? <Failure message={r.error} /> : <ShardedResult body={r.body} />
    }
  } else {
    intro = `A ledger transaction simulated by the node without a signature: whether it would pass, the fees it pays, the group’s usage and opcode budget, and the failure in words. Nothing is signed or sent; the KMD console signs it.`
    const f = composeFormOf(p)
    form = <LedgerComposeFields f={f} coin={net.denom.display} />
    const checked = checkCompose(f)
    built = checked.ok === true ? { ok: true, body: undefined } : checked
    if (checked.ok === true) {
      let outcome: Awaited<ReturnType<typeof simulate>> | undefined
      let assets: AssetInfo = new Map()
      try {
        const params = (await serverFetch(resolveCall({ gateway: net.gateways[0]!, opId: 'node.transactions.params' })))
          .body as NodeParams
        let decimals: number | undefined
        if (f.type === 'axfer') {
          assets = await assetInfo(gatewayOfKind(network, 'indexer')!, [f.asset])
          decimals = assets.get(f.asset)?.decimals
          if (decimals === undefined)
            throw new Error(`Asset ${f.asset} is not known to the indexer, so its decimals are unknown.`)
        }
        outcome = await simulate({
          gateway: net.gateways[0]!,
          opId: 'node.transactions.simulate',
          body: simulateBody([buildTxn(f, params, decimals ?? net.denom.exponent)]),
        })
      } catch (e) {
        built = {
          ok: false,
          problems: [
            e instanceof GatewayError
              ? `The node did not answer: ${e.detail ?? e.error}`
              : e instanceof Error
                ? e.message
                : String(e),
          ],
        }
      }
      if (outcome)
        result =
          'error' in outcome ? (
            <Failure message={outcome.error} />
          ) : (
            <LedgerSimulationResult view={simulationInWords(outcome.body, net.denom, assets)} />
          )
    }
  }

  return (
    <>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{net.name} · Compose</p>
      <h1 className="mb-2 text-2xl font-semibold">Compose and simulate</h1>
      <p className="mb-4 max-w-3xl text-sm text-zinc-700 dark:text-zinc-300">{intro}</p>
      <GetForm
        key={JSON.stringify(p)}
        defaults={net.kind === 'node' ? COMPOSE_DEFAULTS : {}}
        aria-label="Transaction to simulate"
        className="mb-4 grid max-w-3xl gap-3 rounded-lg border border-zinc-200 p-3 sm:grid-cols-2 dark:border-zinc-800"
      >
        {form}
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="rounded border border-zinc-300 bg-white px-3 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950"
          >
            Simulate
          </button>
          <span className="ml-2 text-xs text-zinc-600 dark:text-zinc-400">
            The page address holds the transaction: copy it to share.
          </span>
        </div>
      </GetForm>
      <div className="max-w-3xl space-y-3">
        <Problems built={built} />
        {result}
      </div>
    </>
  )
}
