import { afterAll, beforeAll, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@/devnet/server'

/** `DEVNET_<ID>_PREFIX` gives a devnet network a real chain's account prefix (here Axelar's), on every address. */
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({
    port: 0,
    gateways: ['hub'],
    dataDir: '.devnet/test-prefix',
    env: { DEVNET_HUB_PREFIX: 'axelar' },
    log: () => {},
  })
}, 120_000)
afterAll(() => devnet?.close())

const get = async (path: string) =>
  (await (await fetch(`${devnet.url}/hub${path}`, { headers: { 'api-key': 'devnet-key' } })).json()) as Record<
    string,
    unknown
  >

it('answers accounts, block proposers and balances under the configured prefix', async () => {
  const accounts = (await get('/cosmos/auth/v1beta1/accounts?pagination.limit=5')).accounts as Record<string, unknown>[]
  const addresses = accounts.map((a) => String(a.address ?? (a.base_account as { address: string }).address))
  expect(addresses.length).toBe(5)
  for (const a of addresses) expect(a).toMatch(/^axelar1[02-9ac-hj-np-z]{38}$/)
  const block = (await get('/cosmos/base/tendermint/v1beta1/blocks/latest')).sdk_block as {
    header: { proposer_address: string }
  }
  expect(block.header.proposer_address).toMatch(/^axelarvalcons1/)
  const balance = await get(`/cosmos/bank/v1beta1/balances/${addresses[0]}`)
  expect((balance.balances as unknown[]).length).toBeGreaterThan(0)
})

it('refuses a prefix that is not a bech32 prefix at start-up', async () => {
  await expect(
    startDevnet({ port: 0, gateways: ['hub'], dataDir: '.devnet/test-prefix', env: { DEVNET_HUB_PREFIX: 'Bad_1' } }),
  ).rejects.toThrow(/DEVNET_HUB_PREFIX must be a lower-case bech32 prefix/)
})
