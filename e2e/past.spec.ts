import { createHash } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { heightText } from '../lib/format/height'
import { blockTxAccountByClicking, clickToBlockWithTxs, panelLoaded } from './helpers'
import { vmTokenSpend } from './vm-spend'

const DEVNET = `http://127.0.0.1:${process.env.E2E_DEVNET_PORT ?? 7800}`
// npm test starts devnet with a sentinel key (DEVNET_API_KEY); direct devnet reads use the same one.
const devnet = async (path: string) =>
  (
    await fetch(`${DEVNET}${path}`, { headers: { 'api-key': process.env.DEVNET_API_KEY ?? 'devnet-key' } })
  ).json() as Promise<any> // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A click here opens a page at a past height: the URL changes once the server has rendered it, and reading state at
 * two heights is several gateway calls. With two workers on CI a render can queue behind the other's (in one CI run
 * of three, one of these clicks took over 5 s), so a navigation gets the helpers' 20 s; what is asserted is where it
 * leads.
 */
const NAV = { timeout: 20_000 }

const headOf = (page: Page) => Number(/\/blocks\/(\d+)/.exec(page.url())![1])

/** The compare section's part about one panel. */
const comparePart = (page: Page, title: string) =>
  page
    .locator('main section#compare > div')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })

/** On a transaction page: the "before and after" link of one account. */
async function clickAround(page: Page, account: string) {
  const around = page.getByTestId('around-tx')
  await expect(around).toBeVisible({ timeout: 20_000 })
  await around
    .locator('li')
    .filter({ has: page.locator(`[title="${account}"]`) })
    .getByRole('link')
    .click()
}

type Attr = { key: string; value: string }
type TxEvent = { type: string; attributes: Attr[] }

/** The net uhub change of each address over one transaction's coin_spent/coin_received events. */
function uhubNet(events: TxEvent[], net: Map<string, bigint>) {
  for (const e of events) {
    const sign = e.type === 'coin_spent' ? -1n : e.type === 'coin_received' ? 1n : 0n
    if (!sign) continue
    const who = e.attributes.find((a) => a.key === 'spender' || a.key === 'receiver')?.value
    const amount = e.attributes.find((a) => a.key === 'amount')?.value ?? ''
    for (const coin of amount.split(',')) {
      const m = /^(\d+)uhub$/.exec(coin)
      if (who && m) net.set(who, (net.get(who) ?? 0n) + sign * BigInt(m[1]!))
    }
  }
}

/** Near the head: a block, one of its bank sends, and that send's sender whose uhub balance the block changed. */
async function blockMovingBalance(head: number) {
  for (let h = head; h > head - 50; h--) {
    const b = await devnet(`/hub/sdk/tx/v1beta1/txs/block/${h}`)
    const hashes: string[] = (b.block?.data?.txs ?? []).map((raw: string) =>
      createHash('sha256').update(Buffer.from(raw, 'base64')).digest('hex').toUpperCase(),
    )
    const net = new Map<string, bigint>()
    for (const hash of hashes) uhubNet((await devnet(`/hub/sdk/tx/v1beta1/txs/${hash}`)).tx_response.events, net)
    const i = (b.txs ?? []).findIndex((t: { body: { messages: { '@type': string; from_address?: string }[] } }) => {
      const m = t.body.messages[0]
      return m?.['@type'] === '/cosmos.bank.v1beta1.MsgSend' && (net.get(m.from_address!) ?? 0n) !== 0n
    })
    if (i >= 0) return { h, hash: hashes[i]!, account: b.txs[i].body.messages[0].from_address as string }
  }
  throw new Error('no hub block near the head whose bank send changed its sender’s uhub balance')
}

