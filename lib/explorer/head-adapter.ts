import { headOf } from './head'
import { kv, row, text, type Adapter } from './view'

/** Generic head panel: the network's latest height (linked) from whichever answer carries it. */
export const headAdapter: Adapter = (body, { network }) => {
  const h = headOf(network, body, Date.now())
  return kv(
    [
      row('Latest height', { type: 'link', kind: 'block', network, value: h.height }),
      row('Block time', h.timeMs !== undefined ? { type: 'time', ms: h.timeMs } : { type: 'empty' }),
      row('Source', text(h.source ?? 'latest block')),
    ],
    h.height,
  )
}
