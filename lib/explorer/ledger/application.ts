/** One ledger application (node `GET /v2/applications/{id}`): creator, state schemas, decoded global state, programs. */
import * as z from 'zod/mini'
import { base64ToBytes } from '@/lib/format/hex'
import { optUint, parse, uint } from '../common'
import { kv, link, list, row, text, type Adapter } from '../view'
import { tealSchema, tealState } from './teal-state'

const application = z.looseObject({
  id: uint,
  params: z.looseObject({
    creator: z.optional(z.string()),
    'approval-program': z.optional(z.string()),
    'clear-state-program': z.optional(z.string()),
    'extra-program-pages': optUint,
    'global-state': z.nullish(z.array(z.looseObject({ key: z.string(), value: z.unknown() }))),
    'global-state-schema': z.unknown(),
    'local-state-schema': z.unknown(),
    version: optUint,
  }),
})

/** A program's size in bytes (it arrives base64); its bytes belong to the JSON tab and the API console. */
function programSize(b64: string | undefined): string | undefined {
  if (!b64) return undefined
  try {
    return `${base64ToBytes(b64).length.toLocaleString('en-US')} bytes`
  } catch {
    return 'not base64'
  }
}

export const ledgerApplication: Adapter = (body, { network }) => {
  const { id, params: p } = parse(application, body)
  return kv([
    row('Application', text(id)),
    row('Creator', link('account', network, p.creator)),
    row('Global state', list(tealState(p['global-state'] ?? [], network))),
    row('Global storage', text(tealSchema(p['global-state-schema']))),
    row('Local storage per account', text(tealSchema(p['local-state-schema']))),
    row('Approval program', text(programSize(p['approval-program']))),
    row('Clear state program', text(programSize(p['clear-state-program']))),
    row('Extra program pages', text(p['extra-program-pages'])),
    row('Version', text(p.version)),
  ])
}
