import { createHash } from 'node:crypto'

/** Devnet read directly (not through the app), for the past-state journeys to pick a record worth comparing. */
const DEVNET = `http://127.0.0.1:${process.env.E2E_DEVNET_PORT ?? 7800}`
// npm test starts devnet with a sentinel key (DEVNET_API_KEY); direct devnet reads use the same one.
export const devnet = async (path: string) =>
  (
    await fetch(`${DEVNET}${path}`, { headers: { 'api-key': process.env.DEVNET_API_KEY ?? 'devnet-key' } })
  ).json() as Promise<any> // eslint-disable-line @typescript-eslint/no-explicit-any

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
export async function blockMovingBalance(head: number) {
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
