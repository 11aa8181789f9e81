import { expect, test, type Page } from '@playwright/test'

const rows = (page: Page) => page.getByTestId('live-row')
const blockState = (page: Page) => page.getByRole('region', { name: 'New blocks' }).getByTestId('live-state')
const topHeight = async (page: Page) => BigInt((await rows(page).first().getAttribute('data-height')) ?? '0')

/** Hide or show the tab the way a browser does (Playwright pages are always visible). */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { value: s, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

test('VM live page: new blocks arrive at the top, link to their block, and pause holds them', async ({ page }) => {
  await page.goto('/vm/live')
  await expect(blockState(page)).toHaveText(/Live/, { timeout: 30_000 })
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 })
  const first = await topHeight(page)
  await expect.poll(() => topHeight(page), { timeout: 20_000 }).toBeGreaterThan(first)
  await expect(page.getByTestId('blocks-per-min')).not.toHaveText('—', { timeout: 20_000 })

  await page.getByRole('button', { name: 'Pause' }).click()
  const paused = await topHeight(page)
  await expect(page.getByRole('button', { name: /Resume \(\d+ new\)/ })).toBeVisible({ timeout: 20_000 })
  expect(await topHeight(page)).toBe(paused)
  await page.getByRole('button', { name: /Resume/ }).click()
  await expect.poll(() => topHeight(page)).toBeGreaterThan(paused)

  // Heights are consecutive, newest first.
  const hs = (await rows(page).evaluateAll((rs) => rs.map((r) => r.getAttribute('data-height')))).map((h) => BigInt(h!))
  hs.slice(1).forEach((h, i) => expect(h).toBe(hs[i]! - 1n))

  const link = rows(page).first().getByRole('link').first()
  // Written grouped (1,232) as every height is; the URL has the plain number.
  const height = (await link.textContent())?.replace(/,/g, '')
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/vm/blocks/${height}$`))
})

test('a hidden tab stops the stream and catches up when shown again', async ({ page }) => {
  await page.goto('/vm/live')
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 })
  await setVisibility(page, 'hidden')
  await expect(blockState(page)).toHaveText('Paused while hidden')
  const before = await topHeight(page)
  await page.waitForTimeout(4000)
  expect(await topHeight(page)).toBe(before)
  await setVisibility(page, 'visible')
  await expect.poll(() => topHeight(page), { timeout: 10_000 }).toBeGreaterThan(before + 0n)
  // Nothing missed while hidden: the replay fills every height.
  const hs = (await rows(page).evaluateAll((rs) => rs.map((r) => r.getAttribute('data-height')))).map((h) => BigInt(h!))
  hs.slice(1).forEach((h, i) => expect(h).toBe(hs[i]! - 1n))
})

test('polled networks show new blocks too', async ({ page }) => {
  await page.goto('/sharded/live')
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 })
  const first = await topHeight(page)
  await expect.poll(() => topHeight(page), { timeout: 30_000 }).toBeGreaterThan(first)
  await expect(
    rows(page)
      .first()
      .getByRole('link', { name: /^\d+:\d+$/ })
      .first(),
  ).toBeVisible()
})

test('a network without a block operation says so plainly', async ({ page }) => {
  await page.goto('/exchange/live')
  await expect(page.getByTestId('live-unsupported')).toContainText('cannot be followed')
})

test('VM event and transfer streams keep their filters in the URL', async ({ page }) => {
  // Devnet's VM makes a native transfer in about one 3 s block of three: ten blocks in a row without one happen
  // (~1.4 % of 30 s windows), twenty almost never.
  test.setTimeout(120_000)
  await page.goto('/vm/live?stream=transfer')
  await expect(page.getByRole('heading', { name: 'Transfers' })).toBeVisible()
  await expect(page.getByTestId('live-log').first()).toBeVisible({ timeout: 60_000 })
  const sender = '0x' + 'ab'.repeat(20)
  await page.getByLabel('Sender').fill(sender)
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(new RegExp(`stream=transfer&sender=${sender}`))
  await expect(page.getByLabel('Sender')).toHaveValue(sender)
  await page.goto('/vm/live?stream=event&t0=0x12')
  await expect(page.getByRole('alert').filter({ hasText: 't0:' })).toContainText('32-byte hex topic')
})

test('home page strip shows the newest block of the VM ledger', async ({ page }) => {
  await page.goto('/')
  const cell = page.getByTestId('strip-vm')
  await expect(cell.getByRole('link', { name: /^\d{1,3}(,\d{3})*$/ })).toBeVisible({ timeout: 30_000 })
  const h = BigInt((await cell.getAttribute('data-height')) ?? '0')
  await expect
    .poll(async () => BigInt((await cell.getAttribute('data-height')) ?? '0'), { timeout: 20_000 })
    .toBeGreaterThan(h)
})
