import { expect, test } from '@playwright/test'
import { blockTxAccountByClicking, walkBackToBlockWithTxs } from './helpers'

/**
 * A sixth SDK chain that exists only as one network file (tests/fixtures/networks/zone.json, loaded through
 * NETWORKS_DIR by playwright.config.ts): nothing else in the code names it, yet the explorer and devnet serve it
 * like the built-in chains. Its file says it serves the Staking column plus the staking module.
 */
test('Zone, added by one network file: overview → block → transaction → account, validators, IBC and the API console', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('list', { name: 'Networks' }).getByRole('link', { name: 'Zone', exact: true }).click()
  await expect(page).toHaveURL(/\/zone$/)
  await expect(page.locator('h1')).toContainText('Zone')

  await page.locator('[data-stat="Height"]').locator('a[href^="/zone/blocks/"]').click()
  await walkBackToBlockWithTxs(page, 'zone')
  const ids = await blockTxAccountByClicking(page, 'zone')
  expect(ids.tx).toMatch(/^[0-9A-F]{64}$/)
  expect(ids.account).toMatch(/^zone1/)

  // The staking module the file adds: validators listed, one opened by clicking.
  await page.goto('/zone/validators')
  const validator = page.locator('a[href^="/zone/validators/zonevaloper1"]').first()
  await expect(validator).toBeVisible({ timeout: 20_000 })
  await validator.click()
  await expect(page).toHaveURL(/\/zone\/validators\/zonevaloper1/)
  await expect(page.locator('h1')).toContainText('zonevaloper1')

  // IBC: the chain is wired to the built-in ones; its channel list loads.
  await page.goto('/zone/ibc?tab=channels')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('IBC')
  await expect(page.locator('a[href^="/zone/ibc/channels/transfer/channel-"]').first()).toBeVisible({
    timeout: 20_000,
  })

  // The API console lists its operations and runs one through the proxy, for the file's own denomination.
  await page.goto('/zone/api?op=cosmos.bank.supplyOf&gw=zone&q.denom=uzone')
  await page.getByRole('button', { name: 'Run' }).click()
  await expect(page.getByTestId('resp-status')).toHaveText(/^200/, { timeout: 20_000 })
  await expect(page.getByRole('group', { name: 'Response body' })).toContainText('uzone')
  // An operation outside its column (the Hub's own modules) is not among its operations.
  await page.goto('/zone/api')
  await page.getByLabel(/Search \d+ operations/).fill('nexus')
  await expect(page.getByRole('link', { name: /nexus/i })).toHaveCount(0)
})
