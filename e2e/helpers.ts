import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Wait until a panel has its data (or its error) instead of the loading skeleton. */
/**
 * Scroll to every panel that waits to be seen (components/ui/when-seen) as a person would: a wheel turn with it in
 * view, which is what loads it (a script's scroll does not).
 */
export async function reveal(page: Page) {
  const waiting = page.locator('[data-waits-for]')
  for (let i = (await waiting.count()) - 1; i >= 0; i--) {
    await waiting
      .nth(i)
      .scrollIntoViewIfNeeded({ timeout: 2000 })
      .catch(() => {})
    await page.mouse.wheel(0, 1)
  }
}

export async function panelLoaded(page: Page, id: string) {
  const panel = page.locator(`section#${id}`)
  // A panel below the first screen may be waiting for someone to scroll to it.
  await expect(async () => {
    if (!(await panel.count())) await reveal(page)
    expect(await panel.count()).toBeGreaterThan(0)
  })
    .toPass({ timeout: 15_000, intervals: [250, 500, 1000] })
    .catch(() => {})
  // A loaded CI machine can take longer than expect's 5 s to render a page; when the panel never comes, say what
  // the page showed instead (a 404, a fault page, a skeleton).
  await expect(panel)
    .toBeVisible({ timeout: 15_000 })
    .catch(async (e: Error) => {
      const shown = await page
        .locator('#main')
        .innerText({ timeout: 1000 })
        .catch(() => '(no #main)')
      throw new Error(`no panel #${id} on ${page.url()}; the page showed: ${shown.slice(0, 400)}\n${e.message}`)
    })
  await expect(panel.locator('[aria-label="Loading"]')).toHaveCount(0, { timeout: 20_000 })
  return panel
}

/**
 * From the home page, click a network's head height, then walk back (prev links) until a block has a
 * transaction. Returns nothing; the page is on that block.
 */
export async function clickToBlockWithTxs(page: Page, network: string) {
  await page.goto('/')
  const head = page.getByTestId(`height-${network}`).getByRole('link')
  await expect(head).toBeVisible({ timeout: 30_000 })
  await head.click()
  await walkBackToBlockWithTxs(page, network)
}

/** From a block page, follow the prev links until a block has a transaction (devnet leaves some blocks empty). */
export async function walkBackToBlockWithTxs(page: Page, network: string) {
  await expect(page).toHaveURL(new RegExp(`/${network}/blocks/\\d+`), { timeout: 30_000 })
  for (let i = 0; i < 25; i++) {
    const txs = await panelLoaded(page, 'txs')
    if ((await txs.locator('a[href*="/txs/"]').count()) > 0) return
    const url = page.url()
    await page.getByRole('link', { name: /^← / }).click()
    await page.waitForURL((u) => u.toString() !== url)
  }
  throw new Error(`no block with transactions found near the head of ${network}`)
}

/**
 * From a block page with transactions: reload it, click its first transaction, reload, click the first account
 * of the transaction, reload; each reload shows the same record. Returns the ids it passed through.
 */
export async function blockTxAccountByClicking(page: Page, network: string) {
  const block = page.url()
  const blockTitle = await page.locator('h1').innerText()
  await page.reload()
  await expect(page.locator('h1')).toHaveText(blockTitle)
  await expect(await panelLoaded(page, 'block')).not.toContainText('unexpected')

  await (await panelLoaded(page, 'txs')).locator('a[href*="/txs/"]').first().click()
  await expect(page).toHaveURL(new RegExp(`/${network}/txs/`), { timeout: 20_000 })
  const tx = await panelLoaded(page, 'tx')
  await expect(tx.getByRole('alert')).toHaveCount(0)
  const txTitle = await page.locator('h1').innerText()
  const txText = await stableText(tx)
  await page.reload()
  await expect(page.locator('h1')).toHaveText(txTitle)
  expect(await stableText(await panelLoaded(page, 'tx'))).toBe(txText)

  await tx.locator('a[href*="/accounts/"]').first().click()
  await expect(page).toHaveURL(new RegExp(`/${network}/accounts/`), { timeout: 20_000 })
  const account = await panelLoaded(page, 'account')
  await expect(account.getByRole('alert')).toHaveCount(0)
  const accountTitle = await page.locator('h1').innerText()
  await page.reload()
  await expect(page.locator('h1')).toHaveText(accountTitle)
  await panelLoaded(page, 'account')
  return { block, height: blockTitle.trim(), tx: txTitle.trim(), account: accountTitle.trim() }
}

