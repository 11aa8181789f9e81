import { isTxError, LCDClient, Tx as FeatherTx, type SyncTxBroadcastResult } from '@terra-money/feather.js'
import type { AxiosInstance } from 'axios'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chain } from '@/devnet/cosmos/chain/chain'
import { signedSend } from '@/devnet/cosmos/testing/sign'
import { startDevnet, type Devnet } from '@/devnet/server'

/**
 * Terra's official JavaScript SDK (feather.js LCDClient), unmodified but for its base URL and the api-key header,
 * against devnet's SDK gateways on their real path names (`/cosmos/...`, `/ibc/...`): reads, simulate, and a
 * cosmjs-signed transfer broadcast in sync mode, then every CheckTx refusal a real node answers at once.
 * Hub runs SDK v0.50 and Platform v0.47 (their raw logs differ where the SDK's did).
 */
let devnet: Devnet
let lcd: LCDClient
const chainOf = (id: 'hub' | 'platform') => (devnet.modules.get(id) as unknown as { chain: Chain }).chain
const HUB = 'hub-devnet-1'
const PLATFORM = 'platform-devnet-2'

beforeAll(async () => {
  devnet = await startDevnet({
    port: 0,
    gateways: ['hub', 'platform'],
    dataDir: '.devnet/test-feather',
    blockMs: 250,
    log: () => {},
  })
  lcd = new LCDClient({
    [HUB]: { lcd: `${devnet.url}/hub`, chainID: HUB, gasAdjustment: 1.5, gasPrices: { uhub: 0.0025 }, prefix: 'hub' },
    [PLATFORM]: {
      lcd: `${devnet.url}/platform`,
      chainID: PLATFORM,
      gasAdjustment: 1.5,
      gasPrices: { uplat: 0.0025 },
      prefix: 'plat',
    },
  })
  // The one change to the client: the gateway's api-key header.
  for (const r of Object.values(lcd.apiRequesters))
    (r as unknown as { axios: AxiosInstance }).axios.defaults.headers.common['api-key'] = 'devnet-key'
}, 120_000)
afterAll(() => devnet?.close())

const until = async <T>(f: () => Promise<T | undefined>, ms = 15_000): Promise<T> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const v = await f().catch(() => undefined)
    if (v !== undefined) return v
  }
  throw new Error('condition not met in time')
}

