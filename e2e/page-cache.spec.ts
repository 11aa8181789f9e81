import { expect, test, type Browser, type Page } from '@playwright/test'

/**
 * The page cache (lib/page-cache) end to end in Chromium: public pages are shared renders, yet
 * - a second client never receives the first client's session state: one client unlocks a wallet in the KMD console
 *   and browses; another, without a session, gets the same public pages and a locked console, and no byte of the
 *   first client's session id;
 * - every answer carries a nonce of its own that matches its CSP, and pages served from the cache hydrate (the
 *   browser asks for gzip, so the spliced gzip body is what it reads).
 */

const DEFAULT_WALLET = 'unencrypted-default-wallet'

async function unlockDefault(page: Page) {
  await page.goto('/kmd')
  const row = page.getByTestId(`wallet-${DEFAULT_WALLET}`)
  await row.getByRole('button', { name: 'Unlock' }).click()
  await row.getByRole('button', { name: 'Unlock wallet' }).click()
  await expect(page.getByTestId('unlocked-wallet')).toHaveText(DEFAULT_WALLET, { timeout: 30_000 })
}

/** Load `path` in a page and return its document answer's headers and body. */
async function visit(page: Page, path: string) {
  const res = await page.goto(path)
  expect(res?.status()).toBe(200)
  return { headers: await res!.allHeaders(), body: await res!.text() }
}

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

async function client(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

test('a second client never receives the first client’s session state', async ({ browser }) => {
  test.setTimeout(90_000)
  const a = await client(browser)
  await unlockDefault(a.page)
  const sid = (await a.context.cookies()).find((c) => c.name === 'kmd_sid')?.value
  expect(sid).toBeTruthy()
  // A browses in a second tab, so its console (which releases the session when left) stays open and unlocked.
  const aBrowsing = await a.context.newPage()
  const seenByA = [await visit(aBrowsing, '/'), await visit(aBrowsing, '/ledger')]
  for (const r of seenByA) expect(r.headers['x-page-cache']).toMatch(/^(hit|stale|miss|wait)$/)

  const b = await client(browser)
  const seenByB = [await visit(b.page, '/'), await visit(b.page, '/ledger')]
  for (const r of seenByB) {
    expect(r.headers['x-page-cache']).toMatch(/^(hit|stale|miss|wait)$/)
    expect(r.headers['set-cookie']).toBeUndefined()
    expect(r.body).not.toContain(sid!)
  }
  for (const r of seenByA) expect(r.body).not.toContain(sid!)
  expect(await b.context.cookies()).toEqual([])
  // The console is never shared: B's is locked while A's session is alive.
  const kmd = await b.page.goto('/kmd')
  expect(kmd?.headers()['x-page-cache']).toBeUndefined()
  await expect(b.page.getByTestId('locked')).toBeVisible()
  await expect(a.page.getByTestId('unlocked-wallet')).toHaveText(DEFAULT_WALLET)
  const status = await a.page.request.post('/api/kmd/status', {
    data: {},
    headers: { origin: new URL(a.page.url()).origin },
  })
  expect((await status.json()).session).toBeTruthy()
  await a.context.close()
  await b.context.close()
})

test('every answer from the cache has its own nonce, and the page hydrates with it', async ({ browser }) => {
  const pages = [await client(browser), await client(browser)]
  const violations: string[] = []
  for (const p of pages)
    p.page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
  const answers = []
  for (const p of pages) answers.push(await visit(p.page, '/hub'))
  const nonces = answers.map((r) => nonceOf(r.headers['content-security-policy']))
  expect(nonces[0]).toBeTruthy()
  expect(nonces[0]).not.toBe(nonces[1])
  answers.forEach((r, i) => {
    expect(r.body).toContain(`nonce="${nonces[i]}"`)
    expect(r.body).not.toContain(nonces[1 - i]!)
  })
  expect(answers.some((r) => r.headers['x-page-cache'] !== 'miss')).toBe(true)
  for (const p of pages) {
    // Ages are written by the browser only: once scripts ran, the "fetched … ago" labels show.
    await expect(p.page.locator('time:not(.invisible)').first()).toBeVisible({ timeout: 20_000 })
    await p.context.close()
  }
  expect(violations).toEqual([])
})

test('a stale copy of an overview is never labelled Live, catches up at once, and a reload never goes back', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const hubHead = async () =>
    BigInt(
      (
        (await (await request.get('/api/gw/hub/sdk/base/consensus/v1beta1/blocks/latest')).json()) as {
          block: { header: { height: string } }
        }
      ).block.header.height,
    )
  const firstRow = (page: Page) =>
    page.locator('[data-section="recent-blocks"] tbody tr a[href^="/hub/blocks/"]').first()
  const heightIn = async (page: Page) => BigInt((await firstRow(page).innerText()).replace(/,/g, ''))

  const a = await client(browser)
  await visit(a.page, '/hub')
  const rendered = await heightIn(a.page)
  await a.context.close()
  // Three blocks later the copy is stale, and is still what the next visitor is first served.
  await expect.poll(hubHead, { timeout: 40_000 }).toBeGreaterThanOrEqual(rendered + 3n)

  const b = await client(browser)
  // What the badge says beside the newest row, every time either changes, from the first paint on.
  await b.page.addInitScript(() => {
    const seen: [string, string][] = []
    ;(window as unknown as { seen: typeof seen }).seen = seen
    const note = () => {
      const state = document.querySelector('[data-live]')?.getAttribute('data-live') ?? ''
      const row =
        document.querySelector('[data-section="recent-blocks"] tbody tr a[href^="/hub/blocks/"]')?.textContent ?? ''
      const last = seen.at(-1)
      if (!last || last[0] !== state || last[1] !== row) seen.push([state, row])
    }
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
  })
  const start = Date.now()
  const loadedAtHead = await hubHead()
  const res = await b.page.goto('/hub')
  expect(res?.headers()['x-page-cache']).toBe('stale')
  const badge = b.page.locator('[data-live]')
  await expect(badge).toHaveAttribute('data-live', 'live', { timeout: 10_000 })
  await expect
    .poll(async () => (await hubHead()) - (await heightIn(b.page)), { timeout: 10_000 })
    .toBeLessThanOrEqual(2n)
  // Caught up within a few seconds of load, not after the 15 s quiet period a current view waits.
  expect(Date.now() - start).toBeLessThan(12_000)
  const seen = await b.page.evaluate(() => (window as unknown as { seen: [string, string][] }).seen)
  const heightOf = (row: string) => BigInt(row.replace(/,/g, '') || '0')
  // The first paint is the stale copy (rendered when an earlier visit asked, blocks before this one).
  const firstPaint = heightOf(seen.find(([, row]) => row)?.[1] ?? '')
  expect(firstPaint, JSON.stringify(seen)).toBeGreaterThanOrEqual(rendered)
  expect(firstPaint + 2n, JSON.stringify(seen)).toBeLessThanOrEqual(loadedAtHead)
  // Never "Live" beside it.
  expect(
    seen.filter(([state, row]) => state === 'live' && heightOf(row) <= firstPaint),
    JSON.stringify(seen),
  ).toEqual([])
  expect(
    seen.some(([state]) => state === 'behind'),
    JSON.stringify(seen),
  ).toBe(true)

  // A reload never shows an older view than the one on screen.
  const before = await heightIn(b.page)
  const again = await b.page.reload()
  expect(again?.headers()['x-page-cache']).not.toBe('stale')
  expect(await heightIn(b.page)).toBeGreaterThanOrEqual(before)
  await b.context.close()
})
