import { expect, test } from '@playwright/test'
import '../lib/networks/disk'
import { getNetwork, networkIds } from '../lib/networks'

test('home page lists every network', async ({ page }) => {
  await page.goto('/')
  const list = page.getByRole('list', { name: 'Networks' })
  for (const id of networkIds())
    await expect(list.getByRole('link', { name: getNetwork(id).name, exact: true })).toBeVisible()
})
