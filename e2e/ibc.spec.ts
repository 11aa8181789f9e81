import { expect, test } from '@playwright/test'
import { panelLoaded as loadedPanel } from './helpers'

/** A panel may briefly exist twice while its streamed content replaces the fallback: wait for one, then its data. */
async function panelLoaded(page: import('@playwright/test').Page, id: string) {
  await expect(page.locator(`section#${id}`)).toHaveCount(1, { timeout: 30_000 })
  return loadedPanel(page, id)
}

test('overview → IBC channels → a channel → its counterparty on another network, and back', async ({ page }) => {
  await page.goto('/hub')
  const health = page.getByTestId('ibc-health')
  await expect(health).toBeVisible({ timeout: 30_000 })
  await expect(health).toContainText('Channels by state')
  await expect(health).toContainText('Packets in flight')

  await health.getByRole('link', { name: /All channels/ }).click()
  await expect(page).toHaveURL(/\/hub\/ibc\?tab=channels/)
  const channels = await panelLoaded(page, 'channels')
  await expect(channels.getByRole('alert')).toHaveCount(0)
  await channels.locator('a[href="/hub/ibc/channels/transfer/channel-0"]').click()

  await expect(page).toHaveURL(/\/hub\/ibc\/channels\/transfer\/channel-0$/)
  await expect(page.locator('h1')).toHaveText('transfer/channel-0')
  const channel = await panelLoaded(page, 'channel')
  await expect(channel).toContainText('Open')
  await expect(channel).toContainText('Token transfer (ics20-1)')
  const inFlight = await panelLoaded(page, 'in-flight')
  await expect(inFlight.getByRole('alert')).toHaveCount(0)
  // The counterparty is configured, so in flight is computed against it (both directions).
  await expect(inFlight.getByTestId('packets-in-flight')).toBeVisible()
  await expect(inFlight.getByTestId('acks-in-flight')).toBeVisible()
  // The chart above counts the same packets in flight as the list, and each one links to its packet page.
  const charted = await page.getByTestId('stat-inFlight').innerText()
  if (charted === '0') await expect(inFlight.getByTestId('packets-in-flight')).toHaveText('none')
  else {
    await expect(inFlight.getByTestId('packets-in-flight').getByTestId('count')).toHaveText(charted)
    await expect(inFlight.locator('a[href^="/hub/ibc/packets/transfer/channel-0/"]').first()).toBeVisible()
  }
  await expect((await panelLoaded(page, 'client-status')).getByRole('alert')).toHaveCount(0)
  await expect((await panelLoaded(page, 'consensus')).getByRole('alert')).toHaveCount(0)

  const cp = page.getByTestId('counterparty-link')
  await expect(cp).toHaveText(/^Staking transfer\/channel-\d+$/)
  await cp.click()
  await expect(page).toHaveURL(/\/staking\/ibc\/channels\/transfer\/channel-\d+$/)
  await panelLoaded(page, 'channel')
  // The other end points back at the hub's channel-0.
  await expect(page.getByTestId('counterparty-link')).toHaveText('Hub transfer/channel-0')
  await expect(page.getByTestId('counterparty-link')).toHaveAttribute('href', '/hub/ibc/channels/transfer/channel-0')
})

test('clients tab: status, chain id, height and trusting time left; a client page answers', async ({ page }) => {
  await page.goto('/hub/ibc')
  const clients = await panelLoaded(page, 'clients')
  for (const s of ['Active', 'Frozen', 'Expired'])
    await expect(clients.getByText(s, { exact: true }).first()).toBeVisible({ timeout: 20_000 })
  await expect(clients).toContainText(/\d+d \d+h/)
  await clients.locator('a[href="/hub/ibc/clients/07-tendermint-0"]').click()
  await expect(page).toHaveURL(/\/hub\/ibc\/clients\/07-tendermint-0$/)
  for (const id of ['client-state', 'client-status', 'latest-consensus', 'heights'])
    await expect((await panelLoaded(page, id)).getByRole('alert')).toHaveCount(0)
})

