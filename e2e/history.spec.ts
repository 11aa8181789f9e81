import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { checkBothSchemes, panelLoaded } from './helpers'

/** Networks whose gateway serves blocks and transactions: the explorer indexes them. */
const INDEXED = ['hub', 'staking', 'platform', 'vm', 'sharded', 'ledger'] as const
/** Its gateway offers neither: the Activity panel says so. (Classic offers neither, nor any account query: no page.) */
const NOT_INDEXED = { exchange: 'exch' } as const

/**
 * A recent transaction of an overview whose sender already has more than a page of indexed history (so its
 * Activity table has a next page): the rows in order, the overview reloaded until one qualifies.
 */
async function recentTx(page: Page, network: string) {
  let found: { hash: string; from: string } | undefined
  await expect(async () => {
    await page.goto(`/${network}`)
    const rows = page.locator('[data-section="recent-txs"] tr[data-tx]')
    await expect(rows.first()).toBeVisible({ timeout: 10_000 })
    for (const row of await rows.all()) {
      const hash = (await row.getAttribute('data-tx'))!
      const from = await row.locator('[data-role="from"] a[href*="/accounts/"]').first().getAttribute('href')
      if (!from) continue
      const address = from.split('/accounts/')[1]!
      const r = await page.request.get(`/api/history/${network}/accounts/${address}?limit=11`)
      if (r.ok() && ((await r.json()) as { rows: unknown[] }).rows.length === 11) {
        found = { hash, from }
        return
      }
    }
    throw new Error('no recent sender with more than ten indexed transactions yet')
  }).toPass({ timeout: 90_000, intervals: [3000, 5000] })
  return { row: page.locator(`[data-section="recent-txs"] tr[data-tx="${found!.hash}"]`), ...found! }
}

/** Reload until the Activity table lists the transaction (the index follows the head within a block or two). */
async function activityLists(page: Page, hash: string) {
  await expect(async () => {
    await page.reload()
    const panel = await panelLoaded(page, 'activity')
    await expect(panel.locator(`[data-testid="activity-row"][data-hash="${hash}"]`)).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 60_000, intervals: [1000, 2000, 3000] })
}

for (const network of INDEXED) {
  test(`${network}: overview → recent transaction → its sender → the Activity table lists it → next page → CSV`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const { row, hash, from } = await recentTx(page, network)
    await row.locator('a[href*="/txs/"]').first().click()
    await expect(page).toHaveURL(new RegExp(`/${network}/txs/`), { timeout: 20_000 })
    const sender = page.locator(`main a[href="${from}"]`).first()
    await expect(sender).toBeVisible({ timeout: 20_000 })
    await sender.click()
    await expect(page).toHaveURL(new RegExp(`${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), { timeout: 20_000 })
    await activityLists(page, hash)
    const panel = page.locator('section#activity')
    await expect(panel.getByTestId('index-line')).toContainText(/Indexed up to (height|round) [\d,]+/)
    await checkBothSchemes(page, `${network} account`, 1280)

    // Ten per page, then the next page: other (older) transactions, the cursor in the URL.
    await panel.getByRole('link', { name: '10', exact: true }).click()
    await expect(page).toHaveURL(/activity\.n=10/)
    await expect(panel.locator('[data-testid="activity-row"]')).toHaveCount(10)
    await expect(panel.locator('a[rel="next"]')).toBeVisible()
    // The rows and the next link from one rendering (page 1 refreshes as the account moves).
    const { first, next } = await panel.evaluate((el) => ({
      first: [...el.querySelectorAll('[data-testid="activity-row"]')].map((r) => r.getAttribute('data-hash')),
      next: el.querySelector('a[rel="next"]')!.getAttribute('href')!,
    }))
    await page.goto(next)
    await expect(page).toHaveURL(/activity\.c=/)
    const rowsOf = () =>
      panel.locator('[data-testid="activity-row"]').evaluateAll((rs) => rs.map((r) => r.getAttribute('data-hash')))
    await expect(panel.locator('[data-testid="activity-row"]').first()).toBeVisible({ timeout: 20_000 })
    // Strictly older than the first page's last row: none of them was on it.
    expect((await rowsOf()).filter((h) => first.includes(h))).toEqual([])

    // The CSV of the account's history holds the transaction.
    const download = page.waitForEvent('download')
    await panel.getByTestId('activity-csv').click()
    const csv = await readFile((await (await download).path())!, 'utf8')
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toContain('amount_base_units')
    expect(lines.some((l) => l.includes(hash))).toBe(true)
  })
}

for (const [network, prefix] of Object.entries(NOT_INDEXED)) {
  test(`${network}: the Activity panel says why the network has no history`, async ({ page }) => {
    // Any well-formed address of the network (a 20-byte zero account).
    const { bech32 } = await import('@scure/base')
    const address = bech32.encode(prefix, bech32.toWords(new Uint8Array(20)))
    await page.goto(`/${network}/accounts/${address}`)
    const panel = await panelLoaded(page, 'activity')
    await expect(panel).toContainText('offers no block or transaction operation')
  })
}

test('classic: no account queries, so an account page is a 404 that says so, with no Activity panel', async ({
  page,
}) => {
  const { bech32 } = await import('@scure/base')
  const res = await page.goto(`/classic/accounts/${bech32.encode('clsc', bech32.toWords(new Uint8Array(20)))}`)
  expect(res?.status()).toBe(404)
  await expect(page.locator('h1')).toContainText(/not found/i)
  await expect(page.locator('section#activity')).toHaveCount(0)
})

test('a watched address raises a browser notification when devnet moves it', async ({ page, context }) => {
  test.setTimeout(120_000)
  // The page's notifications are recorded instead of shown (headless Chromium shows none).
  await context.addInitScript(() => {
    const notes: string[] = []
    ;(window as unknown as { __notes: string[] }).__notes = notes
    class Recorded {
      static permission = 'granted'
      static requestPermission = async () => 'granted'
      onclick: (() => void) | null = null
      constructor(title: string, opts?: { body?: string }) {
        notes.push(`${title} | ${opts?.body ?? ''}`)
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true })
  })
  // The sharded ledger's contract is called in every block of its shard: it moves within seconds.
  await page.goto('/sharded')
  const call = page.locator('[data-section="recent-txs"] tr[data-tx]', { hasText: 'Contract call' }).first()
  await expect(call).toBeVisible({ timeout: 30_000 })
  const contract = (await call.locator('[data-role="to"] a[href*="/accounts/"]').first().getAttribute('href'))!
  await page.goto(contract)
  const panel = await panelLoaded(page, 'activity')
  await panel.getByTestId('watch-button').click()
  await expect(panel.getByTestId('watch-button')).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/')
  const list = page.getByTestId('watch-list')
  await expect(list.getByTestId('watch-item')).toHaveCount(1)
  await list.getByTestId('watch-notify').click()
  await expect(list.getByTestId('watch-notify')).toHaveAttribute('aria-pressed', 'true')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __notes: string[] }).__notes), { timeout: 60_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Sharded ledger: .+ took part in a transaction \| Contract call/),
      ]),
    )
  // The watch list shows the contract's latest indexed transactions.
  await expect(list.getByTestId('watch-item').locator('a[href*="/sharded/txs/"]').first()).toBeVisible()
})
