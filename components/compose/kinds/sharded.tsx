import { Failure, ShardedResult } from '@/components/compose/results'
import { shardedQuery } from '@/lib/compose/requests'
import { simulate } from '@/lib/compose/simulate'
import { primaryGateway, type NetworkId } from '@/lib/networks'
import { Field, type ComposeView, type Params } from '../fields'

/** A read-only contract call run by the gateway: its return code, message and data. */
export async function shardedCompose(network: NetworkId, p: Params): Promise<ComposeView> {
  const built = shardedQuery(network, p)
  let result = null
  if (built.ok === true) {
    const r = await simulate({ gateway: primaryGateway(network), opId: 'sharded.vmValues.query', body: built.body })
    result = 'error' in r ? <Failure message={r.error} /> : <ShardedResult body={r.body} />
  }
  return {
    intro:
      'A read-only contract call run by the gateway: its return code, message and data. The catalog has no transaction-cost operation, so a transfer’s cost is not estimated here.',
    form: (
      <>
        <Field name="sc" label="Contract" p={p} />
        <Field name="fn" label="Function" p={p} />
        <Field name="args" label="Arguments (hex, comma-separated)" p={p} />
        <Field name="caller" label="Caller (optional)" p={p} />
      </>
    ),
    built,
    result,
  }
}
