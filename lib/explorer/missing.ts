import 'server-only'
/**
 * What a 404 page says about the record that was asked for: which one, why it is not there, and what to try
 * ("Block 999,999,999 does not exist yet: the chain is at height 10,916"). The not-found page reads the path the
 * request proxy passed on (proxy.ts) and asks here.
 */
import { groupThousands } from '@/lib/format/amount'
import { getNetwork, traitsOf } from '@/lib/networks'
import { chainHead } from './chain-head'
import { linkCapabilities } from './link-caps'
import { parseRecordPath } from './validate'

export interface MissingExplained {
  title: string
  detail: string
  links: { href: string; label: string }[]
}

/** The chain's head height now, or undefined when the gateway does not say in time. */
async function headHeight(network: string): Promise<bigint | undefined> {
  const head = await chainHead(network)
  return head && BigInt(head.height)
}

const numberWords = (v: string) => (/^\d+$/.test(v) ? groupThousands(v) : v)

export async function explainMissing(pathname: string): Promise<MissingExplained | undefined> {
  const r = parseRecordPath(pathname)
  if (!r) return undefined
  const n = getNetwork(r.network)
  const traits = traitsOf(r.network)
  const overview = { href: `/${r.network}`, label: `${n.name} overview` }
  const caps = linkCapabilities()[r.network]
  if (r.kind === 'validator')
    return caps?.validator
      ? {
          title: 'No such validator',
          detail: `${n.name} has no validator “${r.id}”. Validators are listed by their operator address.`,
          links: [{ href: `/${r.network}/validators`, label: 'All validators' }, overview],
        }
      : {
          title: 'No validator pages here',
          detail: `The ${n.name} gateway offers no staking validator queries, so validators cannot be shown.`,
          links: [overview],
        }
  if ((r.kind === 'block' || r.kind === 'tx') && !caps?.[r.kind])
    return {
      title: `No ${r.kind === 'block' ? `${traits.block.toLowerCase()}` : 'transaction'} pages here`,
      detail: `The ${n.name} gateway offers no ${r.kind === 'block' ? `${traits.block.toLowerCase()}` : 'transaction'} queries, so ${r.kind === 'block' ? `${traits.block.toLowerCase()} ${numberWords(r.id)}` : 'this transaction'} cannot be shown here.`,
      links: [overview],
    }
  if (r.kind === 'block') {
    const head = /^\d+$/.test(r.id) ? await headHeight(r.network) : undefined
    const future = head !== undefined && BigInt(r.id) > head
    return {
      title: `${traits.block} ${numberWords(r.id)} ${future ? 'does not exist yet' : 'not found'}`,
      detail: future
        ? `${traits.block} ${numberWords(r.id)} does not exist yet: ${n.name} is at ${traits.height} ${groupThousands(head.toString())}.`
        : `The ${n.name} gateway has no ${traits.block.toLowerCase()} ${numberWords(r.id)}: it may be older than what the gateway keeps.`,
      links: [
        ...(head !== undefined
          ? [{ href: `/${r.network}/blocks/${head}`, label: `The latest ${traits.block.toLowerCase()}` }]
          : []),
        overview,
      ],
    }
  }
  if (r.kind === 'tx')
    return {
      title: 'Transaction not found',
      detail: `${n.name} has no transaction ${r.id}. It may still be pending, belong to another network, or be mistyped: the search box (press /) checks every network at once.`,
      links: [overview],
    }
  return {
    title: 'Account not found',
    detail: `${n.name} has no account ${r.id}.`,
    links: [overview],
  }
}
