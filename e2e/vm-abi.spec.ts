import { expect, test, type Page } from '@playwright/test'
import { clickToBlockWithTxs, panelLoaded } from './helpers'

async function decoded(page: Page) {
  const panel = page.locator('section#decoded')
  await expect(panel).toBeVisible({ timeout: 20_000 })
  await expect(panel.getByRole('heading', { name: 'Calls' })).toBeVisible({ timeout: 20_000 })
  return panel
}

test('a token transfer decoded with the token standard, then with an ABI pasted on the contract page', async ({
  page,
}) => {
  await clickToBlockWithTxs(page, 'vm')
  // Open the block's transactions until one calls the token (45 % of devnet traffic).
  let found = false
  for (let i = 0; i < 12 && !found; i++) {
    const txs = await panelLoaded(page, 'txs')
    const links = txs.locator('a[href*="/txs/"]')
    for (let k = 0; k < (await links.count()) && !found; k++) {
      await (await panelLoaded(page, 'txs')).locator('a[href*="/txs/"]').nth(k).click()
      const panel = await decoded(page)
      if (await panel.getByText('transfer', { exact: true }).isVisible()) found = true
      else await page.goBack()
    }
    if (!found) {
      const url = page.url()
      await page.getByRole('link', { name: /^← / }).click()
      await page.waitForURL((u) => u.toString() !== url)
    }
  }
  expect(found, 'a token transfer near the head').toBe(true)
  const panel = await decoded(page)
  await expect(panel.getByText('0xa9059cbb · token standard (ERC-20 / VIP-180)')).toBeVisible()
  // The amount in the token's units with the symbol its symbol() answers.
  const moves = panel.getByTestId('token-movement').first()
  await expect(moves).toContainText(/Transfer\s*[\d,.]+\s*DCT/, { timeout: 20_000 })
  await expect(panel.getByText('Transfer', { exact: true }).first()).toBeVisible()

  // The token link leads to the token's page, and on to its contract, whose page keeps a pasted ABI.
  await moves.getByRole('link', { name: 'DCT', exact: true }).last().click()
  await expect(page).toHaveURL(/\/vm\/tokens\/0x/)
  await page.getByRole('link', { name: 'Its account page' }).click()
  await expect(page).toHaveURL(/\/vm\/accounts\/0x/)
  const abi = page.locator('section#abi')
  await expect(abi).toBeVisible()
  await abi.getByLabel('ABI JSON').fill('not json')
  await abi.getByRole('button', { name: 'Save ABI' }).click()
  await expect(abi.getByRole('alert')).toHaveText('This is not JSON: paste the contract ABI as a JSON array.')
  await abi.getByLabel('ABI JSON').fill(
    JSON.stringify([
      {
        type: 'function',
        name: 'transfer',
        inputs: [
          { name: 'dst', type: 'address' },
          { name: 'wad', type: 'uint256' },
        ],
      },
    ]),
  )
  await abi.getByRole('button', { name: 'Save ABI' }).click()
  await expect(abi.getByRole('status')).toHaveText('Saved: 1 functions, events and errors.')
  await expect(abi.getByText('transfer(address,uint256)')).toBeVisible()

  await page.goBack()
  await page.goBack()
  const again = await decoded(page)
  await expect(again.getByText(/0xa9059cbb · your ABI/)).toBeVisible()
  await expect(again.getByText('dst address')).toBeVisible()
})

/**
 * A reverted transaction near the head, found through the proxy: about one devnet VM transaction in 13 reverts, so
 * the 40 or so on the pages of the last blocks hold none about one run in 20.
 */
async function revertedTxNearHead(page: Page): Promise<string> {
  const get = async <T>(path: string) => (await (await page.request.get(`/api/gw/vm${path}`)).json()) as T
  const best = await get<{ number: number }>('/blocks/best')
  for (let n = best.number; n > Math.max(0, best.number - 500); n--) {
    const block = await get<{ transactions: string[] }>(`/blocks/${n}`)
    for (const id of block.transactions)
      if ((await get<{ reverted?: boolean } | null>(`/transactions/${id}/receipt`))?.reverted) return id
  }
  throw new Error(`no reverted transaction in the 500 blocks below ${best.number}`)
}

test('a reverted call says why, decoded from the replayed revert data', async ({ page }) => {
  await page.goto(`/vm/txs/${await revertedTxNearHead(page)}`)
  const receipt = await panelLoaded(page, 'receipt')
  await expect(receipt.getByText('Reverted', { exact: true })).toBeVisible()
  const panel = await decoded(page)
  const why = panel.getByRole('note')
  await expect(why).toContainText('Why it reverted')
  await expect(why).toContainText('Clause 0: The contract reverted: “value must be positive”.', { timeout: 20_000 })
  // The guard has no standard ABI: its call stays hex with the selector, with a way to add its ABI.
  await expect(panel.getByText('Unknown call · selector 0xeee97206')).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Add this contract’s ABI' })).toBeVisible()
})
