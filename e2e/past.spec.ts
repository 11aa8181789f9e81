import { expect, test } from '@playwright/test'
import { blockTxAccountByClicking, clickToBlockWithTxs, panelLoaded } from './helpers'

test('an SDK account read at a past height, compared with the block that moved its balance', async ({ page }) => {
  await clickToBlockWithTxs(page, 'hub')
  const { height, account } = await blockTxAccountByClicking(page, 'hub')
  const h = Number(height)
  const bar = page.getByTestId('past-bar')
  await bar.getByLabel('At height').fill(String(h - 1))
  await bar.getByLabel('Compare with height (optional)').fill(String(h))
  await bar.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`/hub/accounts/${account}\\?at=${h - 1}&compare=${h}$`))
  await expect(bar).toContainText(`Reading state at height ${h - 1}`)
  // Every panel says which height it shows; balances are read through the proxy at h − 1.
  const balances = await panelLoaded(page, 'balances')
  await expect(balances.getByRole('heading')).toHaveText(`Balances · at height ${h - 1}`)
  await expect(balances).toContainText(`as of height ${h - 1}`)
  const compare = page.locator('section#compare')
  await expect(compare.getByRole('heading', { level: 2 })).toHaveText(`What changed from height ${h - 1} to height ${h}`)
  const bal = compare.locator('div', { has: page.getByRole('heading', { name: `Balances` }) })
  await expect(bal.getByRole('row')).not.toHaveCount(0)
  await expect(bal.getByRole('cell', { name: /uhub|HUB/ }).first()).toBeVisible()

  // A height the node has pruned is refused in words, on the panel itself.
  await bar.getByLabel('At height').fill('1')
  await bar.getByLabel('Compare with height (optional)').fill('')
  await bar.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\?at=1&compare=$/)
  const pruned = page.locator('section#balances')
  await expect(pruned.getByRole('alert')).toContainText('failed to load state at height 1; version does not exist', { timeout: 20_000 })
  await page.getByRole('link', { name: 'Back to the latest' }).click()
  await expect(page).toHaveURL(new RegExp(`/hub/accounts/${account}$`))
  await expect((await panelLoaded(page, 'balances')).getByRole('heading')).toHaveText('Balances')
})

test('a VM contract read at a past revision', async ({ page }) => {
  await clickToBlockWithTxs(page, 'vm')
  const { height, account } = await blockTxAccountByClicking(page, 'vm')
  await page.getByTestId('past-bar').getByLabel('At height').fill(String(Number(height) - 1))
  await page.getByTestId('past-bar').getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`/vm/accounts/${account}\\?at=${Number(height) - 1}`))
  await expect((await panelLoaded(page, 'account')).getByRole('heading')).toHaveText(`Account · at height ${Number(height) - 1}`)
  await expect(page.locator('section#storage').getByRole('heading')).toHaveText(`Storage lookup · at height ${Number(height) - 1}`)
})
