import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3250'
const [, , ...pages] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] })
for (const spec of pages) {
  const [name, path, mode] = spec.split('|')
  const dark = mode === 'dark'
  const narrow = mode === 'narrow'
  const ctx = await browser.newContext({ viewport: { width: narrow ? 375 : 1280, height: 900 }, colorScheme: dark ? 'dark' : 'light' })
  if (process.env.WATCH) await ctx.addInitScript((w) => localStorage.setItem('explorer.watch.v1', w), process.env.WATCH)
  const page = await ctx.newPage()
  await page.goto(base + path, { waitUntil: 'networkidle', timeout: 60000 }).catch(() => {})
  await page.waitForTimeout(2500)
  const target = page.locator(process.env.SEL || 'body').first()
  await target.screenshot({ path: `/tmp/wt-history-shots/${name}-${mode || 'light'}.png` }).catch(async (e) => { console.log(name, e.message); await page.screenshot({ path: `/tmp/wt-history-shots/${name}-${mode || 'light'}.png`, fullPage: false }) })
  await ctx.close()
}
await browser.close()
