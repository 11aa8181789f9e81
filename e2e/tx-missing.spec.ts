import { expect, test } from '@playwright/test'
import { clickToBlockWithTxs, panelLoaded } from './helpers'

test('a hub transaction opened on another network points back to the hub', async ({ page }) => {
  await clickToBlockWithTxs(page, 'hub')
  await (await panelLoaded(page, 'txs')).locator('a[href*="/txs/"]').first().click()
  await expect(page).toHaveURL(/\/hub\/txs\//, { timeout: 20_000 })
  await panelLoaded(page, 'tx')
  const hash = (await page.locator('h1').innerText()).trim()

  // The same hash under the wrong network: still a 404, with help instead of a dead end.
  const r = await page.goto(`/staking/txs/${hash}`)
  expect(r?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Transaction not found (yet)' })).toBeVisible()
  await expect(page.getByTestId('pool-state')).toContainText('offers no pending-pool query')
  await expect(page.getByRole('heading', { name: 'Why a Staking transaction may be missing' })).toBeVisible()
  await expect(page.getByTestId('tx-missing-status')).toContainText(/Checked [1-9]\d* time/, { timeout: 20_000 })
  const elsewhere = page.getByRole('region', { name: 'Other networks' })
  await elsewhere.getByRole('link', { name: 'Hub' }).click({ timeout: 20_000 })
  await expect(page).toHaveURL(new RegExp(`/hub/txs/${hash}$`))
  await panelLoaded(page, 'tx')
})

test('a payment submitted from the KMD console is shown as pending, then appears by itself', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/kmd')
  const row = page.getByTestId('wallet-unencrypted-default-wallet')
  await row.getByRole('button', { name: 'Unlock' }).click()
  await row.getByRole('button', { name: 'Unlock wallet' }).click()
  await expect(page.getByTestId('unlocked-wallet')).toHaveText('unencrypted-default-wallet', { timeout: 30_000 })
  await page.getByText('Compose a payment').click()
  const compose = page.getByRole('form', { name: 'Compose a payment' })
  const from = compose.getByLabel('From')
  const sender = (await from.locator('option').nth(1).getAttribute('value')) ?? ''
  const receiver = (await from.locator('option').nth(2).getAttribute('value')) ?? sender
  await from.selectOption(sender)
  await compose.getByLabel('To (address)').fill(receiver)
  await compose.getByLabel('Amount (LGR)').fill('0.001001')
  await compose.getByRole('button', { name: 'Fill the transaction below' }).click()
  await page.getByRole('form', { name: 'Sign a transaction' }).getByRole('button', { name: 'Sign transaction' }).click()
  const txid = (await page.getByTestId('signed-txid').textContent()) ?? ''
  await page.getByRole('button', { name: 'Submit to the ledger node' }).click()
  // Opened at once: the indexer has not seen the round yet, so the page explains and waits.
  await page.getByTestId('submitted-link').click()
  await expect(page).toHaveURL(new RegExp(`/ledger/txs/${txid}$`))
  const waiting = page.getByRole('heading', { name: 'Transaction not found (yet)' })
  const shown = page.locator('section#tx')
  await expect(waiting.or(shown)).toBeVisible({ timeout: 20_000 })
  if (await waiting.isVisible()) {
    await expect(page.getByTestId('pool-state')).toContainText(/pending pool|confirmed it in round/, {
      timeout: 20_000,
    })
  }
  // No reload from the test: the page shows the transaction once the indexer has it.
  await expect(shown).toBeVisible({ timeout: 40_000 })
  await expect(page.getByText(txid).first()).toBeVisible()
})
