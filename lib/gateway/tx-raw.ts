/**
 * A structural check of SDK `tx_bytes` (a protobuf TxRaw), so that bytes no chain could decode are refused by
 * the proxy, not by the gateway: TxRaw{1: body_bytes, 2: auth_info_bytes, 3: signatures}, and the body holds at
 * least one message Any{1: type_url "/…"}. Whether a chain knows that message type is the chain's business.
 */

type Field = { no: number; wire: number; bytes?: Uint8Array }

/** Top-level fields of a protobuf message; undefined when the wire format is broken. */
function fields(buf: Uint8Array): Field[] | undefined {
  const out: Field[] = []
  let i = 0
  const varint = (): number | undefined => {
    let v = 0
    for (let shift = 0; shift < 35; shift += 7) {
      if (i >= buf.length) return undefined
      const b = buf[i++]!
      v += (b & 0x7f) * 2 ** shift
      if (!(b & 0x80)) return v
    }
    return undefined
  }
  while (i < buf.length) {
    const key = varint()
    if (key === undefined || key < 8) return undefined
    const no = Math.floor(key / 8)
    const wire = key & 7
    if (wire === 0) {
      if (varint() === undefined) return undefined
      out.push({ no, wire })
    } else if (wire === 2) {
      const len = varint()
      if (len === undefined || i + len > buf.length) return undefined
      out.push({ no, wire, bytes: buf.subarray(i, i + len) })
      i += len
    } else if (wire === 1 || wire === 5) {
      i += wire === 1 ? 8 : 4
      if (i > buf.length) return undefined
      out.push({ no, wire })
    } else return undefined
  }
  return out
}

export function txRawProblem(bytes: Uint8Array): string | undefined {
  const raw = fields(bytes)
  if (!raw) return 'is not a protobuf TxRaw'
  const body = raw.find((f) => f.no === 1 && f.wire === 2)?.bytes
  const auth = raw.find((f) => f.no === 2 && f.wire === 2)?.bytes
  if (!body || !auth) return 'lacks the body or the auth info'
  const bodyFields = fields(body)
  if (!fields(auth) || !bodyFields) return 'holds a body or auth info that is not protobuf'
  const messages = bodyFields.filter((f) => f.no === 1 && f.wire === 2)
  if (!messages.length) return 'holds no message'
  for (const m of messages) {
    const typeUrl = fields(m.bytes!)?.find((f) => f.no === 1 && f.wire === 2)?.bytes
    if (!typeUrl || typeUrl[0] !== 0x2f) return 'holds a message without a type URL'
  }
  return undefined
}
