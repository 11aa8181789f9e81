import { expect, type Page } from '@playwright/test'

/** Wait until a panel has its data (or its error) instead of the loading skeleton. */
export async function panelLoaded(page: Page, id: string) {
  const panel = page.locator(`section#${id}`)
  await expect(panel).toBeVisible()
  await expect(panel.locator('[aria-label="Loading"]')).toHaveCount(0, { timeout: 20_000 })
  return panel
}

/**
 * From the home page, click a network's head height, then walk back (prev links) until a block has a
 * transaction. Returns nothing; the page is on that block.
 */
export async function clickToBlockWithTxs(page: Page, network: string) {
  await page.goto('/')
  const head = page.getByTestId(`height-${network}`).getByRole('link')
  await expect(head).toBeVisible({ timeout: 30_000 })
  await head.click()
  await expect(page).toHaveURL(new RegExp(`/${network}/blocks/\\d+`), { timeout: 30_000 })
  for (let i = 0; i < 25; i++) {
    const txs = await panelLoaded(page, 'txs')
    if ((await txs.locator('a[href*="/txs/"]').count()) > 0) return
    const url = page.url()
    await page.getByRole('link', { name: /^← / }).click()
    await page.waitForURL((u) => u.toString() !== url)
  }
  throw new Error(`no block with transactions found near the head of ${network}`)
}

export async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(1)
}

/** A panel's key/value text without the ticking "… ago" times, to compare content across reloads. */
export async function stableText(panel: import('@playwright/test').Locator): Promise<string> {
  return panel.locator('dl').evaluate((dl) => {
    const copy = dl.cloneNode(true) as HTMLElement
    copy.querySelectorAll('time').forEach((t) => t.remove())
    return copy.innerText
  })
}
