import { Failure, SdkResult } from '@/components/compose/results'
import { offers } from '@/lib/client/resolve'
import { sdkSend } from '@/lib/compose/requests'
import { displayUnitsIn, sdkFailureInWords } from '@/lib/compose/refusals'
import { simulate } from '@/lib/compose/simulate'
import { getNetwork, primaryGateway, type NetworkId } from '@/lib/networks'
import { Field, type ComposeView, type Params } from '../fields'

/** A refusal in words; one without a reading still says its amounts in display units (the raw text is a toggle). */
function sdkWords(message: string, network: NetworkId): string | undefined {
  const converted = displayUnitsIn(message, network)
  return sdkFailureInWords(message, network) ?? (converted === message ? undefined : converted)
}

/** An SDK transfer simulated by the node: gas, events, or why it would fail. */
export async function sdkCompose(network: NetworkId, p: Params): Promise<ComposeView> {
  const net = getNetwork(network)
  const g = primaryGateway(network)
  const built = sdkSend(network, p)
  let result = null
  if (built.ok === true && offers(g, 'cosmos.tx.simulate')) {
    const r = await simulate({ gateway: g, opId: 'cosmos.tx.simulate', body: built.body })
    result =
      'error' in r ? <Failure message={r.error} words={sdkWords(r.error, network)} /> : <SdkResult body={r.body} />
  }
  return {
    intro: `A ${net.denom.display} transfer, simulated by the node: gas it would use, the events it would emit, or why it would fail. No key or signature is needed.`,
    form: (
      <>
        <Field name="from" label="From" p={p} />
        <Field name="to" label="To" p={p} />
        <Field name="amount" label={`Amount (${net.denom.display})`} p={p} />
        <Field name="memo" label="Memo (optional)" p={p} />
      </>
    ),
    built,
    result,
  }
}
