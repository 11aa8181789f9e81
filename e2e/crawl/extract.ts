/**
 * What the crawler reads of a page once it has loaded, in the browser: visible text and labels outside the zones
 * where wire names belong (raw JSON, code, the API console's request/response, event logs: marked `data-wire`),
 * the amounts the amount leaf rendered, in-app links, and whether the page is an error.
 */
import type { Page } from '@playwright/test'
import { reveal } from '../helpers'
import AxeBuilder from '@axe-core/playwright'
import type { CellBox, PageSample, Rgba, SvgText } from './rules'

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
      .map((el) => {
        const [shown = '', ...unit] = (el as HTMLElement).innerText.trim().split(/\s+/)
        return {
          shown,
          unit: unit.join(' '),
          exact: el.getAttribute('data-exact') ?? '',
          precision: Number(el.getAttribute('data-precision') ?? 6),
        }
      })
    const wholeUnits = [...root.querySelectorAll('[data-exact][data-decimals="0"]')].map(
      (el) => (el as HTMLElement).innerText.trim().split(/\s+/)[0] ?? '',
    )
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
    return { text: parts.join(' ').replace(/\s+/g, ' '), labels, amounts, wholeUnits, links, error }
  })
  return { url, status, ...read, error: read.error?.trim() || undefined }
}

/** What a page looks like as drawn: its width, its table cells (at a phone's width) and its SVG text's colours. */
export interface Layout {
  scrollWidth: number
  viewport: number
  cells: CellBox[]
  svgTexts: SvgText[]
}

export async function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    // Computed colours may be any CSS colour (Tailwind 4 writes oklch): a canvas turns each into sRGB bytes.
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const g = canvas.getContext('2d', { willReadFrequently: true })!
    const rgba = (css: string): Rgba => {
      g.clearRect(0, 0, 1, 1)
      g.fillStyle = '#000'
      g.fillStyle = css
      g.fillRect(0, 0, 1, 1)
      const [r = 0, gr = 0, b = 0, a = 0] = g.getImageData(0, 0, 1, 1).data
      return [r, gr, b, a / 255]
    }
    const blend = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3]
      return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1]
    }
    /** The opaque colour under an element: its ancestors' backgrounds painted from the page's up. */
    const background = (el: Element): Rgba => {
      const layers: Rgba[] = []
      for (let e: Element | null = el; e; e = e.parentElement) {
        if (e instanceof SVGElement && !(e instanceof SVGSVGElement)) continue
        const c = rgba(getComputedStyle(e).backgroundColor)
        if (c[3] > 0) layers.push(c)
        if (c[3] >= 1) break
      }
      let bg: Rgba = [255, 255, 255, 1]
      for (const l of layers.reverse()) bg = blend(l, bg)
      return bg
    }
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect()
      const s = getComputedStyle(el)
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'
    }
    const root = document.querySelector('#main') ?? document.body
    const cells = [...root.querySelectorAll('td, th')].filter(shown).map((el) => {
      const s = getComputedStyle(el)
      const r = el.getBoundingClientRect()
      const pad = parseFloat(s.paddingLeft) + parseFloat(s.paddingRight)
      return {
        text: (el as HTMLElement).innerText.trim().slice(0, 40),
        width: r.width - pad,
        height: r.height,
        charWidth: parseFloat(s.fontSize) * 0.5,
      }
    })
    const svgTexts = [...root.querySelectorAll('svg text')]
      .filter((el) => shown(el) && (el.textContent ?? '').trim())
      .map((el) => {
        const s = getComputedStyle(el)
        const fill = rgba(s.fill.startsWith('url(') || s.fill === 'none' ? 'transparent' : s.fill)
        const opacity = parseFloat(s.fillOpacity) * parseFloat(s.opacity)
        return {
          text: (el.textContent ?? '').trim(),
          fill: [fill[0], fill[1], fill[2], fill[3] * opacity] as Rgba,
          background: background(el),
        }
      })
    // The legend recharts draws is HTML beside the SVG: its text is read the same way (axe skips some of it).
    // Its words may be wrapped in an element of their own colour: the innermost one's colour is what is read.
    const legend = [...root.querySelectorAll('.recharts-legend-item-text')].filter(shown).map((el) => {
      let inner = el
      while (inner.firstElementChild) inner = inner.firstElementChild
      return {
        text: (el.textContent ?? '').trim(),
        fill: rgba(getComputedStyle(inner).color),
        background: background(el),
      }
    })
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      cells,
      svgTexts: [...svgTexts, ...legend],
    }
  })
}

/**
 * A pointer over the middle of each chart, as a finger scrolling past it does: what it opens (a tooltip) must fit
 * the page. Returns the page's widest width while a tooltip was open.
 */
export async function widthUnderPointer(page: Page): Promise<number> {
  let widest = 0
  const charts = page.locator('#main .recharts-wrapper, #main [data-tooltip], #main [title]')
  const n = Math.min(await charts.count(), 12)
  for (let i = 0; i < n; i++) {
    const box = await charts
      .nth(i)
      .boundingBox()
      .catch(() => null)
    if (!box || box.width === 0) continue
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2)
    widest = Math.max(widest, await page.evaluate(() => document.documentElement.scrollWidth))
  }
  await page.mouse.move(0, 0)
  return widest
}

/** axe's text contrast rule over the main content: each failing text with its ratio. */
export async function axeContrast(page: Page): Promise<string[]> {
  // A page without its frame (a server's refusal under load) has no main content to judge: its status says it.
  if (!(await page.locator('#main').count())) return []
  const r = await new AxeBuilder({ page }).include('#main').withRules(['color-contrast']).analyze()
  return r.violations.flatMap((v) =>
    v.nodes
      .slice(0, 3)
      .map((n) => `contrast: ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(-1)[0]?.trim()}`),
  )
}
