import { expect, test } from '@playwright/test'
import { checkBothSchemes, panelLoaded } from './helpers'

test('the planned upgrade’s height leads to a countdown, not a "not found"', async ({ page }) => {
  await page.goto('/hub')
  const plan = page.locator('#plan')
  await panelLoaded(page, 'plan')
  const link = plan.locator('a[href^="/hub/blocks/"]').first()
  // Written grouped (60,776) as every height is; the URL has the plain number.
  const height = (await link.textContent())!.trim().replace(/,/g, '')
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/hub/blocks/${height}$`))
  const countdown = page.getByTestId('block-countdown')
  await expect(countdown).toContainText('Planned here')
  await expect(countdown).toContainText('v1.1')
  await expect(countdown).toContainText(/in about \d+ (s|min|h|days)/)
  // The blocks to go are the distance from the head the page links to.
  const togo = Number((await countdown.getByTestId('blocks-to-go').textContent())!.replace(/,/g, ''))
  const head = Number((await countdown.locator('a[href^="/hub/blocks/"]').textContent())!.replace(/,/g, ''))
  expect(togo).toBeGreaterThan(0)
  expect(head + togo).toBe(Number(height))
  // Loaded directly, it is a page (200), not an error.
  const res = await page.goto(`/hub/blocks/${height}`)
  expect(res?.status()).toBe(200)
  await page.setViewportSize({ width: 375, height: 800 })
  await checkBothSchemes(page, 'countdown', 375)
})

test('a VM block ahead has a countdown, and one due in seconds shows itself; a height no chain will reach is a 404', async ({
  page,
}) => {
  const best = (await (await page.request.get('/api/gw/vm/blocks/best')).json()) as { number: number }
  const ahead = best.number + 40
  const res = await page.goto(`/vm/blocks/${ahead}`)
  expect(res?.status()).toBe(200)
  const countdown = page.getByTestId('block-countdown')
  await expect(countdown).toContainText(`Block ${ahead.toLocaleString('en-US')} is not made yet`)
  await expect(countdown).not.toContainText('Planned here')
  // A block due in a few seconds (a live feed can link one the gateway does not answer for yet): the page shows
  // it by itself once the chain makes it.
  const latest = (await (await page.request.get('/api/gw/vm/blocks/best')).json()) as { number: number }
  const next = latest.number + 3
  await page.goto(`/vm/blocks/${next}`)
  await expect(countdown).toContainText('as soon as')
  await expect(page.locator('section#txs')).toBeVisible({ timeout: 45_000 })
  await expect(page).toHaveURL(new RegExp(`/vm/blocks/${next}$`))
  const far = await page.goto('/vm/blocks/99999999')
  expect(far?.status()).toBe(404)
  await expect(page.locator('#main')).toContainText('does not exist yet')
})
