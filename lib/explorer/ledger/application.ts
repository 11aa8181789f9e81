/**
 * One ledger application: the node's `GET /v2/applications/{id}` (`{id, params}`) or the indexer's (`{application:
 * {id, params, created-at-round, deleted}}`) read the same way: who created it, its own account, its storage, its
 * global state decoded, and its programs.
 */
import * as z from 'zod/mini'
import { sha512_256 } from '@noble/hashes/sha2.js'
import { encodeLedgerAddress } from '@/lib/format/address'
import { base64ToBytes, bytesToHex } from '@/lib/format/hex'
import { optUint, parse, uint } from '../common'
import { kv, link, mono, row, status, text, type Adapter, type Field, type View } from '../view'
import { STATE_COLUMNS, stateRow, tealSchema } from './teal-state'

const keyValue = z.looseObject({ key: z.string(), value: z.unknown() })
const appObject = z.looseObject({
  id: uint,
  'created-at-round': optUint,
  deleted: z.optional(z.boolean()),
  params: z.looseObject({
    creator: z.optional(z.string()),
    'approval-program': z.optional(z.string()),
    'clear-state-program': z.optional(z.string()),
    'extra-program-pages': optUint,
    'global-state': z.nullish(z.array(keyValue)),
    'global-state-schema': z.unknown(),
    'local-state-schema': z.unknown(),
    version: optUint,
  }),
})
const wrapped = z.looseObject({ application: appObject, 'current-round': optUint })
type App = z.output<typeof appObject>

function readApp(body: unknown): { app: App; round?: string | undefined } {
  const w = wrapped.safeParse(body)
  return w.success ? { app: w.data.application, round: w.data['current-round'] } : { app: parse(appObject, body) }
}

/** The application's own account: SHA-512/256 of `appID` and the id as 8 big-endian bytes, as an address. */
export function applicationAddress(id: string | bigint): string {
  const msg = new Uint8Array(13)
  msg.set(new TextEncoder().encode('appID'))
  new DataView(msg.buffer).setBigUint64(5, BigInt(id))
  return encodeLedgerAddress(sha512_256(msg))
}

const keyCount = (n: number) => (n === 1 ? '1 key' : `${n.toLocaleString('en-US')} keys`)

export const ledgerApplication: Adapter = (body, { network }) => {
  const { app, round } = readApp(body)
  const p = app.params
  return kv(
    [
      row('Application', text(app.id)),
      app.deleted ? row('State', status(false, 'Deleted')) : undefined,
      row('Creator', link('account', network, p.creator)),
      row('Application account', link('account', network, applicationAddress(app.id))),
      row('Created in round', link('block', network, app['created-at-round'])),
      row('Global state', text(keyCount(p['global-state']?.length ?? 0))),
      row('Global storage', text(tealSchema(p['global-state-schema']))),
      row('Local storage per account', text(tealSchema(p['local-state-schema']))),
      row('Extra program pages', text(p['extra-program-pages'])),
      row('Updates', text(p.version)),
    ],
    round,
  )
}

export const ledgerAppGlobalState: Adapter = (body, { network }) => {
  const { app, round } = readApp(body)
  return {
    kind: 'table',
    columns: STATE_COLUMNS,
    rows: (app.params['global-state'] ?? []).map((kv) => stateRow(kv, network)),
    empty: 'This application keeps no global state.',
    ...(round && { height: round }),
  }
}

/** A program's size, TEAL version (its first byte, a varint below 128 in practice) and SHA-512/256. */
function programRow(name: string, b64: string | undefined): Record<string, Field> | undefined {
  if (!b64) return undefined
  let bytes: Uint8Array
  try {
    bytes = base64ToBytes(b64)
  } catch {
    return { program: text(name), size: text('not base64'), version: text(undefined), hash: text(undefined) }
  }
  return {
    program: text(name),
    size: text(`${bytes.length.toLocaleString('en-US')} bytes`),
    version: text(bytes.length && bytes[0]! < 128 ? `TEAL ${bytes[0]}` : undefined),
    hash: mono(bytesToHex(sha512_256(bytes))),
    bytes: { type: 'bytes', b64, as: text(`${bytes.length.toLocaleString('en-US')} bytes`) },
  }
}

export const ledgerAppPrograms: Adapter = (body): View => {
  const { app, round } = readApp(body)
  const rows = [
    programRow('Approval', app.params['approval-program']),
    programRow('Clear state', app.params['clear-state-program']),
  ].filter((r) => r !== undefined)
  // No operation of the node or indexer disassembles TEAL: say so where a reader would look for it.
  if (rows.length) rows.push({ program: text('Disassembly'), size: text('not offered by the gateway') })
  return {
    kind: 'table',
    columns: [
      { key: 'program', label: 'Program' },
      { key: 'size', label: 'Size', numeric: true },
      { key: 'version', label: 'Version' },
      { key: 'hash', label: 'SHA-512/256' },
      { key: 'bytes', label: 'Bytes' },
    ],
    rows,
    empty: 'The answer holds no programs.',
    ...(round && { height: round }),
  }
}