test('an SDK account read at a past height, compared with the block that moved its balance', async ({ page }) => {
  await clickToBlockWithTxs(page, 'hub')
  // A signer whose fee a grant pays has its sequence go up and its balances untouched, so the account is chosen
  // from the chain's own events: one whose uhub balance that block's transactions really changed.
  const { h, hash, account } = await blockMovingBalance(headOf(page))
  await page.goto(`/hub/blocks/${h}`)
  await (await panelLoaded(page, 'txs')).locator(`a[href*="/txs/${hash}" i]`).first().click()
  await expect(page).toHaveURL(/\/hub\/txs\//, NAV)
  await (await panelLoaded(page, 'tx')).locator(`a[href*="/accounts/${account}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/hub/accounts/${account}$`), NAV)
  const bar = page.getByTestId('past-bar')
  await bar.getByLabel('At height').fill(String(h - 1))
  await bar.getByLabel('Compare with height (optional)').fill(String(h))
  await bar.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`/hub/accounts/${account}\\?at=${h - 1}&compare=${h}$`), NAV)
  await expect(bar).toContainText(`Reading state at height ${h - 1}`)
  // Every panel says which height it shows; balances are read through the proxy at h − 1.
  const balances = await panelLoaded(page, 'balances')
  await expect(balances.getByRole('heading')).toHaveText(`Balances · at height ${h - 1}`)
  await expect(balances).toContainText(`as of height ${heightText(h - 1)}`)
  await expect((await panelLoaded(page, 'account')).getByRole('heading')).toHaveText(`Account · at height ${h - 1}`)
  const compare = page.locator('section#compare')
  await expect(compare.getByRole('heading', { level: 2 })).toHaveText(
    `What changed from height ${h - 1} to height ${h}`,
  )
  const bal = comparePart(page, 'Balances')
  await expect(bal.getByRole('row')).not.toHaveCount(0)
  await expect(bal.getByRole('cell', { name: /uhub|HUB/ }).first()).toBeVisible()
  await expect(bal.getByRole('cell', { name: /^(▲ Rose|▼ Fell) by / }).first()).toBeVisible()

  // A height the node has pruned is refused in words, once for the page, with the oldest height it still serves.
  await bar.getByLabel('At height').fill('1')
  await bar.getByLabel('Compare with height (optional)').fill('')
  await bar.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\?at=1&compare=$/, NAV)
  const refused = page.locator('main').getByTestId('past-refused')
  await expect(refused).toContainText('This gateway no longer serves height 1')
  await expect(page.locator('main section#balances')).toHaveCount(0)
  await expect(refused).toContainText('the oldest height it still serves is')
  const oldest = refused.getByRole('link', { name: /^Read at height \d+ instead$/ })
  const lowest = /(\d+)/.exec(await oldest.innerText())![1]!
  expect(Number(lowest)).toBeGreaterThan(1)
  await oldest.click()
  await expect(page).toHaveURL(new RegExp(`\\?at=${lowest}$`), NAV)
  const oldBalances = await panelLoaded(page, 'balances')
  await expect(oldBalances.getByRole('heading')).toHaveText(`Balances · at height ${lowest}`)
  await expect(oldBalances.getByRole('alert')).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to the latest' }).click()
  await expect(page).toHaveURL(new RegExp(`/hub/accounts/${account}$`), NAV)
  await expect((await panelLoaded(page, 'balances')).getByRole('heading')).toHaveText('Balances')
})

