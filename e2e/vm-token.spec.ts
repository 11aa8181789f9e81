import { expect, test, type Page } from '@playwright/test'
import { panelLoaded, screens } from './helpers'

/**
 * The VM token page (issue 30): from a token transfer's transaction to the token (facts read through a simulated
 * call, in its own units), its transfers paged through the URL, and on to one of them; screenshots at desktop and
 * phone width in light and dark (test-results/), axe-clean and never wider than the screen.
 */
const NETWORK = 'vm'
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** A block some way below the head: log searches from there stay quick on a busy machine. */
async function recentBlock(page: Page): Promise<number> {
  const best = (await (await page.request.get(`/api/gw/${NETWORK}/blocks/best`)).json()) as { number: unknown }
  expect(typeof best.number, `the head: ${JSON.stringify(best)}`).toBe('number')
  return Math.max(0, Number(best.number) - 200)
}

/** The newest token Transfer devnet logged, found through the proxy (asked again while a just-started devnet is slow). */
async function latestTransfer(page: Page): Promise<{ tx: string; token: string }> {
  let log: { address: string; meta: { txID: string } } | undefined
  await expect(async () => {
    const r = await page.request.post(`/api/gw/${NETWORK}/logs/event`, {
      data: {
        criteriaSet: [{ topic0: TRANSFER }],
        range: { unit: 'block', from: await recentBlock(page) },
        options: { offset: 0, limit: 1 },
        order: 'desc',
      },
    })
    expect(r.status(), `the log filter answers: ${await r.text()}`).toBe(200)
    ;[log] = (await r.json()) as (typeof log)[]
  }).toPass({ timeout: 60_000 })
  expect(log, 'a token transfer on devnet').toBeTruthy()
  return { tx: log!.meta.txID, token: log!.address.toLowerCase() }
}

