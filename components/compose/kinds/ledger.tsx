import { Failure } from '@/components/compose/results'
import { LedgerComposeFields } from '@/components/compose/ledger-form'
import { LedgerSimulationResult } from '@/components/ledger-tools/simulation-result'
import { resolveCall } from '@/lib/client/resolve'
import { GatewayError } from '@/lib/client/types'
import type { Built } from '@/lib/compose/requests'
import { simulate } from '@/lib/compose/simulate'
import type { NodeParams } from '@/lib/kmd/compose'
import { assetInfo } from '@/lib/ledger-tools/asset-info'
import type { AssetInfo } from '@/lib/ledger-tools/search'
import { checkCompose, composeFormOf } from '@/lib/ledger-tools/compose-form'
import { buildTxn, simulateBody } from '@/lib/ledger-tools/simulate'
import { failureInWords, simulationInWords } from '@/lib/ledger-tools/simulation-words'
import { gatewayOfKind, getNetwork, primaryGateway, type NetworkId } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import type { ComposeView, Params } from '../fields'

const INTRO =
  'A ledger transaction simulated by the node without a signature: whether it would pass, the fees it pays, the group’s usage and opcode budget, and the failure in words. Nothing is signed or sent; the KMD console signs it.'

/** A ledger transaction simulated by the node without a signature (the KMD console signs it). */
export async function ledgerCompose(network: NetworkId, p: Params): Promise<ComposeView> {
  const net = getNetwork(network)
  const g = primaryGateway(network)
  const f = composeFormOf(p)
  const form = <LedgerComposeFields f={f} coin={net.denom.display} />
  const checked = checkCompose(f)
  let built: Built<unknown> = checked.ok === true ? { ok: true, body: undefined } : checked
  if (checked.ok !== true) return { intro: INTRO, form, built, result: null }
  let outcome: Awaited<ReturnType<typeof simulate>> | undefined
  let assets: AssetInfo = new Map()
  try {
    const params = (await serverFetch(resolveCall({ gateway: g, opId: 'node.transactions.params' }))).body as NodeParams
    let decimals: number | undefined
    if (f.type === 'axfer') {
      assets = await assetInfo(gatewayOfKind(network, 'indexer')!, [f.asset])
      decimals = assets.get(f.asset)?.decimals
      if (decimals === undefined)
        throw new Error(`Asset ${f.asset} is not known to the indexer, so its decimals are unknown.`)
    }
    outcome = await simulate({
      gateway: g,
      opId: 'node.transactions.simulate',
      body: simulateBody([buildTxn(f, params, decimals ?? net.denom.exponent)]),
    })
  } catch (e) {
    const why =
      e instanceof GatewayError
        ? `The node did not answer: ${e.detail ?? e.error}`
        : e instanceof Error
          ? e.message
          : String(e)
    built = { ok: false, problems: [why] }
  }
  const result = !outcome ? null : 'error' in outcome ? (
    <Failure message={outcome.error} words={failureInWords(outcome.error, net.denom)} />
  ) : (
    <LedgerSimulationResult view={simulationInWords(outcome.body, net.denom, assets)} />
  )
  return { intro: INTRO, form, built, result }
}
