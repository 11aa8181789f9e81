/**
 * What the crawler reads of a page once it has loaded, in the browser: visible text and labels outside the zones
 * where wire names belong (raw JSON, code, the API console's request/response, event logs: marked `data-wire`),
 * the amounts the amount leaf rendered, in-app links, and whether the page is an error.
 */
import type { Page } from '@playwright/test'
import { reveal } from '../helpers'
import type { PageSample } from './rules'

/** How long a page's client panels get to load before the crawler reads what is there. */
const PANEL_WAIT_MS = 8_000

export async function extract(page: Page, url: string, status: number): Promise<PageSample> {
  // Panels below the first screen load once someone scrolls to them (components/ui/when-seen): read them too.
  await reveal(page)
  await page
    .locator('#main [data-waits-for]')
    .first()
    .waitFor({ state: 'detached', timeout: PANEL_WAIT_MS })
    .catch(() => undefined)
  await page
    .locator('#main [aria-label="Loading"]')
    .first()
    .waitFor({ state: 'detached', timeout: PANEL_WAIT_MS })
    .catch(() => undefined)
  const read = await page.evaluate(() => {
    const root = document.querySelector('#main') ?? document.body
    const EXEMPT = 'pre, code, textarea, [data-wire], [aria-label="Raw JSON"]'
    const visible = (el: Element) => {
      const s = getComputedStyle(el)
      return s.display !== 'none' && s.visibility !== 'hidden' && (el as HTMLElement).offsetParent !== null
    }
    // Visible text with exempt zones cut out: a clone loses layout, so mark the exempt nodes and skip them.
    const parts: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement
      if (!el || el.closest(EXEMPT) || el.closest('script, style, [hidden], .sr-only')) continue
      if (!visible(el)) continue
      parts.push(n.textContent ?? '')
    }
    const labels = [
      ...root.querySelectorAll('th, dt, h1, h2, h3, h4, legend, caption, label, button, summary, [role=tab]'),
    ]
      .filter((el) => !el.closest(EXEMPT) && visible(el))
      .map((el) => (el as HTMLElement).innerText.trim())
      .filter(Boolean)
    const amounts = [...root.querySelectorAll('[data-exact]')]
      .filter((el) => !el.closest(EXEMPT) && visible(el))
      .map((el) => ({
        shown: ((el as HTMLElement).innerText.split(/\s/)[0] ?? '').trim(),
        exact: el.getAttribute('data-exact') ?? '',
        precision: Number(el.getAttribute('data-precision') ?? 6),
      }))
    const links = [...root.querySelectorAll('a[href]')]
      .filter((a) => !a.hasAttribute('download'))
      .map((a) => a.getAttribute('href') ?? '')
      .filter((h) => h.startsWith('/') && !h.startsWith('//'))
    const alert = [...root.querySelectorAll('[role=alert]')].find(visible) as HTMLElement | undefined
    const h1 = (root.querySelector('h1') as HTMLElement | null)?.innerText.trim() ?? ''
    const notOffered = [...root.querySelectorAll('[role=note]')]
      .map((el) => (el as HTMLElement).innerText)
      .find((t) => /not offered|offers no/i.test(t))
    const error =
      alert?.innerText ??
      notOffered ??
      (/^(Not found|Something went wrong|Bad request)/i.test(h1)
        ? `${h1}: ${root.textContent?.slice(0, 200)}`
        : undefined)
    return { text: parts.join(' ').replace(/\s+/g, ' '), labels, amounts, links, error }
  })
  return { url, status, ...read, error: read.error?.trim() || undefined }
}
