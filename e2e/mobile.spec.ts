import { expect, test, type Page } from '@playwright/test'
import { checkBothSchemes as check, clickToBlockWithTxs, panelLoaded, tableOverflows } from './helpers'

const WIDTH = 375
test.use({ viewport: { width: WIDTH, height: 800 } })

const checkBothSchemes = (page: Page, label: string) => check(page, label, WIDTH)

test(`${WIDTH} px home: axe-clean in light and dark, no sideways scrolling`, async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('height-hub').getByRole('link')).toBeVisible({ timeout: 30_000 })
  await checkBothSchemes(page, '/')
  await expect(page.getByRole('searchbox', { name: /Search/ })).toBeVisible()
})

/** One network of each kind; Hub and the ledger are also checked at desktop width (ui.spec). */
for (const network of ['platform', 'vm', 'sharded', 'ledger'] as const) {
  test(`${WIDTH} px ${network}: block, transaction and account pages are axe-clean in light and dark, no sideways scrolling`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    // Reached by tapping through at this width, as a phone user would.
    await clickToBlockWithTxs(page, network)
    await panelLoaded(page, 'block')
    await checkBothSchemes(page, page.url())
    await (await panelLoaded(page, 'txs')).locator('a[href*="/txs/"]').first().click()
    await expect(page).toHaveURL(new RegExp(`/${network}/txs/`))
    await panelLoaded(page, 'tx')
    await checkBothSchemes(page, page.url())
    await (await panelLoaded(page, 'tx')).locator('a[href*="/accounts/"]').first().click()
    await expect(page).toHaveURL(new RegExp(`/${network}/accounts/`))
    await panelLoaded(page, 'account')
    await checkBothSchemes(page, page.url())
  })
}

// The overviews at this width (section links in view, axe, no sideways scrolling): overview-screens.spec.ts.

/** Tables on a phone: one that is wider than the screen says it scrolls sideways (a line above it, a fade). */
test(`${WIDTH} px: every table wider than the screen says it scrolls sideways`, async ({ page }) => {
  test.setTimeout(90_000)
  let overflowing = 0
  for (const path of ['/platform', '/platform/validators', '/ledger/txs/search']) {
    await page.goto(path)
    await expect(page.locator('main table').first()).toBeVisible({ timeout: 30_000 })
    // The hint appears once the page measured its tables in the browser.
    await expect
      .poll(async () => (await tableOverflows(page)).filter((t) => t.overflows && !t.hinted), { timeout: 10_000 })
      .toEqual([])
    overflowing += (await tableOverflows(page)).filter((t) => t.overflows).length
  }
  // The check means something: some of these tables do not fit 375 px.
  expect(overflowing).toBeGreaterThan(0)
  // Scrolled to its end, a box's right fade goes (nothing more is hidden there).
  const box = page.getByRole('region', { name: /scrollable/ }).first()
  const fade = box.locator('xpath=..').getByTestId('scroll-fade')
  await expect(fade).toBeAttached()
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
  await expect(fade).toHaveCount(0)
})
