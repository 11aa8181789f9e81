import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { GROUP_NOTE } from '../devnet/algorand/ledger/group-events'
import { panelLoaded } from './helpers'

/**
 * Devnet's ledger holds atomic groups whose members are signed by a multisig account and by a logic signature
 * (devnet/algorand/ledger/group-events.ts). From one member's transaction page, as a person would: its signature in
 * words (the multisig's threshold and each member key), the link to its group, the group's flow diagram (an SVG
 * that downloads as a file) and its other members.
 */
const NETWORK = 'ledger'

interface IndexerTxn {
  id: string
  group?: string
  signature?: { multisig?: unknown; logicsig?: unknown }
}

/** The marked groups' members, found as a person could: the indexer's note-prefix search in the API console. */
async function markedMembers(page: Page): Promise<IndexerTxn[]> {
  const prefix = encodeURIComponent(Buffer.from(GROUP_NOTE).toString('base64'))
  const r = await page.request.get(`/api/gw/indexer/v2/transactions?note-prefix=${prefix}&limit=20`)
  expect(r.ok()).toBe(true)
  const { transactions } = (await r.json()) as { transactions: IndexerTxn[] }
  expect(transactions.length, 'devnet history holds the marked groups').toBeGreaterThanOrEqual(7)
  return transactions
}

test('a multisig member of a group: threshold and member keys, then its group as a downloadable flow', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const members = await markedMembers(page)
  const msig = members.find((t) => t.signature?.multisig && t.group)!
  expect(msig).toBeDefined()

  await page.goto(`/${NETWORK}/txs/${msig.id}`)
  const signature = await panelLoaded(page, 'signature')
  await expect(signature).toContainText('multisig')
  await expect(signature).toContainText('version 1: 2 of 3 keys must sign; 2 signed')
  const keys = signature.locator('dt', { hasText: /^Member keys$/ }).locator('xpath=following-sibling::dd[1]')
  await expect(keys.getByRole('link')).toHaveCount(3)
  await expect(keys).toContainText('1. ')
  await expect(keys).toContainText('did not sign')

  // The member's summary links to its group; the group page lists every member and draws the flow.
  const tx = await panelLoaded(page, 'tx')
  await tx.getByRole('link', { name: 'all transactions of its group' }).click()
  await expect(page).toHaveURL(new RegExp(`/${NETWORK}/groups/[A-Za-z0-9_-]{43}`))
  const sameGroup = members.filter((t) => t.group === msig.group)
  const list = await panelLoaded(page, 'txs')
  for (const m of sameGroup) await expect(list.locator(`a[href="/${NETWORK}/txs/${m.id}"]`).first()).toBeVisible()

  const flow = await panelLoaded(page, 'flow')
  const svg = flow.locator('svg').first()
  await expect(svg).toBeVisible()
  // One arrow per member, each linking its transaction page.
  for (const m of sameGroup) await expect(svg.locator(`a[href="/${NETWORK}/txs/${m.id}"]`)).toHaveCount(1)
  const download = page.waitForEvent('download')
  await flow.getByRole('button', { name: 'Download SVG' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('transaction-group.svg')
  const saved = readFileSync((await file.path())!, 'utf8')
  expect(saved).toMatch(/^<svg[\s>]|^<\?xml/)
  expect(saved).toContain('xmlns="http://www.w3.org/2000/svg"')

  // At phone width the diagram stays inside the page (it scrolls sideways in its own box).
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(svg).toBeVisible()
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(376)
})

test('a logic-signature member of a group: the program account and the program', async ({ page }) => {
  const members = await markedMembers(page)
  const lsig = members.find((t) => t.signature?.logicsig && t.group)!
  expect(lsig).toBeDefined()
  await page.goto(`/${NETWORK}/txs/${lsig.id}`)
  const signature = await panelLoaded(page, 'signature')
  await expect(signature).toContainText('logic signature')
  await expect(signature).toContainText('contract account: the program itself is the account')
  const account = signature.locator('dt', { hasText: /^Program account$/ }).locator('xpath=following-sibling::dd[1]')
  await expect(account.getByRole('link')).toHaveAttribute('href', new RegExp(`^/${NETWORK}/accounts/[A-Z2-7]{58}$`))
})