/** The header search: focus it with `/`, type, submit. */
export async function search(page: Page, q: string) {
  const box = page.getByRole('searchbox', { name: /Search/ })
  await expect(box).toHaveAttribute('data-ready', '')
  await page.keyboard.press('/')
  await expect(box).toBeFocused()
  await box.fill(q)
  await box.press('Enter')
}

export async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(1)
}

/** A panel's key/value text without the ticking "… ago" times, to compare content across reloads. */
export async function stableText(panel: import('@playwright/test').Locator): Promise<string> {
  return panel.locator('dl').evaluate((dl) => {
    const copy = dl.cloneNode(true) as HTMLElement
    copy.querySelectorAll('time').forEach((t) => t.remove())
    return copy.innerText
  })
}

/**
 * axe's serious and critical violations on the page as it is now, one line each (rule and first targets). Only
 * violations are collected (`resultTypes`): the passes' node lists are what makes a run slow on a long page.
 */
export async function seriousViolations(page: Page) {
  // Legacy mode runs axe in the page itself. The default mode runs it in parts and then opens a second, blank page
  // to finish, which took 4.5–5.3 s per call here against 2.0–2.2 s, with the same violations found. It only
  // matters for cross-origin frames, and the explorer has none.
  const r = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}

/** The page as it stands, in light then dark: no serious or critical axe violation, nothing wider than `width`. */
export async function checkBothSchemes(page: Page, label: string, width: number) {
  await expect(page.locator('main [aria-label="Loading"]')).toHaveCount(0, { timeout: 20_000 })
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    expect(await seriousViolations(page), `${colorScheme} ${label}`).toEqual([])
    const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth)
    expect(scrollWidth, `${colorScheme} ${label}: page width`).toBeLessThanOrEqual(width + 1)
  }
}

/**
 * Every table in the page's main region: does it overflow the box it scrolls in (columns hidden past the edge),
 * and does its scroll box say so (components/table/scroll-box.tsx)? Named by the table's caption.
 */
export async function tableOverflows(page: Page) {
  return page.locator('main table').evaluateAll((tables) =>
    tables.map((t) => {
      let box = t.parentElement
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
      const overflows = !!box && box.scrollWidth > box.clientWidth + 1
      const hint = box?.parentElement?.parentElement?.querySelector(':scope > [data-testid=scroll-hint]')
      const hinted = !!hint && (hint as HTMLElement).offsetParent !== null
      return { table: t.querySelector('caption')?.textContent ?? t.closest('section')?.id ?? '?', overflows, hinted }
    }),
  )
}

/** Screenshots at 1366 and 375 px in light and dark (test artifacts), each axe-clean and never wider than the screen. */
export async function screens(page: Page, name: string, outputPath: (f: string) => string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(page.locator('main [aria-label="Loading"]')).toHaveCount(0, { timeout: 20_000 })
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await page.screenshot({ path: outputPath(`${name}-${width}-${colorScheme}.png`), fullPage: true })
      expect(await seriousViolations(page), `${name} ${width}px ${colorScheme}`).toEqual([])
      const scroll = await page.evaluate(() => document.scrollingElement!.scrollWidth)
      expect(scroll, `${name} ${width}px ${colorScheme}: page width`).toBeLessThanOrEqual(width + 1)
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

/**
 * The home page's strip cell of a network once it has settled: the height of the newest block the live feed
 * pushed, or null when the strip says the network has no block feed.
 */
export async function stripHeight(page: Page, network: string): Promise<string | null> {
  const strip = page.getByTestId(`strip-${network}`)
  await expect
    .poll(async () => (await strip.getAttribute('data-height')) ?? (await strip.innerText()), { timeout: 30_000 })
    .toMatch(/^\d+$|no block feed/)
  return strip.getAttribute('data-height')
}