describe('feather.js LCDClient against devnet', () => {
  it('reads bank balances and the auth account of a test key', async () => {
    const hub = chainOf('hub')
    const index = hub.book.keyedIndex(5)
    const address = hub.book.address(index)
    const [coins] = await lcd.bank.balance(address)
    expect(coins.get('uhub')?.amount.toFixed()).toBe(hub.ledger.balance(address, 'uhub').toString())
    const account = await lcd.auth.accountInfo(address)
    expect(account.getAccountNumber()).toBe(hub.book.accountNumber(index))
    expect(account.getSequenceNumber()).toBe(hub.sequences.get(index) ?? 0)
  })

  it('lists staking validators, finds a transaction by hash, reads the latest block and the IBC channels', async () => {
    const platform = chainOf('platform')
    const [validators] = await lcd.staking.validators(PLATFORM, { 'pagination.limit': '200' })
    expect(validators.length).toBe(platform.opts.profile.validators)
    expect(new Set(validators.map((v) => v.operator_address))).toEqual(
      new Set(Array.from({ length: validators.length }, (_, v) => platform.book.valoper(v))),
    )
    expect(validators.filter((v) => String(v.status) === 'BOND_STATUS_BONDED').length).toBe(
      platform.opts.profile.bonded,
    )

    const hub = chainOf('hub')
    let h = hub.head
    while (!hub.block(h)!.txs.length) h--
    const sample = hub.block(h)!.txs[0]!
    const info = await lcd.tx.txInfo(sample.hash, HUB)
    expect([info.txhash, info.height, info.code]).toEqual([sample.hash, h, sample.code])

    const block = await lcd.tendermint.blockInfo(HUB)
    expect(block.block.header.chain_id).toBe(HUB)
    expect(Number(block.block.header.height)).toBeGreaterThanOrEqual(h)

    const { channels } = await lcd.ibc.channels(HUB)
    const first = channels.find((c) => c.channel_id === 'channel-0')!
    expect(first.port_id).toBe('transfer')
    expect(String(first.state)).toBe('STATE_OPEN')
    expect(channels.length).toBe(hub.topology.channels.length)
  })

  it('simulates a signed transfer (gas), and broadcasts it in sync mode: code 0 at once, then delivered', async () => {
    const hub = chainOf('hub')
    const from = hub.book.address(hub.book.keyedIndex(6))
    const to = hub.book.address(hub.book.keyedIndex(7))
    const before = hub.ledger.balance(to, 'uhub')
    const bytes = await signedSend(hub, 6, { to, amount: 4242n, memo: 'feather' })
    const tx = FeatherTx.fromBuffer(Buffer.from(bytes))
    const sim = await lcd.tx.simulateTx(tx, HUB, { gasAdjustment: 1 })
    expect(Number(sim.gas_info.gas_used)).toBeGreaterThan(40_000)
    const sent = await lcd.tx.broadcastSync(tx, HUB)
    expect({ ...outcome(sent), raw_log: sent.raw_log }).toEqual({ code: 0, codespace: '', raw_log: '' })
    const info = await until(() => lcd.tx.txInfo(sent.txhash, HUB))
    expect(info.code).toBe(0)
    expect(info.tx.body.memo).toBe('feather')
    expect(hub.ledger.balance(to, 'uhub')).toBe(before + 4242n)
    expect((await lcd.auth.accountInfo(from)).getSequenceNumber()).toBe(
      1 + (hub.sequences.get(hub.book.keyedIndex(6))! - 1),
    )
  })

  it('answers each CheckTx refusal at once with the SDK code and raw log, and simulate fails alike', async () => {
    const hub = chainOf('hub')
    const to = hub.book.address(hub.book.keyedIndex(1))
    const index = hub.book.keyedIndex(3)
    const address = hub.book.address(index)
    const seq = hub.sequences.get(index) ?? 0
    const number = hub.book.accountNumber(index)
    const balance = hub.ledger.balance(address, 'uhub')
    const stranger = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
    const cases = [
      {
        name: 'signature verification failed',
        bytes: await signedSend(hub, 3, { to, amount: 1n, chainId: 'other-chain-1' }),
        code: 4,
        log: `signature verification failed; please verify account number (${number}) and chain-id (${HUB}): (unable to verify single signer signature): unauthorized`,
      },
      {
        name: 'insufficient funds for the fee',
        bytes: await signedSend(hub, 3, { to, amount: 1n, fee: balance + 1n }),
        code: 5,
        log: `spendable balance ${balance}uhub is smaller than ${balance + 1n}uhub: insufficient funds: insufficient funds`,
        simulated: true,
      },
      {
        name: 'unknown address',
        bytes: await signedSend(hub, 3, { to, amount: 1n, privateKey: stranger }),
        code: 9,
        log: /^fee payer address: hub1[a-z0-9]{38} does not exist: unknown address$/,
        simulated: true,
      },
      {
        name: 'insufficient fee',
        bytes: await signedSend(hub, 3, { to, amount: 1n, fee: 1n }),
        code: 13,
        log: 'insufficient fees; got: 1uhub required: 500uhub: insufficient fee',
      },
      {
        name: 'account sequence mismatch',
        bytes: await signedSend(hub, 3, { to, amount: 1n, sequence: seq + 5 }),
        code: 32,
        log: `account sequence mismatch, expected ${seq}, got ${seq + 5}: incorrect account sequence`,
        simulated: true,
      },
    ]
    for (const c of cases) {
      const tx = FeatherTx.fromBuffer(Buffer.from(c.bytes))
      const r = await lcd.tx.broadcastSync(tx, HUB)
      expect({ name: c.name, ...outcome(r) }).toEqual({
        name: c.name,
        code: c.code,
        codespace: 'sdk',
      })
      expect(r.raw_log).toMatch(typeof c.log === 'string' ? new RegExp(`^${escape(c.log)}$`) : c.log)
      if (!c.simulated) continue
      const err = (await lcd.tx.simulateTx(tx, HUB).then(
        () => undefined,
        (e: { response?: { status: number; data: { code: number; message: string } } }) => e.response,
      ))!
      expect([c.name, err.status, err.data.code]).toEqual([c.name, 500, 2])
      expect(err.data.message).toMatch(
        new RegExp(
          `^${typeof c.log === 'string' ? escape(c.log) : c.log.source.slice(1, -1)} With gas wanted: '\\d+' and gas used: '\\d+' $`,
        ),
      )
    }
    // None was queued: the account's sequence and balance are untouched by the next block.
    expect(hub.pendingOf(index)).toBe(0)
  })

  it('words the signature failure as SDK v0.47 does on Platform', async () => {
    const platform = chainOf('platform')
    const index = platform.book.keyedIndex(3)
    const bytes = await signedSend(platform, 3, {
      to: platform.book.address(platform.book.keyedIndex(1)),
      amount: 1n,
      accountNumber: 1,
    })
    const r = await lcd.tx.broadcastSync(FeatherTx.fromBuffer(Buffer.from(bytes)), PLATFORM)
    expect([outcome(r).code, r.raw_log]).toEqual([
      4,
      `signature verification failed; please verify account number (${platform.book.accountNumber(index)}) and chain-id (${PLATFORM}): unauthorized`,
    ])
  })
})

/** What a sync broadcast answered: feather.js sets `code` only on a refusal. */
const outcome = (r: SyncTxBroadcastResult) =>
  isTxError(r) ? { code: r.code, codespace: r.codespace ?? '' } : { code: 0, codespace: '' }

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
