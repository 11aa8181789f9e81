/**
 * CRC-32 of a concatenation from the CRCs of its pieces (zlib's crc32_combine, which Node does not expose): a gzip
 * answer from the page cache needs the CRC of the whole body, and that body differs from the stored one only in its
 * nonces. With each stored part's CRC and length operator kept, an answer costs a few dozen word operations per part
 * instead of a pass over ~200 KB (it was a tenth of the accepting thread's time under load, bench:load `cold`).
 * Polynomials are 32-bit words in the reflected bit order of gzip's CRC.
 */
const POLY = 0xedb88320

/** a · b modulo the CRC polynomial. */
function multModP(a: number, b: number): number {
  let m = 0x80000000
  let p = 0
  for (;;) {
    if (a & m) {
      p ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return p >>> 0
}

/** X2N[k] = x^(2^k) modulo the polynomial. */
const X2N: number[] = [0x40000000]
for (let k = 1; k < 32; k++) X2N.push(multModP(X2N[k - 1]!, X2N[k - 1]!))

/** The operator that appends `len` bytes' worth of zeros to a CRC: x^(8·len) modulo the polynomial. */
export function crc32Shift(len: number): number {
  let p = 0x80000000
  let k = 3
  for (let n = len; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31]!, p)
  return p
}

/** The CRC of A followed by B, from crcA, crcB and crc32Shift(B's length). */
export const crc32Combine = (crcA: number, crcB: number, shiftB: number): number =>
  (multModP(shiftB, crcA) ^ crcB) >>> 0
