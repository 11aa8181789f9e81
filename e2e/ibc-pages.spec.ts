import { expect, test } from '@playwright/test'

/** Every IBC page of every SDK network renders its panels without an error (what a gateway lacks is a notice, not a failure). */
const NETWORKS = ['hub', 'staking', 'exchange', 'platform', 'classic'] as const

async function noPanelErrors(page: import('@playwright/test').Page) {
  // A tab may hold only a notice of what the gateway lacks (no panels).
  await expect(page.locator('main section, main [role="note"]').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('main [aria-label="Loading"]')).toHaveCount(0, { timeout: 30_000 })
  const alerts = await page.locator('main section [role="alert"]').allInnerTexts()
  expect(alerts, `errors on ${page.url()}`).toEqual([])
}

for (const n of NETWORKS) {
  test(`${n}: IBC tabs, a channel, a client and a connection render without errors`, async ({ page }) => {
    await page.goto(`/${n}/ibc`)
    const tabs = page.getByRole('navigation', { name: 'IBC sections' }).getByRole('link')
    const labels = await tabs.allInnerTexts()
    for (const label of labels) {
      await tabs.filter({ hasText: label }).click()
      await expect(tabs.filter({ hasText: label })).toHaveAttribute('aria-current', 'page')
      await noPanelErrors(page)
    }
    await page.goto(`/${n}/ibc/channels/transfer/channel-0`)
    await noPanelErrors(page)
    await page.locator('#channel a[href*="/ibc/connections/"]').first().click()
    await expect(page).toHaveURL(new RegExp(`/${n}/ibc/connections/connection-0`))
    await noPanelErrors(page)
    await page.goto(`/${n}/ibc/clients/07-tendermint-0`)
    await noPanelErrors(page)
  })
}
