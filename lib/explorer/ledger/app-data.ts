/** An application's boxes and logs (indexer), each value read as ./teal-value does, the bytes behind a switch. */
import * as z from 'zod/mini'
import { optUint, parse } from '../common'
import { nextCursor } from '../next-cursor'
import { kv, link, row, text, type Adapter, type Field } from '../view'
import { bytesField } from './teal-state'
import { byteCount, readBase64, readingType } from './teal-value'

const box = z.looseObject({ name: z.string(), value: z.nullish(z.string()), round: optUint })
const boxes = z.looseObject({ 'application-id': optUint, boxes: z.array(box), round: optUint })

/** The query a box name takes (`b64:` in goal's encoding form): a box's row links to its own lookup on the page. */
export const boxQueryName = (b64: string) => `b64:${b64}`

export const ledgerAppBoxes: Adapter = (body, { network }) => {
  const b = parse(boxes, body)
  return {
    kind: 'table',
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'kind', label: 'Name type' },
      { key: 'value', label: 'Value' },
      { key: 'size', label: 'Size', numeric: true },
    ],
    rows: b.boxes.map((x): Record<string, Field> => ({
      name: bytesField(x.name, network),
      kind: text(readingType(readBase64(x.name))),
      // The indexer sends values only when asked (include=values) and only up to its size limit.
      value: x.value ? bytesField(x.value, network) : text('not in the answer'),
      size: text(x.value ? byteCount(x.value) : undefined),
    })),
    next: nextCursor(body),
    empty: 'This application has no boxes.',
    ...(b.round && { height: b.round }),
  }
}

/** One box (`GET …/box?name=`): its name and value read, and its size. */
export const ledgerBox: Adapter = (body, { network }) => {
  const x = parse(box, body)
  return kv(
    [
      row('Name', bytesField(x.name, network)),
      row('Value', x.value ? bytesField(x.value, network) : text('not in the answer')),
      row('Size', text(x.value ? byteCount(x.value) : undefined)),
    ],
    x.round,
  )
}

const logs = z.looseObject({
  'current-round': optUint,
  'log-data': z.nullish(z.array(z.looseObject({ txid: z.string(), logs: z.array(z.string()) }))),
})

/** Logs an application emitted, one row per line, each linked to the transaction that wrote it. */
export const ledgerAppLogs: Adapter = (body, { network }) => {
  const l = parse(logs, body)
  return {
    kind: 'table',
    columns: [
      { key: 'tx', label: 'Transaction' },
      { key: 'line', label: 'Line', numeric: true },
      { key: 'log', label: 'Log' },
    ],
    rows: (l['log-data'] ?? []).flatMap((d) =>
      d.logs.map((log, i) => ({
        tx: link('tx', network, d.txid),
        line: text(i + 1),
        log: bytesField(log, network, 'log'),
      })),
    ),
    next: nextCursor(body),
    empty: 'This application has written no logs.',
    ...(l['current-round'] && { height: l['current-round'] }),
  }
}
