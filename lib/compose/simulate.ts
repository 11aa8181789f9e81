import 'server-only'
import { resolveCall, type CallInput } from '@/lib/client/resolve'
import { GatewayError } from '@/lib/client/types'
import { serverFetch } from '@/lib/query/server'

/** Calls the network's simulate operation; a gateway refusal is the failure reason, in the gateway's words. */
export async function simulate(call: CallInput): Promise<{ body: unknown } | { error: string }> {
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