test('token transfer → token → its transfers, paged → one of them', async ({ page }, info) => {
  test.setTimeout(180_000)
  const { tx, token } = await latestTransfer(page)
  await page.goto(`/${NETWORK}/txs/${tx}`)
  const moves = page.locator('section#decoded').getByTestId('token-movement').first()
  await expect(moves).toContainText(/Transfer\s*[\d,.]+\s*DCT/, { timeout: 20_000 })

  // The token's symbol links to its token page.
  await moves.getByRole('link', { name: 'DCT', exact: true }).last().click()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/tokens/${token}$`), { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(token)
  await expect(page.getByText(/· Token$/)).toBeVisible()
  const facts = await panelLoaded(page, 'token')
  await expect(facts).toContainText('Devnet Contract Token')
  await expect(facts).toContainText('DCT')
  await expect(facts).toContainText('18')
  // 10^27 base units at 18 decimals, in display units.
  await expect(facts).toContainText('1,000,000,000 DCT')
  // Holders as the index sums its recorded Transfer events, largest first, with the heights that covers.
  const holders = await panelLoaded(page, 'holders')
  await expect(holders.getByTestId('holders-basis')).toContainText(
    /summed from the index’s history since height [\d,]+/,
    {
      timeout: 90_000,
    },
  )
  await expect(holders.getByTestId('token-holder').first()).toContainText(/DCT/)
  await expect(holders.getByTestId('token-holder').first().locator('a[href^="/vm/accounts/0x"]')).toHaveCount(1)

  const transfers = await panelLoaded(page, 'transfers')
  const rows = transfers.locator('tbody tr')
  await expect(rows).toHaveCount(25)
  await expect(rows.first()).toContainText(/DCT/)
  await screens(page, 'vm-token', (f) => info.outputPath(f))

  // The next page is in the URL; back returns to the first.
  const first = (await rows.first().locator('a[href*="/txs/"]').first().getAttribute('href'))!
  await transfers.getByRole('link', { name: 'Next →' }).click()
  await expect(page).toHaveURL(/transfers\.c=25/, { timeout: 20_000 })
  await expect(transfers.getByText('Page 2')).toBeVisible()
  await expect(rows.first().locator('a[href*="/txs/"]').first()).not.toHaveAttribute('href', first)
  const picked = rows.first().locator('a[href*="/txs/"]').first()
  const href = (await picked.getAttribute('href'))!
  await picked.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 20_000 })
  // The transfer's transaction shows it as a movement of the same token.
  await expect(page.locator('section#decoded').getByTestId('token-movement').first()).toContainText(/DCT/, {
    timeout: 20_000,
  })
  await page.goBack()
  await expect(page).toHaveURL(/transfers\.c=25/)
})

test('a token contract’s account page links its token page; other addresses say why they have none', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const { token } = await latestTransfer(page)
  // The account page reads the token's views within the page's deadline; on a busy machine it may miss it once.
  await expect(async () => {
    await page.goto(`/${NETWORK}/accounts/${token}`)
    await expect(page.getByTestId('account-token')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await expect(page.getByTestId('account-token')).toContainText('Devnet Contract Token (DCT)')
  await page.getByTestId('account-token').getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/tokens/${token}$`), { timeout: 20_000 })
  // The log search links a token standard's event to the token that emitted it.
  const logs = `/${NETWORK}/logs?topic0=${TRANSFER}&from=${await recentBlock(page)}`
  // The search runs within the page's deadline; on a busy machine it may miss it once.
  await expect(async () => {
    await page.goto(logs)
    const results = page.getByRole('region', { name: /Events 1–25/ })
    await expect(results.locator(`a[href="/${NETWORK}/tokens/${token}"]`).first()).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })

  await page.goto(`/${NETWORK}/tokens/0x123`)
  await expect(page.locator('main').getByRole('alert')).toContainText('0x followed by 40 hexadecimal digits')
  const plain = `0x${'0'.repeat(39)}1`
  // Said once the page read the address's views in time (else its panels say it, as on a gateway fault).
  await expect(async () => {
    await page.goto(`/${NETWORK}/tokens/${plain}`)
    await expect(page.locator('main').getByRole('alert')).toContainText('Not a token contract', { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await page.locator('main').getByRole('alert').getByRole('link', { name: 'Its account page' }).click()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/accounts/${plain}$`), { timeout: 20_000 })
})

test('the overview reads a token transfer in the token’s unit, linked to the token page', async ({ page }) => {
  // Nearly half of devnet's VM transactions move the token: a window of recent ones holds one within a reload or two.
  await expect(async () => {
    await page.goto('/vm')
    const unit = page.locator('[data-section="recent-txs"]').getByRole('link', { name: 'DCT', exact: true }).first()
    await expect(unit).toBeVisible({ timeout: 5000 })
    await expect(unit).toHaveAttribute('href', /^\/vm\/tokens\/0x[0-9a-f]{40}$/)
  }).toPass({ timeout: 60_000, intervals: [2000, 4000] })
})

test('an account’s indexed activity shows a token transfer in the token’s units, linked to its page', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { token } = await latestTransfer(page)
  // An account the index saw receive the token (the holders route sums the index's Transfer events).
  let holder: string | undefined
  await expect(async () => {
    const r = await page.request.get(`/api/history/${NETWORK}/tokens/${token}/holders`)
    const body = (await r.json()) as { rows?: { address: string }[] }
    holder = body.rows?.[0]?.address
    expect(holder, `an indexed holder: ${JSON.stringify(body).slice(0, 200)}`).toBeTruthy()
  }).toPass({ timeout: 90_000, intervals: [2000] })
  // Its token transfers only (the filter is in the URL), so the row is on the first page whatever else it did.
  await page.goto(`/${NETWORK}/accounts/${holder}?${new URLSearchParams({ 'activity.type': 'Token transfer' })}`)
  const activity = await panelLoaded(page, 'activity')
  const moved = activity.getByTestId('activity-row').filter({ hasText: 'Token transfer' }).first()
  await expect(moved).toContainText(/[\d,.]+ DCT/, { timeout: 30_000 })
  await expect(moved).not.toContainText('token 0x')
  await expect(moved.getByRole('link', { name: 'DCT', exact: true })).toHaveAttribute(
    'href',
    `/${NETWORK}/tokens/${token}`,
  )
})
