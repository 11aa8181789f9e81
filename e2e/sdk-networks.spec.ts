import { expect, test, type Page } from '@playwright/test'
import { getOperation } from '../lib/catalog'
import { fillTemplate } from '../lib/client/urls'
import { blockTxAccountByClicking, panelLoaded, search, walkBackToBlockWithTxs } from './helpers'

/** The SDK networks the kind-by-kind journeys (Hub) leave out: what each offers differs (lib/explorer/cosmos/panels). */
const JOURNEYS = [
  // Blocks by height (raw tx hashes in the block), no transactions-of-a-block query; a latest-block query.
  { network: 'staking', name: 'Staking', prefix: 'stk' },
  // Transactions of a block, no latest-block query: the overview's head is an IBC proof height.
  { network: 'platform', name: 'Platform', prefix: 'plat' },
] as const

async function intoNetwork(page: Page, name: string, network: string) {
  await page.goto('/')
  await page.getByRole('list', { name: 'Networks' }).getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${network}$`))
}

for (const j of JOURNEYS) {
  test(`${j.name}: home → overview → block → transaction → account by clicking, reloads; search by address, hash and height`, async ({
    page,
  }) => {
    await intoNetwork(page, j.name, j.network)
    await page.locator('[data-stat="Height"]').locator(`a[href^="/${j.network}/blocks/"]`).click()
    await walkBackToBlockWithTxs(page, j.network)
    const ids = await blockTxAccountByClicking(page, j.network)
    expect(ids.tx).toMatch(/^[0-9A-F]{64}$/)
    expect(ids.account).toMatch(new RegExp(`^${j.prefix}1`))

    // Every input kind of this network, with ids this journey just saw (the head moves on; these stay).
    await search(page, ids.tx)
    await expect(page).toHaveURL(new RegExp(`/${j.network}/txs/${ids.tx}$`))
    await expect(page.locator('h1')).toHaveText(ids.tx)
    await search(page, ids.account)
    await expect(page).toHaveURL(new RegExp(`/${j.network}/accounts/${ids.account}$`))
    await expect(page.locator('h1')).toHaveText(ids.account)
    await search(page, ids.height)
    // Heights overlap across networks: a list when several chains have reached this one, straight there otherwise.
    const results = page.getByRole('list', { name: 'Search results' })
    const block = new RegExp(`/${j.network}/blocks/${ids.height}$`)
    await expect(results.or(page.locator('h1', { hasText: new RegExp(`^${ids.height}$`) }))).toBeVisible({
      timeout: 15_000,
    })
    if (await results.isVisible()) {
      // Networks without block queries are never offered as a place a height could be.
      await expect(results.getByRole('link', { name: /^(Classic|Exchange) ·/ })).toHaveCount(0)
      await results.getByRole('link', { name: new RegExp(`^${j.name} · height`) }).click()
    }
    await expect(page).toHaveURL(block)
    // Written grouped (11,640) as every height is.
    await expect(await panelLoaded(page, 'block')).toContainText(BigInt(ids.height).toLocaleString('en-US'))
  })
}

test('Classic: no block, transaction or account queries, so those pages are 404s that say why; a validator reaches its oracle panels', async ({
  page,
  request,
}) => {
  await intoNetwork(page, 'Classic', 'classic')
  // The overview shows the head (an IBC proof height) and says why it lists no blocks or transactions.
  const height = (await page.locator('[data-stat="Height"] div').nth(1).innerText()).replace(/,/g, '')
  expect(height).toMatch(/^\d+$/)
  await expect(page.locator('[data-section="recent-blocks"]')).toContainText(
    'The Classic gateway offers no block queries',
  )
  await expect(page.locator('[data-section="recent-txs"]')).toContainText('offers no block or transaction queries')
  // A block page typed by hand is a 404 that says why there is none to show.
  const gone = async (url: string, text: string) => {
    const res = await page.goto(url)
    expect(res?.status()).toBe(404)
    await expect(page.locator('main')).toContainText(text)
    // No prev/next: they would only lead to the same answer.
    await expect(page.locator('main a[rel="prev"], main a[rel="next"]')).toHaveCount(0)
  }
  await gone(`/classic/blocks/${height}`, 'The Classic gateway offers no block queries')
  const blockUrl = page.url()

  // A validator (from the gateway's own oracle votes) is found by its clscvaloper1… address.
  const votes = await request.get(
    `/api/gw/classic${fillTemplate(getOperation('cosmos.stable.oracle.aggregateVotes').path, {})}`,
  )
  expect(votes.ok()).toBe(true)
  const valoper: string = ((await votes.json()) as { aggregate_votes: { voter: string }[] }).aggregate_votes[0]!.voter
  expect(valoper).toMatch(/^clscvaloper1/)
  await search(page, valoper)
  await expect(page).toHaveURL(`/classic/accounts/${valoper}`)
  const feeder = await panelLoaded(page, 'feeder')
  await expect(feeder.getByRole('alert')).toHaveCount(0)
  await panelLoaded(page, 'miss')
  await page.reload()
  await expect(page.locator('h1')).toHaveText(valoper)

  // Its feeder is a plain clsc1… account: the gateway has nothing to say about accounts, so it is not linked, and
  // an account page typed by hand is a 404.
  await expect((await panelLoaded(page, 'feeder')).locator('a[href^="/classic/accounts/clsc1"]')).toHaveCount(0)
  const { bech32 } = await import('@scure/base')
  const res = await page.goto(`/classic/accounts/${bech32.encode('clsc', bech32.toWords(new Uint8Array(20)))}`)
  expect(res?.status()).toBe(404)
  await page.goto(blockUrl)

  // No transaction lookup either: any well-formed hash is a 404 that says so, never an error.
  await gone(`/classic/txs/${'AB'.repeat(32)}`, 'The Classic gateway offers no transaction queries')
})
