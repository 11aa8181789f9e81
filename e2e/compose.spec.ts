import { expect, test } from '@playwright/test'
import { blockTxAccountByClicking, clickToBlockWithTxs, panelLoaded } from './helpers'

test('a send from an SDK account simulated before signing: gas, then the failure in words, in a shareable URL', async ({
  page,
}) => {
  await clickToBlockWithTxs(page, 'hub')
  const { account } = await blockTxAccountByClicking(page, 'hub')
  await page.getByRole('link', { name: 'Simulate a send from this account' }).click()
  await expect(page).toHaveURL(new RegExp(`/hub/compose\\?from=${account}$`), { timeout: 20_000 })
  const form = page.getByRole('form', { name: 'Transaction to simulate' })
  await expect(form.getByLabel('From')).toHaveValue(account)
  await form.getByLabel('To').fill(account)
  await form.getByLabel('Amount (HUB)').fill('0.000001')
  await form.getByRole('button', { name: 'Simulate' }).click()
  await expect(page).toHaveURL(/amount=0.000001/)
  const result = page.getByTestId('simulation-result')
  await expect(result).toContainText(/Would succeed using \d+ gas/)
  await expect(result).toContainText('/cosmos.bank.v1beta1.MsgSend')

  // The URL is the transaction: opening it again simulates again, here with more than the account holds.
  const url = new URL(page.url())
  url.searchParams.set('amount', '999999999999')
  await page.goto(url.pathname + url.search)
  await expect(page.getByTestId('simulation-result')).toContainText('The transaction would fail')
  // In words and display units; the node's own text (base units) only behind its toggle.
  const failure = page.getByTestId('simulation-result')
  await expect(failure).toContainText(/Spendable balance [\d,.]+ HUB is smaller than the 999,999,999,999 HUB needed/)
  const raw = failure.getByText(/is smaller than 999999999999000000uhub/)
  await expect(raw).toBeHidden()
  await failure.getByText('What the node said').click()
  await expect(raw).toBeVisible()
  await form.getByLabel('To').fill('hub1nope')
  await form.getByRole('button', { name: 'Simulate' }).click()
  await expect(page.locator('main').getByRole('alert')).toContainText('To: not a hub1… address.')
})

test('a VM clause simulated again from its transaction page', async ({ page }) => {
  await clickToBlockWithTxs(page, 'vm')
  await (await panelLoaded(page, 'txs')).locator('a[href*="/txs/"]').first().click()
  await expect(page).toHaveURL(/\/vm\/txs\//, { timeout: 20_000 })
  const decoded = page.locator('section#decoded')
  await decoded.getByRole('link', { name: 'Simulate again' }).first().click({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/vm\/compose\?caller=0x[0-9a-f]{40}/, { timeout: 20_000 })
  const result = page.getByTestId('simulation-result')
  await expect(result).toContainText(/Clause 0: (Would succeed|Would revert) · gas used in execution [\d,]+/)
  // The gas a sent transaction pays: the intrinsic gas beside the execution's (a plain transfer's execution is 0).
  await expect(result).toContainText(/Sent as a transaction it would use about [\d,]+ gas: [\d,]+ before any code runs/)
  // A reverted guard call says why; a token transfer shows its decoded Transfer event.
  const text = await result.innerText()
  if (text.includes('Would revert')) expect(text).toMatch(/The contract reverted|The clause failed: /)
  expect(text).not.toMatch(/without a reason\. \(/)
})
