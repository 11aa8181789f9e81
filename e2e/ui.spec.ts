import { expect, test, type Page } from '@playwright/test'
import { clickToBlockWithTxs, panelLoaded, seriousViolations } from './helpers'

/** Home, a block, a transaction and an account page of one network. */
async function recordUrls(page: Page, network: string): Promise<string[]> {
  await clickToBlockWithTxs(page, network)
  const block = page.url()
  await (await panelLoaded(page, 'txs')).locator('a[href*="/txs/"]').first().click()
  await page.waitForURL(/\/txs\//)
  const tx = page.url()
  await (await panelLoaded(page, 'tx')).locator('a[href*="/accounts/"]').first().click()
  await page.waitForURL(/\/accounts\//)
  return ['/', block, tx, page.url()]
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: no serious or critical violations on home, block, tx and account pages (${scheme})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.emulateMedia({ colorScheme: scheme })
    for (const network of ['hub', 'ledger']) {
      for (const url of await recordUrls(page, network)) {
        await page.goto(url)
        if (url !== '/')
          await panelLoaded(page, url.includes('/accounts/') ? 'account' : url.includes('/txs/') ? 'tx' : 'block')
        expect(await seriousViolations(page), `${scheme} ${url}`).toEqual([])
      }
    }
  })
}

test('dark mode follows the system and the toggle overrides it across reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  const darkBg = await bg()
  await page.emulateMedia({ colorScheme: 'light' })
  const lightBg = await bg()
  expect(darkBg).not.toBe(lightBg)
  const toggle = page.getByRole('button', { name: /^Theme:/ })
  await toggle.click() // system → light
  await toggle.click() // light → dark
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await bg()).toBe(darkBg)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await bg()).toBe(darkBg)
  await page.getByRole('button', { name: /^Theme:/ }).click() // dark → system (light here)
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  expect(await bg()).toBe(lightBg)
})
