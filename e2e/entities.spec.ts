import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { blockTxAccountByClicking, clickToBlockWithTxs, panelLoaded, reveal, screens } from './helpers'

/**
 * Entity pages on devnet's ledger (issue 30): an asset and an application, reached by clicking from a round, as a
 * person would; each page's panels read in words, and each page is screenshot at desktop and phone width in light
 * and dark (saved under test-results/), axe-clean and never wider than the screen.
 */
const NETWORK = 'ledger'

/** From round 1 on, the first round whose transactions link to an entity page of `kind` (`assets`, `applications`). */
async function roundLinkingTo(page: Page, kind: string) {
  for (let round = 1; round <= 40; round++) {
    await page.goto(`/${NETWORK}/blocks/${round}`)
    const links = (await panelLoaded(page, 'txs')).locator(`a[href^="/${NETWORK}/${kind}/"]`)
    if ((await links.count()) > 0) return links.first()
  }
  throw new Error(`no round of the first 40 links to ${kind}`)
}

test('round → asset → one of its holders → back: parameters in words, supply in units, holders as CSV', async ({
  page,
}, info) => {
  test.setTimeout(300_000)
  const link = await roundLinkingTo(page, 'assets')
  const id = (await link.getAttribute('href'))!.split('/').pop()!
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/assets/${id}$`))
  await expect(page.locator('h1')).toContainText(id)

  const asset = await panelLoaded(page, 'asset')
  await expect(asset.getByRole('alert')).toHaveCount(0)
  const unit = (await asset.locator('dt:text-is("Unit") + dd').innerText()).trim()
  expect(unit).toMatch(/^[A-Z0-9]{2,8}$/)
  // The total in display units with its unit (never base units), and each role address a link to its account.
  await expect(asset.locator('dt:text-is("Total supply") + dd')).toContainText(unit)
  for (const role of ['Creator', 'Manager', 'Reserve', 'Freeze', 'Clawback'])
    await expect(asset.locator(`dt:text-is("${role}") + dd a[href^="/${NETWORK}/accounts/"]`)).toHaveCount(1)
  const supply = await panelLoaded(page, 'supply')
  await expect(supply.locator('dt:text-is("Circulating") + dd')).toContainText(unit)

  const holders = await panelLoaded(page, 'holders')
  await expect(holders.locator('tbody tr').first()).toContainText(unit)
  const download = page.waitForEvent('download')
  await holders.getByRole('button', { name: 'CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`asset-${id}-holders-page-1.csv`)
  const csv = readFileSync((await file.path())!, 'utf8').split('\n')
  expect(csv[0]).toMatch(/^Holder,Amount/)
  // A row per holder on screen; amounts in the file as on the page (display units), not base units.
  expect(csv.filter((l) => l.trim()).length - 1).toBe(await holders.locator('tbody tr').count())
  expect(csv[1]).toContain(unit)

  await screens(page, `asset-${id}`, (f) => info.outputPath(f))

  const holder = holders.locator(`tbody a[href^="/${NETWORK}/accounts/"]`).first()
  const address = (await holder.innerText()).trim()
  await holder.click()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/accounts/`))
  await expect(page.locator('h1')).toContainText(address.replace(/…$/, ''))
  // Its address as a QR code to scan (the encoder loads on the click).
  await page.getByRole('button', { name: 'Show as QR code' }).click()
  await expect(page.getByRole('img', { name: /^QR code of / })).toBeVisible()
  // The holder's account lists the asset, linked back to its page.
  await expect((await panelLoaded(page, 'assets')).locator(`a[href="/${NETWORK}/assets/${id}"]`).first()).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/assets/${id}$`))
  await expect(await panelLoaded(page, 'asset')).toContainText(unit)
})

test('application → its global state → one of its calls → the state change before → after', async ({ page }, info) => {
  test.setTimeout(300_000)
  const link = await roundLinkingTo(page, 'applications')
  const id = (await link.getAttribute('href'))!.split('/').pop()!
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/applications/${id}$`))

  const app = await panelLoaded(page, 'app')
  await expect(app.locator(`dt:text-is("Application account") + dd a[href^="/${NETWORK}/accounts/"]`)).toHaveCount(1)
  await expect(app.locator('dt:text-is("Global storage") + dd')).toContainText(/\d+ numbers?, \d+ byte slices?/)

  // Global state decoded: the key `calls` as text, its value a number; the raw bytes only behind the switch.
  const state = await panelLoaded(page, 'state')
  const calls = state.locator('tbody tr', { hasText: /^calls/ })
  await expect(calls.locator('td').nth(1)).toHaveText('number')
  const total = Number((await calls.locator('td').nth(2).innerText()).trim())
  expect(total).toBeGreaterThan(1)
  await expect(state.getByText('Y2FsbHM=')).toHaveCount(0)
  await calls.getByRole('button', { name: 'bytes' }).click()
  await calls.getByRole('button', { name: 'Base64' }).click()
  await expect(calls.locator('code')).toHaveText('Y2FsbHM=')

  await panelLoaded(page, 'programs')
  await expect(page.locator('section#programs')).toContainText('SHA-512/256')
  await panelLoaded(page, 'boxes')
  await panelLoaded(page, 'logs')
  await screens(page, `application-${id}`, (f) => info.outputPath(f))

  // Its second call (oldest first): the call count it found is the one the first call left, and it adds one.
  const txs = await panelLoaded(page, 'txs')
  await txs.locator(`tbody tr`).nth(1).locator(`a[href^="/${NETWORK}/txs/"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/txs/`))
  const call = await panelLoaded(page, 'app')
  await expect(call.locator(`dt:text-is("Application") + dd a[href="/${NETWORK}/applications/${id}"]`)).toHaveCount(1)
  await expect(call.locator('dt:text-is("Action") + dd')).toHaveText(/^(call|opt in|close out|update|delete)/)
  const changes = await panelLoaded(page, 'state')
  const row = changes.locator('tbody tr', { hasText: 'calls' })
  const before = Number((await row.locator('td').nth(2).innerText()).trim())
  const after = Number((await row.locator('td').nth(3).innerText()).trim())
  expect(Number.isInteger(before)).toBe(true)
  expect(after).toBe(before + 1)
  await screens(page, `application-${id}-call`, (f) => info.outputPath(f))
})

