/**
 * Renders the app's icons and its link-preview image into public/ from the SVG below, with the Debian Chromium the
 * test suite already uses (Playwright never downloads a browser here). The outputs are committed; run this again
 * only when the mark or the colours change: `npx tsx scripts/make-icons.ts`.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const OUT = join(import.meta.dirname, '..', 'public')
/** Tailwind's zinc-950 (the dark page background) and the theme's brand-600/500 (app/globals.css). */
const INK = '#09090b'
const BRAND = '#0b805e'
const BRAND_LIGHT = '#0e9f75'

/** The mark: three linked blocks on the brand colour, square, drawn on a 64-unit grid. */
const MARK_BODY = `
  <rect width="64" height="64" rx="14" fill="${BRAND}"/>
  <path d="M20 44 L32 20 L44 44 Z" fill="none" stroke="#d1faec" stroke-width="4" stroke-linejoin="round"/>
  <rect x="25" y="13" width="14" height="14" rx="3.5" fill="#ffffff"/>
  <rect x="13" y="37" width="14" height="14" rx="3.5" fill="#ffffff"/>
  <rect x="37" y="37" width="14" height="14" rx="3.5" fill="#ffffff"/>`

const markSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${MARK_BODY}</svg>`

/** Full-bleed variant for the maskable/apple icons: platforms round the corners themselves. */
const squareSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
  MARK_BODY.replace('rx="14"', 'rx="0"') +
  `</svg>`

const ogHtml = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 96px;background:${INK};color:#f4f4f5;
  font-family:'DejaVu Sans',Arial,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:32px">
    ${markSvg(128)}
    <div style="font-size:72px;font-weight:700;letter-spacing:-1px">Multichain <span style="color:${BRAND_LIGHT}">Explorer</span></div>
  </div>
  <div style="font-size:36px;line-height:1.4;color:#d4d4d8">Blocks, transactions, accounts, IBC and live feeds<br>of eleven blockchain gateways, in one place.</div>
  <div style="height:12px;border-radius:6px;background:linear-gradient(90deg,${BRAND},${BRAND_LIGHT},#3b82f6)"></div>
</div></body></html>`

/** An .ico holding one PNG (allowed since Windows Vista; every browser reads it). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6)
  header.writeUInt8(size >= 256 ? 0 : size, 7)
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // image data offset
  return Buffer.concat([header, png])
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 })
    const render = async (html: string, width: number, height: number) => {
      await page.setViewportSize({ width, height })
      await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${html}</body></html>`)
      return page.screenshot({ clip: { x: 0, y: 0, width, height }, omitBackground: true })
    }
    writeFileSync(join(OUT, 'icon.svg'), markSvg(64) + '\n')
    writeFileSync(join(OUT, 'favicon.ico'), icoFromPng(await render(markSvg(32), 32, 32), 32))
    writeFileSync(join(OUT, 'apple-touch-icon.png'), await render(squareSvg(180), 180, 180))
    writeFileSync(join(OUT, 'icon-192.png'), await render(markSvg(192), 192, 192))
    writeFileSync(join(OUT, 'icon-512.png'), await render(markSvg(512), 512, 512))
    writeFileSync(join(OUT, 'icon-maskable-512.png'), await render(squareSvg(512), 512, 512))
    await page.setViewportSize({ width: 1200, height: 630 })
    await page.setContent(ogHtml)
    writeFileSync(join(OUT, 'og-image.png'), await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 630 } }))
  } finally {
    await browser.close()
  }
  console.log(`icons written to ${OUT}`)
}

await main()
