import { expect, test } from '@playwright/test'
import '../lib/networks/disk'
import { getNetwork, networkIds } from '../lib/networks'
import { stripHeight } from './helpers'

test('home page lists every network', async ({ page }) => {
  await page.goto('/')
  const list = page.getByRole('list', { name: 'Networks' })
  for (const id of networkIds())
    await expect(list.getByRole('link', { name: getNetwork(id).name, exact: true })).toBeVisible()
})

test('each card shows the head the strip shows, with its time, and a real health state', async ({ page }) => {
  await page.goto('/')
  for (const id of networkIds()) {
    const last = page.getByTestId(`last-block-${id}`)
    // Either the strip follows the network (then the card tells that block's age) or it says it cannot.
    const shown = await stripHeight(page, id)
    if (!shown) {
      await expect(last).toHaveText('not offered')
      continue
    }
    await expect(last).toHaveText(/ago$/)
    await expect
      .poll(
        async () =>
          BigInt((await page.getByTestId(`height-${id}`).innerText()).replace(/,/g, '') || '0') >= BigInt(shown),
      )
      .toBe(true)
  }
  // Heights are written as every other page writes them (the overview's "11,645"), not "10688".
  await expect(page.getByTestId('height-hub')).toHaveText(/^\d{1,3}(,\d{3})+$/)
  await expect(page.getByTestId('strip-hub').locator('a[href^="/hub/blocks/"]')).toHaveText(/^\d{1,3}(,\d{3})+$/)
  // Every card's health badge reads a state the proxy observed, a network of two gateways (node and indexer) too.
  const twoGateways = networkIds().find((id) => getNetwork(id).gateways.length > 1)!
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: getNetwork(twoGateways).name, exact: true }) })
  await expect(card.locator('[data-health]')).not.toHaveAttribute('data-health', 'unknown', { timeout: 20_000 })
})
