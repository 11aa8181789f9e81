import 'server-only'
import { promisify } from 'node:util'
import { constants, crc32, deflateRaw } from 'node:zlib'
import { crc32Combine, crc32Shift } from './crc32-combine'

const deflateRawAsync = promisify(deflateRaw)

/**
 * A rendered page with its CSP nonce cut out, so every answer from the cache carries a nonce of its own (a nonce
 * shared by everyone who got one cached page would be a nonce an attacker can read). The body is kept as the parts
 * between the nonce's occurrences, plain and compressed:
 *
 * - plain: the parts joined with the new nonce;
 * - gzip: each part is deflated once, on its own (a fresh compressor, so no back-reference reaches into a nonce),
 *   ending in a full flush; an answer is those pieces with the new nonce between them as stored (uncompressed)
 *   deflate blocks, one final empty block, and the gzip trailer (CRC-32 of the whole, length). Compressing once per
 *   render instead of once per answer is what makes a cached answer cheap; it happens when the first client that
 *   accepts gzip asks, on libuv's thread pool (off the event loop), and costs ~10 % in size against one stream.
 */
export interface SplitBody {
  /** The parts between the nonce's occurrences (one part when there is no nonce). */
  parts: Buffer[]
  /** Length of the assembled plain body minus the nonces, and how many nonces it holds. */
  partBytes: number
  nonces: number
  /** Bytes held (for the cache's size bound). */
  bytes: number
  /** Each part's CRC-32 and length operator, so an answer's gzip trailer costs no pass over the body. */
  crcs: number[]
  shifts: number[]
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** BFINAL=1, BTYPE=00 (stored), length 0: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])

/** Split `body` at every occurrence of `nonce` (none when `nonce` is undefined). */
export function splitBody(body: Buffer, nonce: string | undefined): SplitBody {
  const parts: Buffer[] = []
  if (nonce) {
    const needle = Buffer.from(nonce)
    let from = 0
    for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
      parts.push(body.subarray(from, at))
      from = at + needle.length
    }
    parts.push(body.subarray(from))
  } else parts.push(body)
  // Copies: the parts must not keep a larger buffer alive (subarray shares the render's whole allocation).
  const own = parts.map(exactCopy)
  const partBytes = own.reduce((a, p) => a + p.length, 0)
  return {
    parts: own,
    partBytes,
    nonces: own.length - 1,
    bytes: partBytes,
    crcs: own.map((p) => crc32(p)),
    shifts: own.map((p) => crc32Shift(p.length)),
  }
}

/**
 * `b` in an allocation of its own, exactly its size. A view keeps its whole backing store alive, which the cache's
 * byte count does not see: zlib answers a small input with a view into a fresh 16 KiB chunk, and Buffer.from
 * copies small buffers into a shared 8 KiB pool slab. (A heap snapshot after 1,200 renders: 7,337 deflated parts
 * held 115 MB of 16 KiB chunks for a few MB of compressed bytes.)
 */
export function exactCopy(b: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(b.length)
  b.copy(own)
  return own
}

/** Each part deflated on its own (raw deflate, a fresh compressor, ending in a full flush, not final). */
export function deflateParts(b: SplitBody, level = 6): Promise<Buffer[]> {
  return Promise.all(
    b.parts.map(async (p) =>
      p.length ? exactCopy(await deflateRawAsync(p, { level, finishFlush: constants.Z_FULL_FLUSH })) : p,
    ),
  )
}

/** The plain body with `nonce` in every place the render's nonce was. */
export function plainBody(b: SplitBody, nonce: string): Buffer[] {
  if (b.nonces === 0) return b.parts
  const n = Buffer.from(nonce)
  const out: Buffer[] = []
  b.parts.forEach((p, i) => {
    if (i) out.push(n)
    if (p.length) out.push(p)
  })
  return out
}

/** A stored deflate block holding `data` (< 64 KiB), starting on a byte boundary (after a flush). */
function storedBlock(data: Buffer): Buffer {
  const len = data.length
  const head = Buffer.from([0x00, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff])
  return Buffer.concat([head, data])
}

/** The gzip body with `nonce` in every place the render's nonce was; `deflated` from deflateParts(b). */
export function gzipBody(b: SplitBody, deflated: Buffer[], nonce: string): Buffer[] {
  const n = Buffer.from(nonce)
  const stored = storedBlock(n)
  const out: Buffer[] = [GZIP_HEADER]
  let crc = 0
  b.parts.forEach((p, i) => {
    if (i) {
      out.push(stored)
      crc = crc32(n, crc)
    }
    if (p.length) {
      out.push(deflated[i]!)
      crc = crc32Combine(crc, b.crcs[i]!, b.shifts[i]!)
    }
  })
  out.push(FINAL_BLOCK)
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE((b.partBytes + b.nonces * n.length) >>> 0, 4)
  out.push(trailer)
  return out
}

export const byteLength = (chunks: Buffer[]): number => chunks.reduce((a, c) => a + c.length, 0)
