import { expect, test, type Page } from '@playwright/test'
import { buildPath, getOperation } from '../lib/catalog'
import '../lib/networks/disk'
import { gatewayDef, getNetwork } from '../lib/networks'

/**
 * The API console through the browser: fill and run operations of each gateway kind through the generated form,
 * check the answer view, pagination, validation that never sends, write confirmation, curl, the live view, and
 * that the page's own URL reproduces the same request.
 */

/** Proxy calls the page makes, to prove an invalid form sends nothing. */
function gatewayCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/gw/')) calls.push(r.url())
  })
  return calls
}

const field = (page: Page, name: string) => page.locator(`[id="f-${name}"]`)
const status = (page: Page) => page.getByTestId('resp-status')
const requestLine = (page: Page) => page.locator('#resp-title ~ p').first()

test('hub: search, fill a path param and page size, run, follow next_key, and reproduce from the URL', async ({
  page,
}) => {
  const denom = getNetwork('hub').denom.base
  await page.goto('/hub/api')
  await page.getByLabel(/Search \d+ operations/).fill('owners')
  await page.getByRole('link', { name: /Owners of a denomination.*denom_owners\/\{denom\}/ }).click()
  await expect(page).toHaveURL(/op=cosmos\.bank\.denomOwners&/)
  // P-short on the Hub: no offset or reverse in the page request.
  await expect(field(page, 'q.pagination.offset')).toHaveCount(0)
  await field(page, 'p.denom').fill(denom)
  await field(page, 'q.pagination.limit').fill('1')
  await page.getByRole('button', { name: 'Run' }).click()
  await expect(status(page)).toHaveText(/^200/)
  await expect(page.getByTestId('resp-cache')).not.toHaveText('')
  await expect(page.getByRole('group', { name: 'Response body' })).toContainText('denom_owners')

  const op = getOperation('cosmos.bank.denomOwners')
  const first = await requestLine(page).textContent()
  expect(first).toBe(`/api/gw/hub${buildPath(op, { denom })}?pagination.limit=1`)
  await page.getByRole('button', { name: 'Next page →' }).click()
  await expect(page).toHaveURL(/q\.pagination\.key=/)
  await expect(requestLine(page)).toContainText('pagination.key=')
  await expect(status(page)).toHaveText(/^200/)
  const second = await requestLine(page).textContent()
  await expect(field(page, 'q.pagination.key')).not.toHaveValue('')
  // Back returns to the first page's request: the URL is the state.
  await page.goBack()
  await expect(page).not.toHaveURL(/q\.pagination\.key=/)
  await expect(field(page, 'q.pagination.key')).toHaveValue('')
  await page.goForward()
  await expect(field(page, 'q.pagination.key')).not.toHaveValue('')

  // The shared link fills the form and runs the same GET on load.
  const shared = await page.context().newPage()
  await shared.goto(page.url())
  await expect(field(shared, 'p.denom')).toHaveValue(denom)
  await expect(status(shared)).toHaveText(/^200/)
  await expect(requestLine(shared)).toHaveText(second!)
  await shared.close()

  // curl against the real gateway renames the neutral segment and never shows a key.
  await page.getByText('Copy as curl').click()
  const real = buildPath(op, { denom }, gatewayDef('hub').realAliases)
  expect(real).not.toBe(buildPath(op, { denom }))
  await expect(page.locator('pre', { hasText: `<HUB_URL>${real}` })).toContainText('api-key: <API_KEY>')
})

test('invalid input is explained next to its field and never sent', async ({ page }) => {
  const calls = gatewayCalls(page)
  await page.goto('/hub/api?op=cosmos.bank.balances&gw=hub')
  await field(page, 'q.pagination.limit').fill('-1')
  await expect(page.locator('[id="f-q.pagination.limit-error"]')).toHaveText('must be a non-negative decimal integer')
  await page.getByRole('button', { name: 'Run' }).click()
  await expect(page.locator('[id="f-p.address-error"]')).toHaveText('required')
  await expect(page.getByText('Fix the marked fields: nothing was sent.')).toBeVisible()
  await expect(field(page, 'p.address')).toBeFocused()

  // The SDK page request's rule: key and offset exclude each other (Platform takes the full page request).
  await page.goto('/platform/api?op=cosmos.bank.supply&gw=platform&q.pagination.key=AA%3D%3D&q.pagination.offset=2')
  await expect(page.locator('[id="f-q.pagination.offset-error"]')).toHaveText('use only one of key or offset')
  await page.getByRole('button', { name: 'Run' }).click()
  expect(calls).toEqual([])
})

