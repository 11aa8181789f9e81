import { expect, test } from '@playwright/test'
import { NETWORK_IDS, NETWORKS } from '../lib/networks'

test('home page lists every network', async ({ page }) => {
  await page.goto('/')
  const list = page.getByRole('list', { name: 'Networks' })
  for (const id of NETWORK_IDS)
    await expect(list.getByRole('link', { name: NETWORKS[id].name, exact: true })).toBeVisible()
})