test('Platform: an alliance delegation, from its block to the delegator before and after it', async ({ page }) => {
  await clickToBlockWithTxs(page, 'platform')
  const head = headOf(page)
  // Devnet's chain is synthetic: find, near the head, a block whose transactions include an alliance delegation.
  let found: { h: number; hash: string; delegator: string } | undefined
  for (let h = head; h > head - 300 && !found; h--) {
    const b = await devnet(`/platform/sdk/tx/v1beta1/txs/block/${h}`)
    ;(b.txs ?? []).forEach(
      (t: { body: { messages: { '@type': string; delegator_address?: string }[] } }, i: number) => {
        const m = t.body.messages.find((x) => x['@type'] === '/alliance.alliance.MsgDelegate')
        if (m && !found)
          found = {
            h,
            delegator: m.delegator_address!,
            hash: createHash('sha256').update(Buffer.from(b.block.data.txs[i], 'base64')).digest('hex').toUpperCase(),
          }
      },
    )
  }
  expect(found, 'an alliance delegation near the head').toBeDefined()
  const { h, hash, delegator } = found!
  await page.goto(`/platform/blocks/${h}`)
  await (await panelLoaded(page, 'txs')).locator(`a[href*="/txs/${hash}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/platform/txs/${hash}`), NAV)
  await clickAround(page, delegator)
  await expect(page).toHaveURL(new RegExp(`/platform/accounts/${delegator}\\?at=${h - 1}&compare=${h}$`), NAV)
  const delegations = await panelLoaded(page, 'delegations')
  await expect(delegations.getByRole('heading')).toHaveText(`Alliance delegations · at height ${h - 1}`)
  await expect((await panelLoaded(page, 'redelegations')).getByRole('heading')).toHaveText(
    `Alliance redelegations · at height ${h - 1}`,
  )
  // The compare view names the validator and asset of the position and says how much was added, in display units.
  const part = comparePart(page, 'Alliance delegations')
  const row = part.getByRole('row').filter({ hasText: 'Staked' }).first()
  await expect(row).toContainText('▲ Rose by')
  // The validator of a delegation row links to its validator page (issue 29).
  await expect(row.getByRole('link').first()).toHaveAttribute('href', /\/platform\/validators\/platvaloper1/)
  await expect(
    comparePart(page, 'Balances')
      .getByRole('cell', { name: /▼ Fell by/ })
      .first(),
  ).toBeVisible()
})

test('VM: a token transfer before and after its block, the sender’s energy and the storage slot that moved', async ({
  page,
}) => {
  await clickToBlockWithTxs(page, 'vm')
  const head = headOf(page)
  const found = await vmTokenSpend(devnet, head)
  expect(found, 'a token transfer near the head').toBeDefined()
  const { n, id, origin, token } = found!
  await page.goto(`/vm/blocks/${n}`)
  await (await panelLoaded(page, 'txs')).locator(`a[href*="/txs/${id}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/vm/txs/${id}`), NAV)
  await clickAround(page, origin)
  await expect(page).toHaveURL(new RegExp(`/vm/accounts/${origin}\\?at=${n - 1}&compare=${n}$`), NAV)
  await expect((await panelLoaded(page, 'account')).getByRole('heading')).toHaveText(`Account · at height ${n - 1}`)
  // The sender paid the gas in energy.
  await expect(comparePart(page, 'Account').getByRole('row').filter({ hasText: 'Energy' })).toContainText(
    /▼ Fell by [\d.,]+ VME/,
  )

  await page.goBack()
  await clickAround(page, token)
  await expect(page).toHaveURL(new RegExp(`/vm/accounts/${token}\\?at=${n - 1}&compare=${n}$`), NAV)
  await expect(page.locator('main section#storage').getByRole('heading')).toHaveText(
    `Storage lookup · at height ${n - 1}`,
  )
  // The token keeps a balance at the slot named by the holder's address: compare that slot too.
  const bar = page.getByTestId('past-bar')
  await bar.getByLabel(/Storage slots to compare/).fill(origin)
  await bar.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`slots=${origin}`), NAV)
  const slot = comparePart(page, 'Storage slots')
    .getByRole('row')
    .filter({ hasText: `Slot of ${origin.slice(0, 8)}` })
  await expect(slot).toContainText('▼ Fell by')
})

