import { expect, test, type Page } from '@playwright/test'
import { panelLoaded } from './helpers'

/** Networks whose gateways list blocks and look up transactions: the overview leads to a transaction and its sender. */
const WITH_TXS = [
  { network: 'hub', tx: /^[0-9A-F]{64}$/ },
  { network: 'staking', tx: /^[0-9A-F]{64}$/ },
  { network: 'platform', tx: /^[0-9A-F]{64}$/ },
  { network: 'vm', tx: /^0x[0-9a-f]{64}$/ },
  { network: 'sharded', tx: /^[0-9a-f]{64}$/ },
  { network: 'ledger', tx: /^[A-Z2-7]{52}$/ },
] as const

/** The overview with at least one recent transaction (devnet leaves some blocks empty: a later render has more). */
async function firstRecentTx(page: Page, network: string) {
  const rows = page.locator('[data-section="recent-txs"] tbody tr')
  await expect
    .poll(
      async () => {
        if ((await rows.count()) > 0) return true
        await page.reload()
        return false
      },
      { timeout: 45_000, intervals: [3_000] },
    )
    .toBe(true)
  await expect(page).toHaveURL(new RegExp(`/${network}$`))
  return rows.first()
}

for (const j of WITH_TXS) {
  test(`${j.network}: overview → a recent transaction → its sender's account → back, by clicking`, async ({ page }) => {
    await page.goto(`/${j.network}`)
    await expect(page.locator('[data-stat]').first()).toBeVisible()
    // Figures carry units, never raw JSON; recent blocks link to their pages.
    await expect(page.locator('main')).not.toContainText('{"')
    await expect(
      page.locator('[data-section="recent-blocks"] tbody tr').first().locator(`a[href^="/${j.network}/blocks/"]`),
    ).toBeVisible()

    const row = await firstRecentTx(page, j.network)
    const sender = row.locator('[data-role="from"] a').first()
    const senderHref = await sender.getAttribute('href')
    expect(senderHref).toMatch(new RegExp(`^/${j.network}/accounts/`))
    const txLink = row.locator(`a[href^="/${j.network}/txs/"]`).first()
    const txHref = (await txLink.getAttribute('href'))!
    await txLink.click()

    await expect(page).toHaveURL(new RegExp(`${txHref}$`))
    await expect(page.locator('h1')).toHaveText(j.tx)
    const tx = await panelLoaded(page, 'tx')
    await expect(tx.getByRole('alert')).toHaveCount(0)
    await tx.locator(`a[href="${senderHref}"]`).first().click()

    await expect(page).toHaveURL(new RegExp(`${senderHref}$`))
    await expect(page.locator('h1')).toHaveText(decodeURIComponent(senderHref!.split('/').at(-1)!))
    await panelLoaded(page, 'account')

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${txHref}$`))
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/${j.network}$`))
    await expect(page.locator('[data-section="recent-txs"]')).toBeVisible()
  })
}

for (const network of ['exchange', 'classic'] as const) {
  test(`${network}: no block or transaction queries; the overview shows its head and says why it lists none`, async ({
    page,
  }) => {
    await page.goto(`/${network}`)
    await expect(page.locator('[data-stat="Height"]')).toContainText(/\d/)
    await expect(page.locator('[data-section="recent-blocks"]')).toContainText('offers no block queries')
    await expect(page.locator('[data-section="recent-txs"]')).toContainText('offers no block or transaction queries')
    await expect(page.locator('main')).not.toContainText('{"')
  })
}

