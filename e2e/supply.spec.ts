import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { parseCsv } from '../lib/supply/csv'
import { noHorizontalScroll, seriousViolations } from './helpers'

const CHARTS = [
  'feed-totals',
  'feed-shares',
  'history-figures',
  'history-share',
  'denoms-top',
  'staking-pool',
  'treasury-rates-chart',
  'treasury-tax-proceeds',
  'treasury-tax-caps',
  'economics-metrics',
  'ledger-supply',
]

/** The sampler writes every few seconds on devnet: wait until the history has at least `n` points. */
async function waitForSamples(page: Page, n: number) {
  await expect
    .poll(
      async () => {
        const r = await page.request.get('/api/supply/history?range=1h')
        const body = (await r.json()) as { series: { points: { values: Record<string, string | null> }[] } }
        return body.series.points.filter((p) => p.values['supply.total'] !== null).length
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(n)
}

/** The table view's cells as the CSV writes them: thousands separators and the empty-cell dash removed. */
async function tableCells(card: Locator): Promise<string[][]> {
  const table = card.locator('table[data-chart-table]')
  const head = await table.locator('thead th').allTextContents() // textContent: the header is uppercased by CSS only
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')))
  const clean = (s: string) =>
    s.trim() === '—' ? '' : /^-?[\d,]+(\.\d+)?$/.test(s.trim()) ? s.trim().replace(/,/g, '') : s.trim()
  return [head.map((h) => h.trim()), ...rows.map((r) => r.map(clean))]
}

async function downloadCsv(page: Page, card: Locator): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /Download CSV/ }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^supply-.*\.csv$/)
  return parseCsv(await readFile((await download.path())!, 'utf8'))
}

test('the supply dashboard renders every chart on devnet', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await waitForSamples(page, 2)
  await page.goto('/supply')
  for (const id of CHARTS) {
    const chart = page.locator(`[data-chart="${id}"]`)
    await expect(chart.locator('svg.recharts-surface:not([aria-label$="legend icon"])'), id).toBeVisible({
      timeout: 20_000,
    })
  }
  await expect(page.locator('[data-chart="feed-totals"] .recharts-bar-rectangle').first()).toBeVisible()
  await expect(page.locator('[data-chart="history-figures"] .recharts-line-curve').first()).toBeAttached()
  await expect(page.locator('[data-chart="staking-pool"] .recharts-pie-sector').first()).toBeVisible()
  // Token C: no invented total.
  await expect(page.locator('[data-chart="feed-totals"]')).toContainText('no total is published')
  expect(errors).toEqual([])
})

