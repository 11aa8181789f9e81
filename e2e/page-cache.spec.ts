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
