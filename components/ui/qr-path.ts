/** A QR matrix's dark modules as one SVG path (a 1×1 square per module), so the drawing is a single element. */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let d = ''
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)))
  return d
}
