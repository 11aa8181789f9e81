import { expect, test, type Page } from '@playwright/test'
import { panelLoaded, screens } from './helpers'

/**
 * Sharded NFT and SFT items (issue 30): a transaction's item transfer → the item's page (its metadata read through
 * an account that holds it, the collection's properties) → back; an account's token list → an SFT item with that
 * account as holder; a malformed item id answers in words, an unknown one is the 404 page. Screenshots at desktop
 * and phone width in light and dark, axe-clean and never wider than the screen.
 */
const NETWORK = 'sharded'
const METACHAIN = 4294967295
const ITEM = /^[A-Z0-9]{3,10}-[0-9a-f]{6}-(?:[0-9a-f]{2})+$/

type HyperTx = { hash: string; status?: string; operation?: string; tokens?: string[]; receivers?: string[] }

/** The newest successful item transfer of a collection whose ticker matches, found through the proxy. */
async function latestItemTransfer(page: Page, ticker: RegExp): Promise<{ hash: string; item: string; to: string }> {
  let found: { hash: string; item: string; to: string } | undefined
  await expect(async () => {
    const st = (await (await page.request.get(`/api/gw/${NETWORK}/network/status/${METACHAIN}`)).json()) as {
      data: { status: { erd_nonce: number } }
    }
    const head = st.data.status.erd_nonce
    for (let n = head - 1; n > Math.max(0, head - 150) && !found; n--) {
      const r = await page.request.get(`/api/gw/${NETWORK}/hyperblock/by-nonce/${n}`)
      if (r.status() !== 200) continue
      const txs = ((await r.json()) as { data: { hyperblock: { transactions?: HyperTx[] } } }).data.hyperblock
        .transactions
      const t = (txs ?? []).find(
        (x) =>
          x.operation === 'ESDTNFTTransfer' &&
          x.status === 'success' &&
          ticker.test(x.tokens?.[0] ?? '') &&
          x.receivers,
      )
      if (t) found = { hash: t.hash, item: t.tokens![0]!, to: t.receivers![0]! }
    }
    expect(found, 'an item transfer in the recent hyperblocks').toBeTruthy()
  }).toPass({ timeout: 90_000, intervals: [5000] })
  return found!
}

test('NFT: a transaction’s item transfer → the item’s page, read through its holder → its collection', async ({
  page,
}, info) => {
  test.setTimeout(240_000)
  const { hash, item, to } = await latestItemTransfer(page, /^HERO-/)
  expect(item).toMatch(ITEM)
  await page.goto(`/${NETWORK}/txs/${hash}`)
  const link = page.locator(`main a[href="/${NETWORK}/tokens/${item}"]`).first()
  await expect(link).toBeVisible({ timeout: 30_000 })
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/tokens/${item}$`), { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item)
  await expect(page.getByText(/· NFT$/)).toBeVisible()
  // The item went to `to`, or on since: the page finds whoever holds it once the index has read the transfer (a
  // just-started index may not have yet: the page then says so, and a reload later reads the item).
  await expect(async () => {
    await page.reload()
    await expect(page.locator('section#item')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 120_000, intervals: [5_000] })
  const it = await panelLoaded(page, 'item')
  await expect(it.getByRole('alert')).toHaveCount(0)
  await expect(it.locator('dt:text-is("Name") + dd')).toHaveText(/^Hero #\d+$/)
  await expect(it.locator('dt:text-is("Royalties") + dd')).toHaveText(/^\d+(\.\d+)?%$/)
  await expect(it.locator('dt:text-is("Creator") + dd a[href^="/sharded/accounts/"]')).toHaveCount(1)
  await expect(it.locator('dt:text-is("URIs") + dd a[href^="https://"]').first()).toHaveAttribute('rel', /noopener/)
  await expect(it.locator('dt:text-is("Held by") + dd a[href^="/sharded/accounts/"]')).toHaveCount(1)
  expect(to).toMatch(/^shd1|^erd1/)
  const collection = await panelLoaded(page, 'token')
  await expect(collection.locator('dt:text-is("Type") + dd')).toHaveText('non-fungible token')
  await expect(page.getByTestId('token-transfer').first()).toBeVisible({ timeout: 90_000 })
  await screens(page, 'sharded-nft', (f) => info.outputPath(f))
  await it.locator('dt:text-is("Collection") + dd a').click()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/tokens/HERO-[0-9a-f]{6}$`), { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.slice(0, item.lastIndexOf('-')))
})

test('SFT: an account’s token list → the item with that account as its holder, its balance in the item', async ({
  page,
}, info) => {
  test.setTimeout(240_000)
  const { to } = await latestItemTransfer(page, /^TICKET-/)
  await page.goto(`/${NETWORK}/accounts/${to}`)
  const unit = (await panelLoaded(page, 'tokens')).locator(`a[href*="/${NETWORK}/tokens/TICKET-"][href*="?holder="]`)
  await expect(unit.first()).toBeVisible({ timeout: 30_000 })
  const href = (await unit.first().getAttribute('href'))!
  expect(href).toContain(`?holder=${to}`)
  await unit.first().click()
  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === href, { timeout: 30_000 })
  await expect(page.getByText(/· Semi-fungible token$/)).toBeVisible()
  const it = await panelLoaded(page, 'item')
  await expect(it.locator('dt:text-is("Name") + dd')).toHaveText(/^Day \d+ pass$/)
  await expect(it.locator('dt:text-is("Held by") + dd a')).toHaveAttribute('href', `/${NETWORK}/accounts/${to}`)
  await expect(it.locator('dt:text-is("Its balance") + dd')).toHaveText(/^[\d,]+ TICKET-/)
  await expect(it.locator('dt:text-is("Attributes") + dd')).toContainText('tags:devnet,ticket')
  await screens(page, 'sharded-sft', (f) => info.outputPath(f))
})

test('a malformed item id is said in words; an unknown item is the 404 page', async ({ page }) => {
  await page.goto(`/${NETWORK}/tokens/HERO-1a2b3c-00`)
  await expect(page.locator('main').getByRole('alert')).toContainText('nonce starts at 1')
  await page.goto(`/${NETWORK}/tokens/HERO-1a2b3c-a`)
  await expect(page.locator('main').getByRole('alert')).toContainText('whole bytes')
  expect((await page.goto(`/${NETWORK}/tokens/NOPE-000000-01`))?.status()).toBe(404)
})
