import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qr-path'

const squares = (d: string) => [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`)

describe('an address as a QR code', () => {
  it('draws exactly the dark modules of the code, the finder squares in three corners', () => {
    const address = 'UAIAAIAJBIYWCGIODMXX2433BEFHIIRAA5WOMY74Z3Y6DKA4UAKKMLQ5QQ'
    const { data, size } = encode(address, { ecc: 'M', border: 2 })
    const drawn = new Set(squares(qrPath(data)))
    const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])))
    expect(drawn.size).toBe(dark.length)
    for (const p of dark) expect(drawn.has(p)).toBe(true)
    // A finder pattern's 7×7 dark ring starts inside the 2-module border at three corners.
    const corners: [number, number][] = [
      [2, 2],
      [size - 9, 2],
      [2, size - 9],
    ]
    for (const [x, y] of corners)
      for (let i = 0; i < 7; i++) {
        expect(drawn.has(`${x + i},${y}`)).toBe(true)
        expect(drawn.has(`${x},${y + i}`)).toBe(true)
      }
    expect(drawn.has(`${size - 3},${size - 3}`)).toBe(false)
  })
})
