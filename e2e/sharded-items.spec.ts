import { expect, test, type Page } from '@playwright/test'
import { panelLoaded, reveal, screens } from './helpers'

/**
 * Sharded NFT and SFT items (issue 30): an account's token list → the item's page (its metadata read through that
 * account, which holds it, and the collection's properties) → the collection; a malformed item id answers in words,
 * an unknown one is the 404 page. Screenshots at desktop and phone width in light and dark, axe-clean and never
 * wider than the screen.
 */
const NETWORK = 'sharded'
const METACHAIN = 4294967295
const ITEM = /^[A-Z0-9]{3,10}-[0-9a-f]{6}-(?:[0-9a-f]{2})+$/

type HyperTx = { sender?: string; receiver?: string }

/** An account of recent traffic that holds an item of a collection whose ticker is given, found through the proxy. */
async function accountHolding(page: Page, ticker: string): Promise<{ address: string; item: string }> {
  let found: { address: string; item: string } | undefined
  await expect(async () => {
    const st = (await (await page.request.get(`/api/gw/${NETWORK}/network/status/${METACHAIN}`)).json()) as {
      data: { status: { erd_nonce: number } }
    }
    const addresses = new Set<string>()
    for (let n = st.data.status.erd_nonce - 1; n > 0 && addresses.size < 16; n--) {
      const r = await page.request.get(`/api/gw/${NETWORK}/hyperblock/by-nonce/${n}`)
      if (r.status() !== 200) continue
      const { hyperblock } = ((await r.json()) as { data: { hyperblock: { transactions?: HyperTx[] } } }).data
      for (const t of hyperblock.transactions ?? []) for (const a of [t.sender, t.receiver]) if (a) addresses.add(a)
    }
    for (const address of addresses) {
      const r = await page.request.get(`/api/gw/${NETWORK}/address/${address}/tokenstd`)
      const { esdts } = ((await r.json()) as { data: { esdts: Record<string, { balance: string }> } }).data
      const item = Object.keys(esdts).find(
        (k) => k.startsWith(`${ticker}-`) && ITEM.test(k) && esdts[k]!.balance !== '0',
      )
      if (item) {
        found = { address, item }
        return
      }
    }
    expect(found, `an account holding a ${ticker} item`).toBeTruthy()
  }).toPass({ timeout: 90_000, intervals: [5000] })
  return found!
}

/** From an account's token list to its item's page (that account named as holder); reloaded until the server read it. */
async function openItemFromAccount(page: Page, ticker: string) {
  const { address, item } = await accountHolding(page, ticker)
  await page.goto(`/${NETWORK}/accounts/${address}`)
  const unit = (await panelLoaded(page, 'tokens')).locator(`a[href^="/${NETWORK}/tokens/${item}?holder="]`)
  await expect(unit).toHaveAttribute('href', `/${NETWORK}/tokens/${item}?holder=${address}`, { timeout: 30_000 })
  await unit.click()
  await expect(page).toHaveURL((u) => u.pathname === `/${NETWORK}/tokens/${item}`, { timeout: 30_000 })
  await expect(async () => {
    if (!(await page.locator('section#item').isVisible())) await page.reload()
    await expect(page.locator('section#item')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000, intervals: [3_000] })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item)
  return { address, item, panel: await panelLoaded(page, 'item') }
}

test('NFT: an account’s item → the item’s page, read through that holder → its collection', async ({ page }, info) => {
  test.setTimeout(240_000)
  const { address, item, panel: it } = await openItemFromAccount(page, 'HERO')
  await expect(page.getByText(/· NFT$/)).toBeVisible()
  await expect(it.getByRole('alert')).toHaveCount(0)
  await expect(it.locator('dt:text-is("Name") + dd')).toHaveText(/^Hero #\d+$/)
  await expect(it.locator('dt:text-is("Royalties") + dd')).toHaveText(/^\d+(\.\d+)?%$/)
  await expect(it.locator('dt:text-is("Creator") + dd a[href^="/sharded/accounts/"]')).toHaveCount(1)
  await expect(it.locator('dt:text-is("URIs") + dd a[href^="https://"]').first()).toHaveAttribute('rel', /noopener/)
  await expect(it.locator('dt:text-is("Held by") + dd a')).toHaveAttribute('href', `/${NETWORK}/accounts/${address}`)
  const collection = await panelLoaded(page, 'token')
  await expect(collection.locator('dt:text-is("Type") + dd')).toHaveText('non-fungible token')
  await screens(page, 'sharded-nft', (f) => info.outputPath(f))
  await it.locator('dt:text-is("Collection") + dd a').click()
  const id = item.slice(0, item.lastIndexOf('-'))
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/tokens/${id}$`), { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(id)
  // A collection's supply is its items': no supply panel of its own, where the gateway answers 0.
  await expect(page.getByText(/· NFT collection$/)).toBeVisible()
  await expect(page.locator('section#supply')).toHaveCount(0)
  // The collection lists its items as the index saw them move, and its transfers name the item each moved.
  const items = page.getByTestId('collection-item')
  await expect(async () => {
    if ((await items.count()) === 0) await page.reload()
    await reveal(page)
    await expect(items.first()).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 60_000, intervals: [3_000] })
  await expect(page.locator('section#holders')).toHaveCount(0)
  const listed = (await items.first().getByRole('link').first().getAttribute('href'))!
  expect(listed).toMatch(new RegExp(`^/${NETWORK}/tokens/${id}-(?:[0-9a-f]{2})+$`))
  // A transfer → its transaction → the item it moved, linked from the transaction's tokens.
  const row = (await panelLoaded(page, 'transfers')).getByTestId('token-transfer').first()
  const moved = (await row.locator(`a[href^="/${NETWORK}/tokens/${id}-"]`).getAttribute('href'))!
  await row.locator(`a[href^="/${NETWORK}/txs/"]`).click()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/txs/`), { timeout: 30_000 })
  await (await panelLoaded(page, 'tx')).locator(`a[href="${moved}"]`).first().click()
  await expect(page).toHaveURL((u) => u.pathname === moved, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moved.split('/').at(-1)!)
})

test('SFT: an account’s token list → the item with that account as its holder, its balance in the item', async ({
  page,
}, info) => {
  test.setTimeout(240_000)
  const { address, panel: it } = await openItemFromAccount(page, 'TICKET')
  await expect(page.getByText(/· Semi-fungible token$/)).toBeVisible()
  await expect(it.locator('dt:text-is("Name") + dd')).toHaveText(/^Day \d+ pass$/)
  await expect(it.locator('dt:text-is("Held by") + dd a')).toHaveAttribute('href', `/${NETWORK}/accounts/${address}`)
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