test('an invalid form after a run does not leave the earlier answer showing under "nothing was sent"', async ({
  page,
}) => {
  await page.goto(`/hub/api?op=cosmos.bank.denomOwners&gw=hub&p.denom=${getNetwork('hub').denom.base}`)
  await expect(status(page)).toHaveText(/^200/)
  await field(page, 'q.pagination.limit').fill('-1')
  await page.getByRole('button', { name: 'Run' }).click()
  await expect(page.getByText('Fix the marked fields: nothing was sent.')).toBeVisible()
  await expect(status(page)).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Response body' })).toHaveCount(0)
})

test('vm: a POST with a JSON body is validated, then run, and pages with its options', async ({ page }) => {
  const calls = gatewayCalls(page)
  await page.goto('/vm/api?op=vm.logs.transfer')
  const body = page.locator('#f-body')
  await body.fill('{"options": {"offset": 0, "limit": ')
  await page.getByRole('button', { name: 'Run' }).click()
  await expect(page.locator('#f-body-error')).toContainText('not valid JSON')
  expect(calls).toEqual([])
  await body.fill('{"range": null, "options": {"offset": 0, "limit": 2}, "criteriaSet": null, "order": "desc"}')
  await page.getByRole('button', { name: 'Run' }).click()
  await expect(status(page)).toHaveText(/^200/)
  await expect(page).toHaveURL(/body=/)
  await page.getByRole('button', { name: 'Next page →' }).click()
  await expect(page).toHaveURL(/%22offset%22%3A\+2/)
  await expect(status(page)).toHaveText(/^200/)
  // A POST link fills the body but waits for the user.
  const shared = await page.context().newPage()
  await shared.goto(page.url())
  await expect(shared.locator('#f-body')).toHaveValue(/"offset": 2/)
  await expect(shared.getByTestId('resp-status')).toHaveCount(0)
  await shared.close()
})

test('ledger: indexer search pages with next-token; the node is a separate gateway; KMD points to its console', async ({
  page,
}) => {
  await page.goto('/ledger/api?op=indexer.accounts.search&gw=indexer&q.limit=1')
  await expect(status(page)).toHaveText(/^200/)
  await page.getByRole('button', { name: 'Next page →' }).click()
  await expect(page).toHaveURL(/q\.next=/)
  await expect(status(page)).toHaveText(/^200/)
  await page
    .getByRole('link', { name: /Node status: last round/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Run' }).click()
  await expect(status(page)).toHaveText(/^200/)
  await expect(page.getByRole('link', { name: /operations in the wallet console/ })).toHaveAttribute('href', '/kmd')
})

test('sharded: a GET link runs on load and shows the gateway envelope', async ({ page }) => {
  await page.goto('/sharded/api?op=sharded.network.config')
  await expect(status(page)).toHaveText(/^200/)
  await expect(page.getByRole('group', { name: 'Response body' })).toContainText('config')
})

test('writes ask for confirmation before anything is sent', async ({ page }) => {
  const calls = gatewayCalls(page)
  // A minimal well-formed TxRaw (one MsgSend body, empty auth info): the proxy refuses bytes that are no transaction.
  await page.goto(
    '/hub/api?op=cosmos.tx.broadcast&gw=hub&body=%7B%22tx_bytes%22%3A%22CiAKHgocL2Nvc21vcy5iYW5rLnYxYmV0YTEuTXNnU2VuZBIA%22%7D',
  )
  await expect(page.getByText('write', { exact: true }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Send…' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('This is a write')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  expect(calls).toEqual([])
  await page.getByRole('button', { name: 'Send…' }).click()
  await page.getByRole('button', { name: 'Confirm and send' }).click()
  await expect(status(page)).toHaveText(/^200/)
  expect(calls).toHaveLength(1)
})

for (const stream of ['block', 'beat'] as const) {
  test(`vm ${stream} subscription opens a live stream through the relay instead of a one-shot call`, async ({
    page,
  }) => {
    await page.goto(`/vm/api?op=vm.subscriptions.${stream}`)
    await expect(page.getByText('stream', { exact: true }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Open stream' }).click()
    await expect(page.getByText(`/api/live/vm?stream=${stream}`)).toBeVisible()
    // Devnet's VM ledger makes a block every 3 s: each one arrives as a message of this stream.
    await expect(page.getByTestId('live-status')).toHaveText(/^Connected · [1-9]\d* message/, { timeout: 20_000 })
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${stream} · `) })
        .first(),
    ).toBeVisible()
  })
}

test('deprecated operations are marked with their replacement', async ({ page }) => {
  await page.goto('/hub/api')
  await page.getByLabel(/Search \d+ operations/).fill('deprecated')
  const entry = page.getByRole('link', { name: /upgraded consensus state/i }).first()
  await expect(entry).toContainText('deprecated')
  await entry.click()
  await expect(page.getByRole('note')).toContainText('Deprecated:')
})
