import { expect, test } from '@playwright/test'
import { seriousViolations } from './helpers'

const NETWORKS = ['hub', 'staking', 'exchange', 'platform', 'classic', 'vm', 'sharded', 'ledger'] as const

/**
 * Every overview at desktop and phone width, light and dark: saved as screenshots under test-results/ (kept as
 * CI artifacts, never committed), axe-clean and never wider than the screen.
 */
for (const network of NETWORKS) {
  test(`${network} overview: screenshots at 1366 and 375 px, light and dark; axe-clean, no sideways scrolling`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000)
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/${network}`)
      await expect(page.locator('[data-stat]').first()).toBeVisible()
      await expect(page.locator('main [aria-label="Loading"]')).toHaveCount(0, { timeout: 20_000 })
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
