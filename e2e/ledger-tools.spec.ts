import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { blockTxAccountByClicking, checkBothSchemes, clickToBlockWithTxs, panelLoaded, tableOverflows } from './helpers'

/** Ledger tools on devnet, reached by clicking: indexer transaction search, compose + simulate, KMD simulate. */

async function toLedgerAccount(page: Page): Promise<string> {
  await clickToBlockWithTxs(page, 'ledger')
  await blockTxAccountByClicking(page, 'ledger')
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
}

const rounds = async (page: Page) =>
  (await page.getByTestId('tx-row').locator('td:nth-child(2)').allInnerTexts()).map((t) => Number(t.replace(/\D/g, '')))
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || x <= xs[i - 1]!)

const rowIds = (page: Page) =>
  page
    .getByTestId('tx-row')
    .locator('a[href*="/ledger/txs/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))

test('indexer transaction search: from an account, filter by type, cursor pages in the URL, CSV', async ({ page }) => {
  test.setTimeout(120_000)
  const address = await toLedgerAccount(page)
  await page.getByRole('link', { name: 'Search this account’s transactions' }).click()
  await expect(page).toHaveURL(new RegExp(`/ledger/txs/search\\?address=${address}$`), { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Transaction search' })).toBeVisible()
  await expect(page.getByTestId('tx-row').first()).toBeVisible()

  // All payments of the ledger, 25 a page.
  const form = page.getByRole('form', { name: 'Transaction filter' })
  await form.getByLabel('Account').fill('')
  await form.getByLabel('Type').selectOption('pay')
  await form.getByRole('button', { name: 'Search' }).click()
  // Only what was chosen goes into the link.
  await expect(page).toHaveURL(/\/ledger\/txs\/search\?type=pay$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Page 1 · 25 transactions' })).toBeVisible()
  const types = await page.getByTestId('tx-row').locator('td:nth-child(3)').allInnerTexts()
  expect(new Set(types)).toEqual(new Set(['Payment']))
  await expect(page.getByTestId('tx-row').first().locator('td').nth(4)).toHaveText(/^[\d,]+(\.\d{1,6})? LGR$/)
  const first = await rowIds(page)
  // Newest first without an account too (the indexer itself answers oldest first there).
  const firstRounds = await rounds(page)
  expect(descending(firstRounds), firstRounds.join(' ')).toBe(true)

  await page.getByRole('link', { name: 'Next page →' }).click()
  // The first page is pinned to the round it started at, so "Previous page" brings back the same rows.
  await expect(page).toHaveURL(/next=\d+_\d+&trail=\d+_0$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: /^Page 2 · / })).toBeVisible()
  const second = await rowIds(page)
  expect(second.filter((h) => first.includes(h))).toEqual([])
  const secondRounds = await rounds(page)
  expect(descending([...firstRounds, ...secondRounds]), secondRounds.join(' ')).toBe(true)

  // CSV of the page on screen: the header and one line per row.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download this page as CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('ledger-transactions-page-2.csv')
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n')
  expect(lines[0]).toBe('transaction,round,time,type,sender,receiver,amount,unit,amount_base_units,fee,fee_base_units')
  expect(lines).toHaveLength(second.length + 1)
  expect(lines[1]).toMatch(/^[A-Z2-7]{52},\d+,[^,]+,Payment,[A-Z2-7]{58},[A-Z2-7]{58},/)

  await page.getByRole('link', { name: '← Previous page' }).click()
  await expect(page.getByRole('heading', { name: 'Page 1 · 25 transactions' })).toBeVisible({ timeout: 20_000 })
  expect(await rowIds(page)).toEqual(first)
  await page.goBack()
  await expect(page.getByRole('heading', { name: /^Page 2 · / })).toBeVisible({ timeout: 20_000 })
  expect(await rowIds(page)).toEqual(second)

  // Bad input: a message in words, no table.
  await form.getByLabel('From round').fill('90')
  await form.getByLabel('To round').fill('10')
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(page.locator('main').getByRole('alert')).toContainText('From round: at most the To round.')
  await expect(page.getByTestId('tx-row')).toHaveCount(0)
})

test('the overview and a round link to the search and to compose', async ({ page }) => {
  await page.goto('/ledger')
  const nav = page.getByRole('navigation', { name: 'Ledger sections' })
  await nav.getByRole('link', { name: 'Simulate' }).click()
  await expect(page).toHaveURL(/\/ledger\/compose$/, { timeout: 20_000 })
  await expect(page.getByRole('form', { name: 'Transaction to simulate' })).toBeVisible()
  await nav.getByRole('link', { name: 'Search transactions' }).click()
  await expect(page).toHaveURL(/\/ledger\/txs\/search$/, { timeout: 20_000 })
  await expect(page.getByTestId('tx-row').first()).toBeVisible()

  await page.goto('/ledger/blocks/5')
  await page.getByRole('link', { name: 'Search from this round' }).click()
  await expect(page).toHaveURL(/\/ledger\/txs\/search\?min=5$/, { timeout: 20_000 })
  const rounds = await page.getByTestId('tx-row').locator('td:nth-child(2)').allInnerTexts()
  expect(rounds.length).toBeGreaterThan(0)
  // Rounds are written grouped (2,345), as every height is.
  expect(rounds.every((r) => Number(r.replace(/,/g, '')) >= 5)).toBe(true)
})

test('compose from an account: simulate a payment, then a failing one with its reason', async ({ page }) => {
  test.setTimeout(120_000)
  const address = await toLedgerAccount(page)
  await page.getByRole('link', { name: 'Compose a payment from this account' }).click()
  await expect(page).toHaveURL(new RegExp(`/ledger/compose\\?from=${address}$`), { timeout: 20_000 })
  const form = page.getByRole('form', { name: 'Transaction to simulate' })
  await expect(form.getByLabel('From')).toHaveValue(address)
  await form.getByLabel(/^To/).fill(address)
  await form.getByLabel(/^Amount/).fill('0.000001')
  await form.getByRole('button', { name: 'Simulate' }).click()
  await expect(page).toHaveURL(/amount=0\.000001/, { timeout: 20_000 })
  const result = page.getByTestId('simulation-result')
  await expect(result).toContainText('Would succeed')
  await expect(result).toContainText('Transaction 1: Payment of 0.000001 LGR')
  await expect(result).toContainText('Fees paid by the group')
  await expect(result).toContainText('1 basic transaction’s worth')
  await expect(result).toContainText('unsigned transactions were simulated as if signed')

  // The URL is the transaction: an overspend, opened as a link, fails with its reason in words.
  await page.goto(`/ledger/compose?from=${address}&to=${address}&amount=10000000000000`)
  await expect(result).toContainText('Would fail')
  const alert = page.locator('main').getByRole('alert')
  await expect(alert).toContainText('The transaction would fail at transaction 1 of 1 in group 1.')
  await expect(alert).toContainText(
    /The sender holds [\d,.]+ LGR but would spend 10,000,000,000,000 LGR \(amount and fee\)\./,
  )
  // The node's own words stay one click away.
  await alert.getByText('What the node said').click()
  await expect(alert.getByText(/overspend/)).toBeVisible()

  await form.getByLabel(/^Amount/).fill('lots')
  await form.getByRole('button', { name: 'Simulate' }).click()
  await expect(page.locator('main').getByRole('alert')).toContainText('Amount: a number such as 1.5.')
})

test('KMD console: compose a payment and simulate it before signing', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/kmd')
  const row = page.getByTestId('wallet-unencrypted-default-wallet')
  await row.getByRole('button', { name: 'Unlock' }).click()
  await row.getByLabel('Password of unencrypted-default-wallet').fill('')
  await row.getByRole('button', { name: 'Unlock wallet' }).click()
  await expect(page.getByTestId('unlocked-wallet')).toHaveText('unencrypted-default-wallet', { timeout: 30_000 })
  await expect(page.getByRole('list', { name: 'Keys' }).getByRole('listitem').first()).toBeVisible()

  await page.getByText('Compose a payment').click()
  const compose = page.getByRole('form', { name: 'Compose a payment' })
  const from = compose.getByLabel('From')
  const sender = (await from.locator('option').nth(1).getAttribute('value')) ?? ''
  const receiver = (await from.locator('option').nth(2).getAttribute('value')) ?? ''
  await from.selectOption(sender)
  await compose.getByLabel('To (address)').fill(receiver)
  await compose.getByLabel('Amount (LGR)').fill('1.234567')
  await compose.getByRole('button', { name: 'Fill the transaction below' }).click()

  const sign = page.getByRole('form', { name: 'Sign a transaction' })
  await expect(sign.getByTestId('preview-sender')).toHaveText(sender)
  await sign.getByRole('button', { name: 'Simulate before signing' }).click()
  const result = sign.getByTestId('simulation-result')
  await expect(result).toContainText('Would succeed')
  await expect(result).toContainText('Transaction 1: Payment of 1.234567 LGR')
  await expect(result).toContainText('fee paid 0.001 LGR')
  // Nothing was signed.
  await expect(page.getByTestId('signed-txid')).toHaveCount(0)
})

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })
  test('ledger compose result and transaction search are axe-clean, no sideways scrolling', async ({ page }) => {
    test.setTimeout(90_000)
    const key = process.env.DEVNET_API_KEY ?? 'devnet-key'
    const res = await page.request.get(
      `http://127.0.0.1:${process.env.E2E_DEVNET_PORT ?? 7800}/indexer/v2/transactions?tx-type=pay&limit=1`,
      { headers: { 'api-key': key } },
    )
    const sender = ((await res.json()) as { transactions: { sender: string }[] }).transactions[0]!.sender
    await page.goto(`/ledger/compose?from=${sender}&to=${sender}&amount=10000000000000`)
    await expect(page.getByTestId('simulation-result')).toContainText('Would fail')
    await checkBothSchemes(page, 'ledger compose', 375)
    await page.goto('/ledger/txs/search?type=pay')
    await expect(page.getByTestId('tx-row').first()).toBeVisible()
    await checkBothSchemes(page, 'ledger search', 375)
  })
})

