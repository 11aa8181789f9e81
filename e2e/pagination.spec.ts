import { expect, test, type Locator } from '@playwright/test'
import { clickToBlockWithTxs, panelLoaded } from './helpers'

const rowsOf = (t: Locator) => t.locator('tbody tr').allInnerTexts()

/** Page 1 of a live list: the rows seen before, or those rows pushed down by a few newer transactions. */
function isFirstPageOf(now: string[], before: string[]): boolean {
  for (let k = 0; k <= 3; k++)
    if (JSON.stringify(now.slice(k)) === JSON.stringify(before.slice(0, before.length - k))) return true
  return false
}

test('cursor pagination lives in the URL: forward, back, reload and a shared link land on the same page', async ({
  page,
}) => {
  // A ledger account with a long history: its indexer transaction list pages with next-token.
  await clickToBlockWithTxs(page, 'ledger')
  await (await panelLoaded(page, 'txs')).locator('a[href*="/accounts/"]').first().click()
  await page.waitForURL(/\/ledger\/accounts\//)
  const accountUrl = page.url().split('?')[0]!
  await page.goto(`${accountUrl}?txs.n=10`)
  const txs = await panelLoaded(page, 'txs')
  await expect(txs.getByText('Page 1')).toBeVisible()
  const page1 = await txs.locator('tbody').innerText()
  const page1Rows = await rowsOf(txs)
  const next = txs.getByRole('link', { name: 'Next →' })
  await expect(next).toBeVisible()
  await next.click()
  await expect(page).toHaveURL(/txs\.c=/)
  await expect(txs.getByText('Page 2')).toBeVisible()
  await expect.poll(() => txs.locator('tbody').innerText()).not.toBe(page1)
  const page2Url = page.url()
  const page2 = await txs.locator('tbody').innerText()

  await page.goBack()
  await expect(txs.getByText('Page 1')).toBeVisible()
  await expect.poll(async () => isFirstPageOf(await rowsOf(txs), page1Rows)).toBe(true)
  await page.goForward()
  await expect(txs.getByText('Page 2')).toBeVisible()

  await page.goto(page2Url)
  await panelLoaded(page, 'txs')
  await expect.poll(() => txs.locator('tbody').innerText()).toBe(page2)
  await txs.getByRole('link', { name: '← Previous' }).click()
  await expect(page).not.toHaveURL(/txs\.c=/)
  await expect.poll(async () => isFirstPageOf(await rowsOf(txs), page1Rows)).toBe(true)
})

test('long pages are virtualised: 100 rows in the answer, far fewer in the DOM, all reachable by scrolling', async ({
  page,
}) => {
  // The ledger's busiest recent sender (the search lists the newest first) has hundreds of transactions.
  await page.goto('/ledger/txs/search')
  const senders = await page
    .getByTestId('tx-row')
    .locator('td:nth-child(4) > span > span:first-child > a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
  const count = (h: string) => senders.filter((s) => s === h).length
  const busiest = [...senders].sort((a, b) => count(b) - count(a))[0]!
  await page.goto(`${busiest}?txs.n=100`)
  const recent = await panelLoaded(page, 'txs')
  const box = recent.getByRole('region', { name: /scrollable/ })
  await expect(box).toBeVisible()
  const rendered = await recent.locator('tbody tr:not([aria-hidden])').count()
  expect(rendered).toBeGreaterThan(5)
  expect(rendered).toBeLessThan(60)
  const firstId = await recent.locator('tbody tr:not([aria-hidden]) td').first().innerText()
  // Scroll as a user would once the page is interactive (a scroll before hydration has no listener yet).
  await expect
    .poll(async () => {
      await box.evaluate((el) => el.scrollTo(0, el.scrollHeight))
      return recent.locator('tbody tr:not([aria-hidden]) td').first().innerText()
    })
    .not.toBe(firstId)
})
