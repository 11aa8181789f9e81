import { expect, test, type Page } from '@playwright/test'
import { blockTxAccountByClicking, checkBothSchemes as check, clickToBlockWithTxs } from './helpers'

const WIDTH = 375
test.use({ viewport: { width: WIDTH, height: 800 } })

const checkBothSchemes = (page: Page, label: string) => check(page, label, WIDTH)

test(`${WIDTH} px: compose, past reads, log search and the missing-transaction page are axe-clean, no sideways scrolling`, async ({
  page,
}) => {
  test.setTimeout(120_000)
  await clickToBlockWithTxs(page, 'hub')
  const { account, height } = await blockTxAccountByClicking(page, 'hub')
  const h = Number(height)
  await page.goto(`/hub/accounts/${account}?at=${h - 1}&compare=${h}`)
  await expect(page.locator('section#compare')).toBeVisible()
  await checkBothSchemes(page, 'past')
  await page.goto(`/hub/compose?from=${account}&to=${account}&amount=1`)
  await expect(page.getByTestId('simulation-result')).toBeVisible()
  await checkBothSchemes(page, 'compose')
  await page.goto(`/staking/txs/${'AB'.repeat(32)}`)
  await expect(page.getByTestId('pool-state')).toBeVisible()
  await checkBothSchemes(page, 'missing tx')
  await page.goto('/vm/logs?topic0=0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef')
  await expect(page.getByRole('region', { name: /Events/ })).toBeVisible()
  await checkBothSchemes(page, 'logs')
})
