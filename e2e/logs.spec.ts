import { expect, test } from '@playwright/test'
import { blockTxAccountByClicking, clickToBlockWithTxs } from './helpers'

test('VM event logs of an address: decoded, paged in the URL, exported as CSV', async ({ page }) => {
  await clickToBlockWithTxs(page, 'vm')
  await blockTxAccountByClicking(page, 'vm')
  // The genesis deployer's token emits Transfer events in most blocks: search from the token via the nav instead
  // when this account emitted none.
  await page.getByRole('link', { name: 'Events it emitted' }).click()
  await expect(page).toHaveURL(/\/vm\/logs\?address=0x[0-9a-f]{40}$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Log search' })).toBeVisible()
  await page.getByRole('navigation', { name: 'VM ledger sections' }).getByRole('link', { name: 'Logs' }).click()
  await expect(page).toHaveURL(/\/vm\/logs$/, { timeout: 20_000 })
  const form = page.getByRole('form', { name: 'Log filter' })
  await form
    .getByLabel('Topic 0 (event signature)')
    .fill('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef')
  await form.getByRole('button', { name: 'Search' }).click()
  // Only what was chosen goes into the link.
  await expect(page).toHaveURL(/\/vm\/logs\?topic0=0xddf252ad[0-9a-f]{56}$/, { timeout: 20_000 })
  const results = page.getByRole('region', { name: /Events 1–25/ })
  await expect(results.getByRole('row')).toHaveCount(26)
  await expect(results.getByRole('cell', { name: /^Transfer from: 0x/ }).first()).toBeVisible()

  // The next page is a URL; the CSV holds the rows of the page on screen.
  await page.getByRole('link', { name: 'Older →' }).click()
  await expect(page).toHaveURL(/offset=25/, { timeout: 20_000 })
  await expect(page.getByRole('region', { name: /Events 26–50/ })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download this page as CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('vm-event-logs-25.csv')
  const csv = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')
  const lines = csv.trim().split('\r\n')
  expect(lines[0]).toBe('block,time,tx,clause,emitter,event,arguments,topic0,topic1,topic2,topic3,data')
  expect(lines).toHaveLength(26)
  expect(lines[1]).toMatch(/,Transfer,from=0x[0-9a-f]{40} to=0x[0-9a-f]{40} value=\d+,0xddf252ad/)

  await form.getByLabel('From block').fill('9')
  await form.getByLabel('To block').fill('3')
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(page.locator('main').getByRole('alert')).toContainText('From block: at most the To block.')
})
