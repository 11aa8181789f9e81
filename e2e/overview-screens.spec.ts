import { expect, test } from '@playwright/test'
import { seriousViolations } from './helpers'

const NETWORKS = ['hub', 'staking', 'exchange', 'platform', 'classic', 'vm', 'sharded', 'ledger'] as const
// Their gateways offer no block operation: the explorer's index has nothing to read there.
const UNINDEXED: readonly string[] = ['exchange', 'classic']

/**
 * Every overview at desktop and phone width, light and dark: saved as screenshots under test-results/ (kept as
 * CI artifacts, never committed), axe-clean and never wider than the screen; on a phone, every section link of
 * the network's navigation is inside the viewport (none hidden past the edge).
 */
for (const network of NETWORKS) {
  test(`${network} overview: screenshots at 1366 and 375 px, light and dark; axe-clean, no sideways scrolling, section links in view`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000)
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/${network}`)
      await expect(page.locator('[data-stat]').first()).toBeVisible()
      await expect(page.locator('main [aria-label="Loading"]')).toHaveCount(0, { timeout: 20_000 })
      await expect(page.getByRole('heading', { name: 'Activity over time' })).toHaveCount(
        UNINDEXED.includes(network) ? 0 : 1,
      )
      if (width === 375) {
        const links = page.getByRole('navigation', { name: /sections$/ }).getByRole('link')
        await expect(links.first()).toBeVisible()
        const edges = await links.evaluateAll((as) =>
          as.map((a) => ({ text: a.textContent, right: Math.round(a.getBoundingClientRect().right) })),
        )
        expect(
          edges.filter((e) => e.right > width),
          `${network}: links past the ${width} px edge`,
        ).toEqual([])
      }
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        await page.screenshot({ path: info.outputPath(`${network}-${width}-${colorScheme}.png`), fullPage: true })
        expect(await seriousViolations(page), `${network} ${width}px ${colorScheme}`).toEqual([])
        const scroll = await page.evaluate(() => document.scrollingElement!.scrollWidth)
        expect(scroll, `${network} ${width}px ${colorScheme}: page width`).toBeLessThanOrEqual(width + 1)
      }
    }
  })
}
