import { decodeEvent, STANDARD_SOURCES, type AbiSource } from '@/lib/vm-abi/describe'
import { ARG_FOR_AMOUNT } from '@/lib/vm-abi/standards'

interface Log {
  address: string
  topics: string[]
  data: string
}

/** Contracts whose standard token events a clause call emitted: their symbol and decimals are worth reading. */
export function tokensOfResult(body: unknown, sources: AbiSource[] = STANDARD_SOURCES): string[] {
  const results = Array.isArray(body) ? (body as { events?: unknown }[]) : []
  const found = results.flatMap((r) =>
    (Array.isArray(r.events) ? (r.events as Log[]) : []).flatMap((e) => {
      const d = decodeEvent(e, sources)
      return d.ok && d.source === 'erc20' && d.args.some((a) => a.name === ARG_FOR_AMOUNT) ? [e.address] : []
    }),
  )
  return [...new Set(found.map((a) => a.toLowerCase()))]
}