test('ledger: an account before and after the round of its payment, read from the indexer; an old round is refused in words', async ({
  page,
}) => {
  await clickToBlockWithTxs(page, 'ledger')
  const head = headOf(page)
  const pays = await devnet(`/indexer/v2/transactions?tx-type=pay&min-round=${head - 30}&max-round=${head}`)
  const pay = (
    pays.transactions as {
      id: string
      sender: string
      'confirmed-round': number
      'payment-transaction': { amount: number }
    }[]
  ).find((t) => t['payment-transaction'].amount > 0)
  expect(pay, 'a payment near the head').toBeDefined()
  const r = pay!['confirmed-round']
  await page.goto(`/ledger/blocks/${r}`)
  await (await panelLoaded(page, 'txs')).locator(`a[href*="/txs/${pay!.id}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/ledger/txs/${pay!.id}`), NAV)
  await clickAround(page, pay!.sender)
  await expect(page).toHaveURL(new RegExp(`/ledger/accounts/${pay!.sender}\\?at=${r - 1}&compare=${r}$`), NAV)
  const account = await panelLoaded(page, 'account')
  await expect(account.getByRole('heading')).toHaveText(`Account · at round ${r - 1}`)
  await expect(account).toContainText(`as of round ${heightText(r - 1)}`)
  await expect(page.locator('main section#compare').getByRole('heading', { level: 2 })).toHaveText(
    `What changed from round ${r - 1} to round ${r}`,
  )
  await expect(comparePart(page, 'Account').getByRole('row').filter({ hasText: 'Balance' })).toContainText(
    /▼ Fell by [\d.,]+ LGR/,
  )

  const bar = page.getByTestId('past-bar')
  await bar.getByLabel('At round').fill('1')
  await bar.getByLabel('Compare with round (optional)').fill('')
  await bar.getByRole('button', { name: 'Show' }).click()
  await expect(page.locator('main').getByTestId('past-refused')).toContainText('This gateway no longer serves round 1')
  await expect(page.locator('main').getByTestId('past-refused')).toContainText('the oldest round it still serves is')
})

test('the sharded ledger says plainly that it cannot read at a past height', async ({ page }) => {
  await clickToBlockWithTxs(page, 'sharded')
  const { account } = await blockTxAccountByClicking(page, 'sharded')
  await expect(page.getByTestId('no-past')).toContainText('cannot read an account at a past height')
  await expect(page.getByTestId('past-bar')).toHaveCount(0)
  await page.goto(`/sharded/accounts/${account}?at=5`)
  await expect(page.getByTestId('no-past')).toContainText('This page shows the latest state only')
})

test('Platform: a validator’s delegations before and after a delegation to it, from its validator page', async ({
  page,
}) => {
  await clickToBlockWithTxs(page, 'platform')
  const head = headOf(page)
  let found: { h: number; validator: string; delegator: string } | undefined
  for (let h = head; h > head - 300 && !found; h--) {
    const b = await devnet(`/platform/sdk/tx/v1beta1/txs/block/${h}`)
    for (const t of b.txs ?? []) {
      const m = (t.body.messages as { '@type': string; validator_address?: string; delegator_address?: string }[]).find(
        (x) => x['@type'] === '/cosmos.staking.v1beta1.MsgDelegate',
      )
      if (m && !found) found = { h, validator: m.validator_address!, delegator: m.delegator_address! }
    }
  }
  expect(found, 'a staking delegation near the head').toBeDefined()
  const { h, validator, delegator } = found!
  await page.goto(`/platform/validators/${validator}`)
  await page
    .getByRole('link', { name: 'Its delegations and unbondings at a past height, and what changed since' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/platform/accounts/${validator}$`), NAV)
  const bar = page.getByTestId('past-bar')
  await bar.getByLabel('At height').fill(String(h - 1))
  await bar.getByLabel('Compare with height (optional)').fill(String(h))
  await bar.getByRole('button', { name: 'Show' }).click()
  await expect((await panelLoaded(page, 'delegations')).getByRole('heading')).toHaveText(
    `Delegations to this validator · at height ${h - 1}`,
  )
  await expect((await panelLoaded(page, 'validator')).getByRole('heading')).toHaveText(`Validator · at height ${h - 1}`)
  await expect(page.locator('main section#compare').getByRole('heading', { level: 2 })).toHaveText(
    `What changed from height ${h - 1} to height ${h}`,
  )
  // The delegator's row moved by what it delegated, in PLAT; the validator's tokens rose with it.
  const row = comparePart(page, 'Delegations to this validator')
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/platform/accounts/${delegator}"]`) })
  await expect(row).toContainText(/▲ Rose by [\d.,]+ PLAT/)
  await expect(comparePart(page, 'Validator').getByRole('row').filter({ hasText: 'Tokens' })).toContainText('▲ Rose by')
})