test('a channel whose counterparty chain is configured here names that network even when its end is not found', async ({
  page,
  request,
}) => {
  // The Hub's ICA controller channel: its client follows Staking's chain, whose gateway has no such icahost end.
  const list = (await (await request.get('/api/gw/hub/ibc/core/channel/v1/channels')).json()) as {
    channels: { port_id: string; channel_id: string; counterparty: { port_id: string; channel_id: string } }[]
  }
  const ica = list.channels.find((c) => c.port_id.startsWith('icacontroller-'))!
  const base = `/api/gw/hub/ibc/core/channel/v1/channels/${ica.channel_id}/ports/${ica.port_id}`
  const client = (await (await request.get(`${base}/client_state`)).json()) as {
    identified_client_state: { client_state: { chain_id: string } }
  }
  expect(client.identified_client_state.client_state.chain_id).toBe('staking-devnet-1')
  const far = ica.counterparty
  expect(
    (await request.get(`/api/gw/staking/ibc/core/channel/v1/channels/${far.channel_id}/ports/${far.port_id}`)).status(),
  ).toBe(404)
  await page.goto(`/hub/ibc/channels/${ica.port_id}/${ica.channel_id}`)
  const said = page.getByTestId('counterparty-chain')
  await expect(said).toContainText(`Counterparty ${far.port_id}/${far.channel_id} on Staking (chain staking-devnet-1)`)
  await expect(said.getByRole('link', { name: 'Staking' })).toHaveAttribute('href', '/staking/ibc?tab=channels')
  await expect(page.getByText(/not one of the networks configured here/)).toHaveCount(0)
})

test('a channel on a network without a configured counterparty says so; sequences can be looked up', async ({
  page,
}) => {
  await page.goto('/hub/ibc?tab=channels')
  const channels = await panelLoaded(page, 'channels')
  // Channel 4 on the hub goes to an external chain.
  await channels.locator('a[href="/hub/ibc/channels/transfer/channel-4"]').click()
  await expect(page.getByText(/not one of the networks configured here/)).toBeVisible()
  // A sequence far past anything sent: the gateway answers 404 for its commitment and acknowledgement, which
  // the page says in words rather than as failures.
  await page.getByRole('textbox', { name: 'Sequence' }).fill('999999')
  await page.getByRole('button', { name: 'Look up' }).click()
  await expect(page).toHaveURL(/seq=999999/)
  const receipt = await panelLoaded(page, 'seq-receipt')
  await expect(receipt).toContainText('Not received on this chain')
  const commitment = await panelLoaded(page, 'seq-commitment')
  await expect(commitment.getByRole('note')).toContainText('No commitment: packet 999999 is not waiting')
  await expect(commitment.getByRole('alert')).toHaveCount(0)
  const ack = await panelLoaded(page, 'seq-ack')
  await expect(ack.getByRole('note')).toContainText('this chain has not received packet 999999')
})

test('transfer app: a denomination trace opens from the list', async ({ page }) => {
  await page.goto('/exchange/ibc?tab=transfer')
  const traces = await panelLoaded(page, 'denom-traces')
  await traces.locator('a[href^="/exchange/denoms/ibc/"]').first().click()
  await expect(page).toHaveURL(/\/exchange\/denoms\/ibc\/[0-9A-F]{64}$/)
  const trace = await panelLoaded(page, 'trace')
  await expect(trace.getByRole('alert')).toHaveCount(0)
  await expect(trace).toContainText('Base denom')
  // The ibc/ amount in the escrow panel links to this very denomination page (ibc/ denoms link to it anywhere).
  const escrow = await panelLoaded(page, 'escrow')
  const path = new URL(page.url()).pathname
  await expect(escrow.locator(`a[href="${path}"]`).first()).toBeVisible()
  // The old address of the trace page leads here.
  await page.goto(path.replace('/denoms/ibc/', '/ibc/denoms/'))
  await expect(page).toHaveURL(new RegExp(`${path}$`))
})

test('a network without IBC says so', async ({ page }) => {
  await page.goto('/vm/ibc')
  await expect(page.getByText('VM ledger has no IBC')).toBeVisible()
})

test('interchain accounts: owner + connection lookup answers an address', async ({ page }) => {
  await page.goto('/staking/ibc?tab=ica')
  await panelLoaded(page, 'ica-controller')
  await page.getByRole('textbox', { name: 'Owner' }).fill('stk1owner')
  await page.getByRole('textbox', { name: 'Connection' }).fill('connection-0')
  await page.getByRole('button', { name: 'Look up' }).click()
  await expect(page).toHaveURL(/owner=stk1owner/)
  const account = await panelLoaded(page, 'ica-account')
  await expect(account.getByRole('alert')).toHaveCount(0)
  await expect(account).toContainText('Interchain account')
  await expect(account).toContainText(/On chain\s*\S/)
})