test('entity pages refuse malformed ids in words and give unknown ones the 404 page', async ({ page }) => {
  await page.goto(`/${NETWORK}/assets/12abc`)
  await expect(page.locator('main [role=alert]')).toContainText('whole number')
  await page.goto(`/${NETWORK}/applications/0`)
  await expect(page.locator('main [role=alert]')).toContainText('whole number')
  const missing = await page.goto(`/${NETWORK}/assets/999999999`)
  expect(missing?.status()).toBe(404)
  // Another kind's network has no asset pages.
  const other = await page.goto('/hub/assets/1002')
  expect(other?.status()).toBe(404)
})

test('SDK: an account’s balance → its denomination → one of its holders, who holds it too', async ({ page }, info) => {
  test.setTimeout(300_000)
  await clickToBlockWithTxs(page, 'hub')
  await blockTxAccountByClicking(page, 'hub')
  const balances = await panelLoaded(page, 'balances')
  const unit = balances.locator('a[href^="/hub/denoms/"]').first()
  const href = (await unit.getAttribute('href'))!
  await unit.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  const supply = await panelLoaded(page, 'supply')
  await expect(supply.getByRole('alert')).toHaveCount(0)
  await expect(supply.locator(`dt:text-is("Total supply") + dd a[href="${href}"]`)).toHaveCount(1)
  const holders = await panelLoaded(page, 'holders')
  await expect(holders.locator('tbody tr').first()).toBeVisible()
  await screens(page, 'denomination', (f) => info.outputPath(f))
  await holders.locator('tbody a[href^="/hub/accounts/"]').first().click()
  await expect(page).toHaveURL(/\/hub\/accounts\//)
  await expect((await panelLoaded(page, 'balances')).locator(`a[href="${href}"]`).first()).toBeVisible()
})

/** From a sharded transaction page, the first of its accounts whose Tokens panel links a token page. */
async function accountWithToken(page: Page) {
  const tx = page.url()
  const accounts = await (await panelLoaded(page, 'tx')).locator('a[href^="/sharded/accounts/"]').all()
  const hrefs = [...new Set(await Promise.all(accounts.map((a) => a.getAttribute('href'))))]
  for (const href of hrefs) {
    await page.goto(href!)
    // A fungible token (an NFT or SFT item links with its holder: sharded-items.spec.ts).
    const unit = (await panelLoaded(page, 'tokens')).locator('a[href^="/sharded/tokens/"]:not([href*="?"])').first()
    if ((await unit.count()) > 0) return unit
  }
  throw new Error(`no account of ${tx} holds a token`)
}

test('sharded: an account’s token → its page → a transfer and a holder → back', async ({ page }, info) => {
  test.setTimeout(300_000)
  await clickToBlockWithTxs(page, 'sharded')
  await (await panelLoaded(page, 'txs')).locator('a[href*="/txs/"]').first().click()
  await expect(page).toHaveURL(/\/sharded\/txs\//, { timeout: 30_000 })
  const unit = await accountWithToken(page)
  const account = page.url()
  const href = (await unit.getAttribute('href'))!
  await unit.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 })
  const token = await panelLoaded(page, 'token')
  await expect(token.getByRole('alert')).toHaveCount(0)
  await expect(token.locator('dt:text-is("Decimals") + dd')).toHaveText(/^\d{1,2}$/)
  await expect(token.locator('dt:text-is("Owner") + dd a[href^="/sharded/accounts/"]')).toHaveCount(1)
  await expect(token.locator('dt:text-is("Properties") + dd')).toContainText('minted')
  // Amounts in the token's own unit, which names the page.
  const supply = await panelLoaded(page, 'supply')
  await expect(supply.locator(`dt:text-is("Supply") + dd a[href="${href}"]`)).toHaveCount(1)
  await expect((await panelLoaded(page, 'roles')).locator('tbody a[href^="/sharded/accounts/"]').first()).toBeVisible()
  // The index reads back over the gateway's history: the token's transfers and its holders appear.
  const transfer = page.getByTestId('token-transfer').first()
  // The tables wait below the token's facts until someone scrolls to them.
  await expect(async () => {
    await reveal(page)
    await expect(transfer).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 90_000 })
  await expect(page.getByTestId('token-holder').first()).toBeVisible()
  await screens(page, 'sharded-token', (f) => info.outputPath(f))

  await transfer.locator('a[href^="/sharded/txs/"]').click()
  await expect(page).toHaveURL(/\/sharded\/txs\//, { timeout: 30_000 })
  await expect((await panelLoaded(page, 'tx')).locator(`a[href="${href}"]`).first()).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 })

  await page.getByTestId('token-holder').first().locator('a[href^="/sharded/accounts/"]').click()
  await expect(page).toHaveURL(/\/sharded\/accounts\//, { timeout: 30_000 })
  await expect((await panelLoaded(page, 'tokens')).locator(`a[href="${href}"]`).first()).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 })
  await page.goto(account)
  await expect((await panelLoaded(page, 'tokens')).locator(`a[href="${href}"]`).first()).toBeVisible()
})

test('sharded token pages refuse a malformed identifier in words and give an unknown one the 404 page', async ({
  page,
}) => {
  await page.goto('/sharded/tokens/usds')
  await expect(page.locator('main [role=alert]')).toContainText('six hex digits')
  expect((await page.goto('/sharded/tokens/NOPE-000000'))?.status()).toBe(404)
  // Another kind's network has no token pages.
  expect((await page.goto('/hub/tokens/NOPE-000000'))?.status()).toBe(404)
})
