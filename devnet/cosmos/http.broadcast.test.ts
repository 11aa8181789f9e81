import { describe, expect, it } from 'vitest'
import { signedSend } from './testing/sign'
import { cosmosHttp } from './testing/http'

const net = cosmosHttp('.devnet/test-cosmos-http-broadcast')
const { chainOf, get, post, until } = net

describe('cosmos gateways over HTTP: broadcasts', () => {
  it('broadcasts: SYNC checks and a later block includes the tx and moves the balances; BLOCK is refused; ASYNC answers at once', async () => {
    const hub = chainOf('hub')
    const from = hub.book.address(hub.book.keyedIndex(0))
    const to = hub.book.address(hub.book.keyedIndex(1))
    const balance = async (a: string) =>
      BigInt((await get(`/hub/sdk/bank/v1beta1/balances/${a}/by_denom?denom=uhub`)).body.balance.amount)
    const [fromBefore, toBefore] = [await balance(from), await balance(to)]
    const bytes = await signedSend(hub, 0, { to, amount: 12345n, fee: 600n, memo: 'http test' })
    const txBytes = Buffer.from(bytes).toString('base64')
    expect((await post('/hub/sdk/tx/v1beta1/txs', { tx_bytes: txBytes, mode: 'BROADCAST_MODE_BLOCK' })).status).toBe(
      400,
    )
    const head = hub.head
    const sync = await post('/hub/sdk/tx/v1beta1/txs', { tx_bytes: txBytes, mode: 'BROADCAST_MODE_SYNC' })
    expect(sync.status).toBe(200)
    expect(sync.body.tx_response).toMatchObject({ code: 0, codespace: '', gas_wanted: '200000' })
    const hash = sync.body.tx_response.txhash as string
    // The same bytes again: CometBFT's cache refuses a repeat.
    const again = await post('/hub/sdk/tx/v1beta1/txs', { tx_bytes: txBytes, mode: 'BROADCAST_MODE_SYNC' })
    expect(again.body.tx_response).toMatchObject({ code: 19, codespace: 'sdk', txhash: hash })
    await until(async () => (await get(`/hub/sdk/tx/v1beta1/txs/${hash}`)).status === 200)
    const found = await get(`/hub/sdk/tx/v1beta1/txs/${hash}`)
    expect(Number(found.body.tx_response.height)).toBeGreaterThan(head)
    expect(found.body.tx.body.memo).toBe('http test')
    expect(await balance(from)).toBe(fromBefore - 12345n - 600n)
    expect(await balance(to)).toBe(toBefore + 12345n)
    const bad = await post('/hub/sdk/tx/v1beta1/txs', {
      tx_bytes: Buffer.from('not a tx').toString('base64'),
      mode: 'BROADCAST_MODE_SYNC',
    })
    expect(bad.body.tx_response.code).toBe(2)
    const async = await post('/hub/sdk/tx/v1beta1/txs', {
      tx_bytes: Buffer.from(await signedSend(hub, 0, { to, amount: 1n, memo: 'async' })).toString('base64'),
      mode: 'BROADCAST_MODE_ASYNC',
    })
    expect(async.status).toBe(200)
    expect(async.body.tx_response).toMatchObject({ height: '0', code: 0 })
  })

  it('broadcasts with a fee granter: the granter pays under its allowance; CheckTx refuses a granter without one', async () => {
    const hub = chainOf('hub')
    const { book } = hub
    const [granter, grantee] = [book.address(book.keyedIndex(8)), book.address(book.keyedIndex(9))]
    const to = book.address(book.keyedIndex(4))
    const balance = async (a: string) =>
      BigInt((await get(`/hub/sdk/bank/v1beta1/balances/${a}/by_denom?denom=uhub`)).body.balance.amount)
    const send = async (feeGranter: string, memo: string) =>
      (
        await post('/hub/sdk/tx/v1beta1/txs', {
          tx_bytes: Buffer.from(
            await signedSend(hub, 9, { to, amount: 7n, fee: 5000n, granter: feeGranter, memo }),
          ).toString('base64'),
          mode: 'BROADCAST_MODE_SYNC',
        })
      ).body.tx_response as { code: number; codespace: string; txhash: string; raw_log: string }
    const [before, granterBefore, granteeBefore] = [await balance(to), await balance(granter), await balance(grantee)]
    const sent = await send(granter, 'sponsored')
    expect(sent.code).toBe(0)
    await until(async () => (await get(`/hub/sdk/tx/v1beta1/txs/${sent.txhash}`)).status === 200)
    const paid = (await get(`/hub/sdk/tx/v1beta1/txs/${sent.txhash}`)).body.tx_response as {
      code: number
      events: { type: string; attributes: { key: string; value: string }[] }[]
    }
    expect(paid.code).toBe(0)
    const attrs = (type: string) =>
      Object.fromEntries(
        paid.events.filter((e) => e.type === type).flatMap((e) => e.attributes.map((a) => [a.key, a.value])),
      )
    expect(attrs('use_feegrant')).toMatchObject({ granter, grantee })
    expect(attrs('tx')).toMatchObject({ fee: '5000uhub', fee_payer: granter })
    expect(await balance(to)).toBe(before + 7n)
    expect(await balance(granter)).toBe(granterBefore - 5000n)
    expect(await balance(grantee)).toBe(granteeBefore - 7n)
    // The recipient gave the grantee no allowance: x/feegrant refuses at CheckTx, nothing is queued.
    const refused = await send(to, 'no grant')
    expect(refused).toMatchObject({ code: 3, codespace: 'feegrant' })
    expect(refused.raw_log).toMatch(/fee-grant not found/)
    expect(hub.pendingCount).toBe(0)
  })

  it('includes a failing broadcast with its error code: the fee is paid, no message moves anything', async () => {
    const hub = chainOf('hub')
    const from = hub.book.address(hub.book.keyedIndex(2))
    const to = hub.book.address(hub.book.keyedIndex(3))
    const balance = async (a: string) =>
      BigInt((await get(`/hub/sdk/bank/v1beta1/balances/${a}/by_denom?denom=uhub`)).body.balance.amount)
    const [fromBefore, toBefore] = [await balance(from), await balance(to)]
    // The first send alone would succeed; the second cannot: neither may move. CheckTx runs no message: code 0.
    const bytes = await signedSend(hub, 2, { to, amount: 1000n, more: [fromBefore * 2n], fee: 777n, memo: 'fails' })
    const sync = await post('/hub/sdk/tx/v1beta1/txs', {
      tx_bytes: Buffer.from(bytes).toString('base64'),
      mode: 'BROADCAST_MODE_SYNC',
    })
    expect(sync.body.tx_response.code).toBe(0)
    const hash = sync.body.tx_response.txhash as string
    await until(async () => (await get(`/hub/sdk/tx/v1beta1/txs/${hash}`)).status === 200)
    const found = await get(`/hub/sdk/tx/v1beta1/txs/${hash}`)
    expect(found.body.tx_response.code).toBe(5)
    expect(found.body.tx_response.raw_log).toMatch(/insufficient funds/)
    expect(await balance(from)).toBe(fromBefore - 777n)
    expect(await balance(to)).toBe(toBefore)
  })
})