test('at 1280 px the ledger’s transaction tables show the receiver column; a table that still scrolls says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/ledger')
  await expect(page.locator('main table').first()).toBeVisible()
  const account = await page
    .locator('[data-section=recent-txs] tbody a[href*="/ledger/accounts/"]')
    .first()
    .getAttribute('href')
  for (const path of ['/ledger', '/ledger/txs/search', account!]) {
    await page.goto(path)
    if (path === account) await panelLoaded(page, 'txs')
    await expect(page.locator('main table').first()).toBeVisible()
    expect((await tableOverflows(page)).length, path).toBeGreaterThan(0)
    // The hint follows the table's width as measured in the browser, after hydration and after new rows: polled.
    await expect
      .poll(async () => (await tableOverflows(page)).filter((t) => t.overflows && !t.hinted), { message: path })
      .toEqual([])
    // The receiver's column lies inside its table's visible box, not past its right edge.
    const receivers = await page.locator('main th').evaluateAll((ths) =>
      ths
        .filter((th) => /receiver|→ to/i.test(th.textContent ?? ''))
        .map((th) => {
          let box = th.parentElement
          while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
          const right = box ? box.getBoundingClientRect().right : innerWidth
          return { column: th.textContent, cut: th.getBoundingClientRect().right > right + 1 }
        }),
    )
    expect(receivers.length, path).toBeGreaterThan(0)
    expect(
      receivers.filter((r) => r.cut),
      path,
    ).toEqual([])
  }
  // The overview's recent transactions lead on to the whole history, newest first.
  await page.goto('/ledger')
  await page.getByRole('link', { name: 'All transactions, newest first →' }).click()
  await expect(page).toHaveURL(/\/ledger\/txs\/search$/, { timeout: 20_000 })
})
