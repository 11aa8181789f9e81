import { expect, test, type Page } from '@playwright/test'
import '../lib/networks/disk'
import { getNetwork, networkIds, type NetworkId } from '../lib/networks'
import { stripHeight } from './helpers'

/** What the page asks for on its own: gateway calls through the proxy, and Next's route prefetches. */
function watchRequests(page: Page) {
  const seen = { gw: [] as string[], prefetched: [] as string[] }
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/api/gw/')) seen.gw.push(path)
    if (r.headers()['next-router-prefetch']) seen.prefetched.push(path)
  })
  return seen
}

const heightOf = async (page: Page, id: NetworkId) => page.getByTestId(`strip-${id}`).getAttribute('data-height')

test('the home page follows blocks from the live feed alone: no head refetched, no block page prefetched until hovered', async ({
  page,
}) => {
  const seen = watchRequests(page)
  await page.goto('/')
  // The networks the feed follows (the others say so and keep polling their head).
  const followed: NetworkId[] = []
  for (const id of networkIds()) if (await stripHeight(page, id)) followed.push(id)
  expect(followed.length).toBeGreaterThan(2)
  // From here on, new blocks come only from the feed: wait until every followed network has pushed one.
  const before = Object.fromEntries(await Promise.all(followed.map(async (id) => [id, await heightOf(page, id)])))
  seen.gw.length = 0
  for (const id of followed)
    await expect
      .poll(async () => BigInt((await heightOf(page, id)) ?? '0') > BigInt(before[id]!), { timeout: 30_000 })
      .toBe(true)
  for (const id of followed) {
    const own = getNetwork(id).gateways.map((g) => `/api/gw/${g}/`)
    expect(
      seen.gw.filter((p) => own.some((g) => p.startsWith(g))),
      `${id}: its card read blocks the feed had pushed`,
    ).toEqual([])
    // The card shows the pushed head all the same.
    await expect
      .poll(
        async () =>
          BigInt((await page.getByTestId(`height-${id}`).innerText()).replace(/,/g, '') || '0') > BigInt(before[id]!),
      )
      .toBe(true)
  }
  expect(seen.prefetched.filter((p) => /\/blocks\//.test(p))).toEqual([])

  // Intent prefetches: a pointer over a block's height asks for that page.
  const link = page.getByTestId(`strip-${followed[0]}`).locator(`a[href^="/${followed[0]}/blocks/"]`)
  await link.hover()
  await expect
    .poll(() => seen.prefetched.filter((p) => p.startsWith(`/${followed[0]}/blocks/`)).length, { timeout: 10_000 })
    .toBeGreaterThan(0)
})

test('record links in an overview’s tables are not prefetched as they come into view', async ({ page }) => {
  const seen = watchRequests(page)
  await page.goto('/hub')
  const blocks = page.locator('[data-section="recent-blocks"] tbody tr a[href^="/hub/blocks/"]')
  await expect(blocks.first()).toBeVisible()
  // Next prefetches visible links in idle time; the header's links show it has had that time.
  await expect.poll(() => seen.prefetched.length, { timeout: 10_000 }).toBeGreaterThan(0)
  await page.waitForTimeout(1000)
  expect(seen.prefetched.filter((p) => /^\/hub\/(blocks|txs|accounts)\//.test(p))).toEqual([])
})
