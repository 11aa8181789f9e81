import { expect, test } from '@playwright/test'
import { blockTxAccountByClicking, clickToBlockWithTxs, panelLoaded } from './helpers'

/** One network of each ledger kind: SDK, VM, sharded, ledger (node + indexer). */
const KINDS = [
  { network: 'hub', kind: 'SDK' },
  { network: 'vm', kind: 'VM' },
  { network: 'sharded', kind: 'sharded' },
  { network: 'ledger', kind: 'ledger' },
] as const

for (const { network, kind } of KINDS) {
  test(`${kind}: home → block → transaction → account by clicking, each survives a reload`, async ({ page }) => {
    await clickToBlockWithTxs(page, network)
    await blockTxAccountByClicking(page, network)
  })
}

test('SDK networks without block queries say so plainly, as a 404', async ({ page }) => {
  const res = await page.goto('/exchange/blocks/5')
  expect(res?.status()).toBe(404)
  await expect(page.locator('main')).toContainText('offers no block queries')
})

test('unknown network and unknown record give a helpful 404; malformed ids a clear message', async ({ page }) => {
  const r = await page.goto('/nowhere')
  expect(r?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
  const missing = await page.goto(`/hub/txs/${'0'.repeat(64)}`)
  expect(missing?.status()).toBe(404)
  await page.goto('/hub/accounts/hub1notanaddress')
  await expect(page.locator('main [role=alert]')).toContainText('Not a valid hub1')
  await page.goto('/vm/blocks/12abc')
  await expect(page.locator('main [role=alert]')).toContainText('whole number')
})

test('panels show freshness, raw JSON and the API call with a key placeholder', async ({ page }) => {
  await clickToBlockWithTxs(page, 'hub')
  const block = await panelLoaded(page, 'block')
  await expect(block).toContainText('fetched')
  // Its call names its block, so no head height: "as of height" is for answers that follow the chain's state.
  await expect(block).not.toContainText(/as of height/)
  await block.getByRole('button', { name: 'JSON' }).click()
  await expect(block.getByLabel('Raw JSON')).toContainText('"block_id"')
  await block.getByRole('button', { name: 'API' }).click()
  await expect(block).toContainText('/api/gw/hub/sdk/tx/v1beta1/txs/block/')
  await expect(block).toContainText('api-key: <API_KEY>')
  await expect(block.getByRole('link', { name: /API console/ })).toHaveAttribute(
    'href',
    /\/hub\/api\?op=cosmos\.tx\.blockTxs&gw=hub&p\.height=\d+/,
  )
})
