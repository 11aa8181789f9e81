import { expect, test } from '@playwright/test'

const DEVNET = `http://127.0.0.1:${process.env.E2E_DEVNET_PORT ?? 7800}`
// npm test starts devnet with a sentinel key (DEVNET_API_KEY) to prove it never reaches a page; use the same one.
const devnet = async (path: string) =>
  (await fetch(`${DEVNET}${path}`, { headers: { 'api-key': process.env.DEVNET_API_KEY ?? 'devnet-key' } })).json()

/** A Hub → Staking packet that arrived and whose acknowledgement came back (Hub no longer holds its commitment). */
async function deliveredPacket(): Promise<string> {
  // Staking's channel-0 is the Hub's channel-0 (each numbers its peers in network order).
  const acks = await devnet(
    '/staking/ibc/core/channel/v1/channels/channel-0/ports/transfer/packet_acknowledgements?pagination.limit=40&pagination.reverse=true',
  )
  const pending = await devnet(
    '/hub/ibc/core/channel/v1/channels/channel-0/ports/transfer/packet_commitments?pagination.limit=1000',
  )
  const held = new Set((pending.commitments as { sequence: string }[]).map((c) => c.sequence))
  const seqs = (acks.acknowledgements as { sequence: string }[]).map((a) => a.sequence).filter((s) => !held.has(s))
  expect(seqs.length).toBeGreaterThan(0)
  return seqs[Math.min(5, seqs.length - 1)]!
}

test('a transfer tx leads to its packet page, which leads to the receive on the other chain and back', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const seq = await deliveredPacket()
  await page.goto(`/hub/ibc/packets/transfer/channel-0/${seq}`)
  await expect(page.getByTestId('packet-state')).toContainText('Delivered and acknowledged', { timeout: 60_000 })
  // The relay transactions may take the page a few looks (each render reads on from the blocks the proxy holds).
  await expect(page.getByTestId('packet-flight')).toContainText('time in flight', { timeout: 60_000 })
  // The send transaction on the Hub: its summary links back to this packet.
  await page.getByTestId('step-send').locator('a[href*="/hub/txs/"]').first().click()
  await expect(page).toHaveURL(/\/hub\/txs\//)
  const back = page.locator(`a[href*="/hub/ibc/packets/transfer/channel-0/${seq}?tx="]`)
  await expect(back).toBeVisible({ timeout: 30_000 })
  await back.click()
  await expect(page).toHaveURL(new RegExp(`/hub/ibc/packets/transfer/channel-0/${seq}\\?tx=`))
  // The receive on Staking, linked from the packet page; its own packet link leads back to the source's page.
  const recv = page.getByTestId('step-recv').locator('a[href*="/staking/txs/"]').first()
  await expect(recv).toBeVisible({ timeout: 60_000 })
  await recv.click()
  await expect(page).toHaveURL(/\/staking\/txs\//)
  const received = page.locator(`a[href*="/staking/ibc/packets/transfer/channel-0/${seq}?end=destination"]`)
  await expect(received).toBeVisible({ timeout: 30_000 })
  await received.click()
  // The destination end resolves its counterparty (asks the other networks) before it redirects.
  await expect(page).toHaveURL(new RegExp(`/hub/ibc/packets/transfer/channel-0/${seq}$`), { timeout: 60_000 })
  await expect(page.getByTestId('step-close')).toContainText('Acknowledged on Hub', { timeout: 60_000 })
  // The closing transaction is looked for after the receive is found: SearchAgain refreshes until it is.
  await expect(page.getByTestId('step-close').locator('a[href*="/hub/txs/"]').first()).toBeVisible({
    timeout: 60_000,
  })
})

test('search finds a packet by port/channel/sequence; a bad packet id is a readable error', async ({ page }) => {
  await page.goto('/hub')
  const box = page.getByRole('searchbox')
  await box.fill('transfer/channel-0/3')
  await box.press('Enter')
  const hub = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /Hub · IBC packet/ })
  await expect(hub).toBeVisible({ timeout: 30_000 })
  await hub.click()
  await expect(page).toHaveURL(/\/hub\/ibc\/packets\/transfer\/channel-0\/3$/, { timeout: 60_000 })
  await expect(page.getByTestId('packet-state')).toBeVisible({ timeout: 60_000 })
  await page.goto('/hub/ibc/packets/transfer/nochannel/x')
  await expect(page.locator('main [role="alert"]')).toContainText('Not a packet id')
})

test('a stuck packet says why, and the channel shows both ends and its success rate', async ({ page }) => {
  test.setTimeout(120_000)
  const pending = await devnet(
    '/hub/ibc/core/channel/v1/channels/channel-0/ports/transfer/packet_commitments?pagination.limit=1',
  )
  const seq = (pending.commitments as { sequence: string }[])[0]!.sequence
  await page.goto(`/hub/ibc/packets/transfer/channel-0/${seq}`)
  await expect(page.getByTestId('packet-reason')).toContainText(/timeout passed|relayer|acknowledgement/, {
    timeout: 60_000,
  })
  await page.goto('/hub/ibc/channels/transfer/channel-0')
  await expect(page.getByTestId('end-other end')).toContainText('Staking')
  await expect(page.getByTestId('success-rate')).toHaveText(/\d+\.\d %/)
})

test('an account offers the same key on other networks and a portfolio across them', async ({ page }) => {
  const owners = await devnet('/hub/sdk/bank/v1beta1/denom_owners/uhub?pagination.limit=3')
  const address = (owners.denom_owners as { address: string }[]).at(-1)!.address
  await page.goto(`/hub/accounts/${address}`)
  const same = page.getByTestId('same-key')
  await expect(same).toContainText('Staking')
  await expect(same.locator('a[href^="/platform/accounts/plat1"]')).toBeVisible()
  await same.getByTestId('portfolio-link').click()
  await expect(page).toHaveURL(new RegExp(`/accounts/${address}$`))
  await expect(page.getByTestId('portfolio-hub')).toContainText('balances', { timeout: 30_000 })
  await expect(page.getByTestId('portfolio-exchange')).toContainText('No balances here')
})
