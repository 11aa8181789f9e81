import { Failure, VmResult } from '@/components/compose/results'
import { vmClause } from '@/lib/compose/requests'
import { simulate } from '@/lib/compose/simulate'
import { tokensOfResult } from '@/lib/compose/vm-result'
import { getNetwork, primaryGateway, type NetworkId } from '@/lib/networks'
import { tokenInfos } from '@/lib/vm-abi/token-info'
import { Field, type ComposeView, type Params } from '../fields'

/** A VM clause run by the node on its best block: outputs, events, transfers, gas, the revert reason decoded. */
export async function vmCompose(network: NetworkId, p: Params): Promise<ComposeView> {
  const net = getNetwork(network)
  const g = primaryGateway(network)
  const built = vmClause(p)
  let result = null
  if (built.ok === true) {
    const r = await simulate({ gateway: g, opId: 'vm.accounts.batchCall', body: built.body })
    const tokens = 'error' in r ? {} : await tokenInfos(g, tokensOfResult(r.body))
    result =
      'error' in r ? (
        <Failure message={r.error} />
      ) : (
        <VmResult network={network} body={r.body} tokens={tokens} clauses={built.body.clauses} />
      )
  }
  return {
    intro:
      'A clause run by the node on its best block: outputs, events, transfers, gas, and the revert reason decoded. Nothing is signed or sent.',
    form: (
      <>
        <Field name="caller" label="Caller (optional)" p={p} hint="The origin the clause runs as." />
        <Field name="to" label="To (empty to deploy)" p={p} />
        <Field name="value" label={`Value (${net.denom.display})`} p={p} />
        <Field name="data" label="Data (hex)" p={p} wide hint="ABI-encoded call data, e.g. from a transaction page." />
      </>
    ),
    built,
    result,
  }
}
