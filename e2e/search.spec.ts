import { createHash } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { search as searchBox } from './helpers'

type Json = Record<string, unknown> & { [k: string]: any } // eslint-disable-line @typescript-eslint/no-explicit-any
const get = async (request: APIRequestContext, path: string): Promise<Json> => {
  const r = await request.get(`/api/gw${path}`)
  expect(r.ok(), `${path} → ${r.status()}`).toBe(true)
  return (await r.json()) as Json
}

/** Real ids from devnet through the explorer's own proxy. */
async function sample(request: APIRequestContext) {
  const latest = await get(request, '/hub/sdk/base/consensus/v1beta1/blocks/latest')
  let h = Number(latest.block.header.height)
  let hub: Json | undefined
  for (; !hub?.block?.data?.txs?.length; h--) hub = await get(request, `/hub/sdk/tx/v1beta1/txs/block/${h}`)
  const hubTx = createHash('sha256').update(Buffer.from(hub.block.data.txs[0], 'base64')).digest('hex').toUpperCase()
  // Any account the first message names (sender, delegator, voter, granter… depending on its type).
  const hubAddr = JSON.stringify(hub.txs[0].body.messages[0]).match(/"(hub1[02-9ac-hj-np-z]{38})"/)?.[1]
  if (!hubAddr) throw new Error('the first Hub message names no account')

  let vmBlock = await get(request, '/vm/blocks/best')
  while (!vmBlock.transactions.length) vmBlock = await get(request, `/vm/blocks/${Number(vmBlock.number) - 1}`)
  const vmTx: string = vmBlock.transactions[0]
  const vmAddr: string = (await get(request, `/vm/transactions/${vmTx}`)).origin

  const head = await get(request, '/sharded/address/shd1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqk7hg5s')
  let n = Number(head.data.blockInfo.nonce)
  let hyper: Json | undefined
  for (; !hyper?.data?.hyperblock?.transactions?.length; n--)
    hyper = await get(request, `/sharded/hyperblock/by-nonce/${n}`)
  const shardedTx: string = hyper.data.hyperblock.transactions[0].hash
  const shardedAddr: string = hyper.data.hyperblock.transactions[0].sender

  const ltx = (await get(request, '/indexer/v2/transactions?limit=1')).transactions[0]
  return {
    hubTx,
    hubAddr,
    vmTx,
    vmAddr,
    shardedTx,
    shardedAddr,
    ledgerTx: ltx.id as string,
    ledgerAddr: ltx.sender as string,
  }
}

async function search(page: Page, q: string) {
  await page.goto('/')
  await searchBox(page, q)
}

test('global search goes straight to the one record that exists, for every input kind', async ({ page, request }) => {
  const s = await sample(request)
  const cases: [string, RegExp][] = [
    [s.hubAddr, /\/hub\/accounts\/hub1/],
    [s.hubTx, new RegExp(`/hub/txs/${s.hubTx}`)],
    [s.hubTx.toLowerCase(), new RegExp(`/hub/txs/${s.hubTx}`)],
    [s.vmAddr, /\/vm\/accounts\/0x/],
    [s.vmTx, new RegExp(`/vm/txs/${s.vmTx}`)],
    [s.shardedAddr, /\/sharded\/accounts\/shd1/],
    [s.shardedTx, new RegExp(`/sharded/txs/${s.shardedTx}`)],
    [s.ledgerAddr, new RegExp(`/ledger/accounts/${s.ledgerAddr}`)],
    [s.ledgerTx, new RegExp(`/ledger/txs/${s.ledgerTx}`)],
  ]
  for (const [q, url] of cases) {
    await search(page, q)
    await expect(page, `search for ${q}`).toHaveURL(url)
  }
})

test('a number is a height on every network: results are listed per network', async ({ page }) => {
  await search(page, '3')
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results).toBeVisible({ timeout: 15_000 })
  await expect(results.getByRole('link', { name: /Hub · height/ })).toBeVisible()
  await expect(results.getByRole('link', { name: /Ledger · round/ })).toBeVisible()
  await expect(results.getByRole('link', { name: /Sharded ledger · hyperblock nonce/ })).toBeVisible()
  await expect(results.getByRole('link', { name: /Staking · height/ })).toBeVisible()
  await expect(results.getByRole('link', { name: /Platform · height/ })).toBeVisible()
  // Classic and Exchange have no block queries: a height has nowhere to go there.
  await expect(results.getByRole('link', { name: /^(Classic|Exchange) ·/ })).toHaveCount(0)
  await results.getByRole('link', { name: /Ledger · round/ }).click()
  await expect(page).toHaveURL(/\/ledger\/blocks\/3$/)
})

test('an ibc/<hash> voucher the Hub holds is offered on the Hub too, at the page its supply table links', async ({
  page,
  request,
}) => {
  const supply = await get(request, '/hub/sdk/bank/v1beta1/supply?pagination.limit=100')
  const denom: string = supply.supply.find((s: Json) => String(s.denom).startsWith('ibc/')).denom
  await page.goto('/hub')
  await searchBox(page, denom)
  const hub = page.getByRole('link', { name: /^Hub · IBC denomination/ })
  // Exactly one network holding it goes straight there; several are listed.
  await expect
    .poll(async () => (await hub.count()) > 0 || page.url().includes('/denoms/'), { timeout: 15_000 })
    .toBe(true)
  if (await hub.count()) await hub.click()
  await expect(page).toHaveURL(new RegExp(`/hub/denoms/${denom.replace('/', '\\/')}$`))
})

test('ibc denominations and unrecognised input get typed answers', async ({ page }) => {
  await search(page, `ibc/${'AB'.repeat(32)}`)
  await expect(
    page
      .locator('[aria-live="polite"]')
      .filter({ hasText: /No network has a record|IBC denomination/ })
      .first(),
  ).toBeVisible({ timeout: 15_000 })
  await search(page, 'definitely not an id')
  await expect(page.getByText(/Enter an address, a transaction hash/)).toBeVisible()
  await search(page, 'hub1qqqqqqqqqqqqqqqqqqqqqqqqqq')
  await expect(page.getByText(/checksum or prefix is not valid/)).toBeVisible()
})