test('the range and token selectors change the URL and the series', async ({ page }) => {
  await waitForSamples(page, 2)
  await page.goto('/supply')
  const history = page.locator('#history')
  const card = page.locator('[data-chart="history-figures"]')
  await expect(card).toContainText('over 1 h')

  const next = page.waitForResponse((r) => r.url().includes('/api/supply/history?range=24h') && r.ok())
  await history.getByRole('navigation', { name: 'Time range' }).getByRole('link', { name: '24 h' }).click()
  const body = (await (await next).json()) as { series: { from: number; to: number } }
  await expect(page).toHaveURL(/[?&]range=24h/)
  expect(body.series.to - body.series.from).toBe(86_400_000)
  await expect(card).toContainText('over 24 h')
  await expect(history.getByRole('link', { name: '24 h' })).toHaveAttribute('aria-current', 'true')
  // The range reaches back before the first sample (the app started minutes ago): the chart says so in words.
  await expect(card.getByTestId('history-starts')).toContainText('No samples before')
  // Every tick label on both axes is distinct (no "17:59 17:59 18:00", no "17.88 17.88").
  for (const axis of ['xAxis', 'yAxis']) {
    // Recharts 3 draws tick labels in a layer of their own, `recharts-<axis>-tick-labels`.
    const ticks = card.locator(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`)
    await expect(ticks.first()).toBeAttached()
    const labels = await ticks.allTextContents()
    expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length)
  }

  // The token changes which figures are plotted (and the URL keeps both choices).
  await card.getByRole('button', { name: 'Table' }).click()
  const mainCells = await tableCells(card)
  await history.getByRole('navigation', { name: 'Figures' }).getByRole('link', { name: 'Token C' }).click()
  await expect(page).toHaveURL(/range=24h&token=tokenC/)
  await expect(card).toContainText('Token C: circulating over 24 h')
  await card.getByRole('button', { name: 'Table' }).click()
  const cCells = await tableCells(card)
  expect(cCells[0]).toEqual(['Time (UTC)', 'Circulating (whole tokens)']) // no total column for token C
  expect(cCells.slice(1).map((r) => r[1])).not.toEqual(mainCells.slice(1).map((r) => r[1]))
  await expect(page.locator('#history')).toContainText('publishes no total supply')

  // Cross-network figures are sampled too: the Platform staking pool and its bonded share.
  await history
    .getByRole('navigation', { name: 'Figures' })
    .getByRole('link', { name: 'Platform staking pool' })
    .click()
  await expect(page).toHaveURL(/range=24h&token=platform/)
  await expect(page.locator('[data-chart="history-share"]')).toContainText(
    'Platform staking pool: bonded share over 24 h',
  )

  // A shared link restores the state on the server render.
  await page.goto('/supply?range=7d&token=tokenB#history')
  await expect(page.locator('[data-chart="history-figures"]')).toContainText('Token B: circulating and total over 7 d')
  await expect(page.locator('#history').getByRole('link', { name: '7 d' })).toHaveAttribute('aria-current', 'true')
  await page.goto('/supply?range=all#history')
  await expect(page.locator('[data-chart="history-figures"]')).toContainText(
    'Main token: circulating and total since the first sample',
  )
})

test('CSV downloads hold exactly what the table shows', async ({ page }) => {
  // Keep the live feed still while the table and the file are compared.
  await page.route('**/api/supply/feed', (route) => route.abort())
  await page.goto('/supply')
  for (const id of ['feed-totals', 'feed-shares', 'staking-pool', 'denoms-top', 'ledger-supply']) {
    const card = page.locator(`[data-chart="${id}"]`)
    await card.getByRole('button', { name: 'Table' }).click()
    const shown = await tableCells(card)
    expect(shown.length, id).toBeGreaterThan(1)
    expect(await downloadCsv(page, card), id).toEqual(shown)
  }
})

test('a failing figure shows on the feed panel only, next to the figures that did answer', async ({ page }) => {
  await page.clock.install()
  await page.goto('/supply')
  await expect(page.locator('[data-chart="feed-totals"] .recharts-bar-rectangle').first()).toBeVisible()
  await page.route('**/api/supply/feed', async (route) => {
    const live = (await (await route.fetch()).json()) as { fetchedAt: number; results: Record<string, unknown> }
    live.results['supply.totalTokenB'] = { error: '500 upstream_error: injected fault' }
    await route.fulfill({ json: live })
  })
  const alert = page.locator('#feed').getByRole('alert')
  // The feed's next refresh. It joins a fetch already in flight (the one on load, when the served figures were
  // stale), which went out before the fault was routed: then it is the refresh after that one that carries the fault.
  await expect(async () => {
    await page.clock.fastForward(16_000)
    await expect(alert).toContainText(/Token B total supply: the gateway failed \(HTTP 500\): injected fault/, {
      timeout: 4_000,
    })
  }).toPass({ timeout: 30_000 })
  await expect(page.locator('[data-chart="feed-totals"] .recharts-bar-rectangle').first()).toBeVisible()
  for (const id of ['history', 'denoms', 'staking', 'economics', 'ledger'])
    await expect(page.locator(`#${id}`).getByRole('alert')).toHaveCount(0)
})

test('the denomination state is in the URL and looks up supply by denomination', async ({ page }) => {
  await page.goto('/supply?network=hub#denoms')
  const denoms = page.locator('#denoms')
  await denoms.getByRole('link', { name: 'HUB', exact: true }).click()
  await expect(page).toHaveURL(/\/supply\?denom=uhub#denoms$/) // hub is the default network: left out
  // Read in its unit (HUB), not the base denomination.
  await expect(page.locator('[data-supply-of="uhub"]')).toContainText(/Supply of HUB .*: [\d,]+(\.\d+)? HUB/)
  await denoms.getByRole('navigation', { name: 'Network' }).getByRole('link', { name: 'Platform' }).click()
  await expect(page).toHaveURL(/\/supply\?network=platform#denoms$/)
  await expect(page.locator('#denoms')).toContainText('Total supply by denomination: Platform')
})

test('a network overview links to its part of the dashboard', async ({ page }) => {
  await page.goto('/platform')
  await page.getByRole('navigation', { name: 'Platform sections' }).getByRole('link', { name: 'Supply' }).click()
  await expect(page).toHaveURL(/\/supply\?network=platform#staking$/)
  await expect(page.locator('#staking')).toBeVisible()
  await page.goto('/classic')
  await page.getByRole('navigation', { name: 'Classic sections' }).getByRole('link', { name: 'Supply' }).click()
  await expect(page).toHaveURL(/\/supply#treasury$/)
  await expect(page.locator('#treasury')).toBeVisible()
})

for (const scheme of ['light', 'dark'] as const) {
  test(`supply dashboard: no serious axe violations, charts and table views (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/supply')
    await expect(page.locator('[data-chart="ledger-supply"] .recharts-pie-sector').first()).toBeVisible({
      timeout: 20_000,
    })
    const serious = () => seriousViolations(page)
    expect(await serious()).toEqual([])
    await page.locator('[data-chart="feed-totals"]').getByRole('button', { name: 'Table' }).click()
    await page.locator('[data-chart="history-figures"]').getByRole('button', { name: 'Table' }).click()
    expect(await serious()).toEqual([])
  })
}

test('supply dashboard at 375 px: no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/supply')
  await expect(page.locator('[data-chart="ledger-supply"] .recharts-pie-sector').first()).toBeVisible({
    timeout: 20_000,
  })
  await noHorizontalScroll(page)
})