test('Platform: validators by name with power, commission and status; sortable; a validator page with its self-delegation account', async ({
  page,
}) => {
  await page.goto('/platform')
  const top = page.locator('[data-section="validators"]')
  await expect(top.locator('tbody tr')).toHaveCount(10)
  // Monikers, not JSON; voting power in PLAT with its share.
  await expect(top.locator('tbody tr').first()).toContainText(/PLAT/)
  await expect(top.locator('tbody tr').first()).toContainText(/%/)
  await expect(top).not.toContainText('{')
  await top.getByRole('link', { name: /All \d+ validators/ }).click()
  await expect(page).toHaveURL(/\/platform\/validators$/)
  const rows = page.locator('tbody tr')
  expect(await rows.count()).toBeGreaterThan(10)

  await page.getByRole('link', { name: /^Commission/ }).click()
  await expect(page).toHaveURL(/sort=commission&dir=asc/)
  const rates = await page.locator('tbody tr td:nth-child(4)').allInnerTexts()
  const nums = rates.map((r) => Number(r.replace('%', '')))
  expect(nums).toEqual([...nums].sort((a, b) => a - b))

  const first = rows.first().locator('a[href^="/platform/validators/"]')
  const name = await first.innerText()
  await first.click()
  await expect(page).toHaveURL(/\/platform\/validators\/platvaloper1/)
  await expect(page.locator('h2').first()).toContainText(name)
  await expect(page.locator('[data-section="validator"]')).toContainText('Commission')
  await expect(page.locator('[data-section="delegations"] tbody tr').first()).toBeVisible()
  await page.locator('[data-section="operator"] a[href^="/platform/accounts/plat1"]').first().click()
  await expect(page).toHaveURL(/\/platform\/accounts\/plat1/)
  await panelLoaded(page, 'account')
})

test('a validator page for a malformed or unknown operator says so; networks without staking queries have none', async ({
  page,
}) => {
  await page.goto('/platform/validators/plat1notvaloper')
  await expect(page.locator('main [role=alert]')).toContainText('not a Platform validator operator address')
  // The Hub's gateway has no staking module: no validator pages at all, and no link to them.
  expect((await page.goto('/hub/validators'))?.status()).toBe(404)
  expect((await page.goto('/hub/validators/hubvaloper1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq'))?.status()).toBe(
    404,
  )
  await page.goto('/hub')
  await expect(page.locator('nav a[href="/hub/validators"]')).toHaveCount(0)
})

test('an overview shows its times without constructing an Intl.DateTimeFormat (ICU data costs tens of ms)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { dateFormats: number }
    w.dateFormats = 0
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        w.dateFormats++
        return Reflect.construct(target, args) as Intl.DateTimeFormat
      },
    })
  })
  await page.goto('/hub')
  // Ages are shown once the page has hydrated and its clock has ticked: every time is written by then.
  const age = page.locator('[data-section="recent-blocks"] time').first()
  await expect(age).toHaveText(/\d+s ago|\d+m/)
  await expect(age).not.toHaveClass(/invisible/)
  await expect(age).toHaveAttribute('title', /^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d\d:\d\d:\d\d UTC([+-][\d:]+)? \(/)
  expect(await page.evaluate(() => (window as unknown as { dateFormats: number }).dateFormats)).toBe(0)
})

test('the scripts an overview starts with carry V8’s compile hint, in their brotli twins too', async ({ page }) => {
  await page.goto('/hub')
  const scripts = await page.evaluate(async () => {
    const srcs = [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .filter((s) => !s.noModule)
      .map((s) => s.src)
    return Promise.all(
      srcs.map(async (src) => {
        const r = await fetch(src, { cache: 'no-store' })
        return { src, encoding: r.headers.get('content-encoding'), head: (await r.text()).slice(0, 40) }
      }),
    )
  })
  expect(scripts.length).toBeGreaterThan(3)
  for (const s of scripts) {
    expect(s.head, s.src).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/)
    // A twin made before the hint would be older than its script and not served: Next's gzip would answer.
    expect(s.encoding, s.src).toBe('br')
  }
})

test('the recent blocks table stays inside its card at 1366 px once its ages widen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/hub')
  const section = page.locator('[data-section="recent-blocks"]')
  await expect(section.locator('time').first()).not.toHaveClass(/invisible/)
  // A view some minutes old (a cached copy before it refreshes): the widest age the clock writes under an hour.
  const widths = await section.evaluate((s) => {
    for (const t of s.querySelectorAll('time')) t.textContent = '59 min 59 s ago'
    const table = s.querySelector('table')!
    return { table: table.getBoundingClientRect().width, box: table.parentElement!.clientWidth }
  })
  expect(widths.table).toBeLessThanOrEqual(widths.box + 1)
})
