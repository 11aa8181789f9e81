import { bytesToHex } from '@noble/hashes/utils.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { responseValidators } from '../sharded/testing/openapi'
import { startDevnet, type Devnet } from '../server'
import { Bloom } from './bloom'
import { abi, TRANSFER_TOPIC } from './contracts'
import type { VmGateway } from './index'
import { meterDoc } from './testing/meter-spec'
import { encodeSigned, sign, signingHash, type TxBody } from './txcodec'

const KEY = 'devnet-key'
let devnet: Devnet
let gw: VmGateway
const open: WebSocket[] = []

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, gateways: ['vm'], dataDir: '.devnet/test-vm', blockMs: 150, log: () => {} })
  gw = devnet.modules.get('vm') as VmGateway
})
afterAll(async () => {
  for (const s of open) s.terminate()
  await devnet.close()
})

type Msg = Record<string, unknown> & { number: number; id: string; parentID: string }

/** Connect a stream and collect messages until `until` says enough (or time runs out). */
function collect(path: string, until: (msgs: Msg[]) => boolean, timeoutMs = 8000): Promise<Msg[]> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${devnet.url.replace('http', 'ws')}/vm${path}`, { headers: { 'api-key': KEY } })
    open.push(ws)
    const msgs: Msg[] = []
    const timer = setTimeout(() => {
      ws.terminate()
      resolve(msgs)
    }, timeoutMs)
    ws.on('message', (data) => {
      msgs.push(JSON.parse(String(data)) as Msg)
      if (until(msgs)) {
        clearTimeout(timer)
        ws.close()
        resolve(msgs)
      }
    })
    ws.on('close', (code, reason) => {
      if (code === 1008) {
        clearTimeout(timer)
        reject(new Error(String(reason)))
      }
    })
    ws.on('error', reject)
  })
}

const http = (path: string, init: RequestInit = {}) =>
  fetch(`${devnet.url}/vm${path}`, {
    ...init,
    headers: { 'api-key': KEY, 'content-type': 'application/json', ...(init.headers ?? {}) },
  })

describe('VM gateway over HTTP', () => {
  it('requires the api-key and answers JSON or plain-text errors as the node does', async () => {
    expect((await fetch(`${devnet.url}/vm/blocks/best`)).status).toBe(401)
    const best = (await (await http('/blocks/best')).json()) as Msg
    expect(best.number).toBeGreaterThan(1000)
    const bad = await http('/accounts/0x0000000000000000000000000000000000000001?revision=xyz')
    expect(bad.status).toBe(400)
    expect(bad.headers.get('content-type')).toMatch(/text\/plain/)
    // The node's own words first (devnet validates with the catalog's rule, which says what is valid).
    expect(await bad.text()).toMatch(/^revision: invalid\b.*\n$/)
    const unknown = await http(`/transactions/0x${'cd'.repeat(32)}`)
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toBeNull()
  })

  it('filters logs posted as JSON bodies', async () => {
    const r = await http('/logs/event', {
      method: 'POST',
      body: JSON.stringify({
        criteriaSet: [{ address: gw.ledger.token }],
        options: { offset: 0, limit: 2 },
        order: 'desc',
      }),
    })
    const logs = (await r.json()) as { address: string; meta: { blockNumber: number } }[]
    expect(logs).toHaveLength(2)
    expect(logs[0]!.meta.blockNumber).toBeGreaterThanOrEqual(logs[1]!.meta.blockNumber)
  })
})

describe('VM subscriptions over WebSocket', () => {
  it('streams new blocks in order', async () => {
    const msgs = await collect('/subscriptions/block', (m) => m.length >= 3)
    expect(msgs.length).toBe(3)
    for (let i = 1; i < msgs.length; i++) {
      expect(msgs[i]!.number).toBe(msgs[i - 1]!.number + 1)
      expect(msgs[i]!.parentID).toBe(msgs[i - 1]!.id)
    }
    expect(msgs[0]).toMatchObject({ obsolete: false, isTrunk: true })
    const v = responseValidators(meterDoc)
    const validate = v.for('GET', '/subscriptions/block')!
    for (const m of msgs) expect(validate(m), v.errors(validate)).toBe(true)
  })

  it('resumes from pos without gaps, then continues live', async () => {
    const l = gw.ledger
    const pos = l.blocks[l.best.number - 20]!
    const target = l.best.number + 3
    const msgs = await collect(`/subscriptions/block?pos=${pos.id}`, (m) => m[m.length - 1]!.number >= target)
    expect(msgs[0]!.number).toBe(pos.number + 1)
    expect(msgs[0]!.parentID).toBe(pos.id)
    msgs.forEach((m, i) => expect(m.number).toBe(pos.number + 1 + i))
    expect(msgs[msgs.length - 1]!.number).toBeGreaterThanOrEqual(target)
  })

  it('refuses an unknown pos', async () => {
    await expect(collect(`/subscriptions/block?pos=0x${'ee'.repeat(32)}`, () => true)).rejects.toThrow(/pos/)
  })

  it('sends only the events that match its filter, including a freshly committed transfer', async () => {
    const l = gw.ledger
    const dev = l.accounts[7]!
    const senderTopic = `0x${dev.address.slice(2).padStart(64, '0')}`
    const body: TxBody = {
      chainTag: l.chainTag,
      blockRef: l.best.id.slice(0, 18),
      expiration: 32,
      clauses: [{ to: l.token, value: 0n, token: 0, data: abi.transfer(l.accounts[8]!.address, 3n) }],
      gasPriceCoef: 0,
      gas: 120_000n,
      dependsOn: null,
      nonce: 99n,
    }
    const pos = l.best
    const stream = collect(
      `/subscriptions/event?pos=${pos.id}&addr=${l.token}&t0=${TRANSFER_TOPIC}&t1=${senderTopic}`,
      (m) => m.some((e) => (e.data as string).endsWith('03')),
    )
    const sent = await http('/transactions', {
      method: 'POST',
      body: JSON.stringify({ raw: `0x${bytesToHex(encodeSigned(body, sign(signingHash(body), dev.key)))}` }),
    })
    expect(sent.status).toBe(200)
    const msgs = (await stream) as unknown as {
      address: string
      topics: string[]
      data: string
      meta: { txOrigin: string }
    }[]
    expect(msgs.length).toBeGreaterThan(0)
    for (const e of msgs) {
      expect(e.address).toBe(l.token)
      expect(e.topics[0]).toBe(TRANSFER_TOPIC)
      expect(e.topics[1]).toBe(senderTopic)
    }
    expect(msgs.some((e) => e.meta.txOrigin === dev.address && BigInt(e.data) === 3n)).toBe(true)
    const v = responseValidators(meterDoc)
    const validate = v.for('GET', '/subscriptions/event')!
    for (const m of msgs) expect(validate(m), v.errors(validate)).toBe(true)
  })

  it('replays exactly the matching transfers of the resumed range', async () => {
    const l = gw.ledger
    const sender = l.accounts[0]!.address
    const pos = l.blocks[l.best.number - 300]!
    const best = l.best.number
    const expected = l.transfers.filter(
      (t) => t.sender === sender && t.meta.blockNumber > pos.number && t.meta.blockNumber <= best,
    )
    const msgs = (await collect(
      `/subscriptions/transfer?pos=${pos.id}&sender=${sender}`,
      (m) => m.length >= expected.length,
      3000,
    )) as unknown as { sender: string; meta: { txID: string } }[]
    expect(expected.length).toBeGreaterThan(0)
    expect(msgs.slice(0, expected.length).map((t) => t.meta.txID)).toEqual(expected.map((t) => t.meta.txID))
    expect(msgs.every((t) => t.sender === sender)).toBe(true)
  })

  it('beats carry a bloom holding the addresses the block touched', async () => {
    const l = gw.ledger
    const withTx = [...l.blocks].reverse().find((b) => b.txs.length && b.number < l.best.number)!
    const msgs = await collect(`/subscriptions/beat?pos=${l.blocks[withTx.number - 1]!.id}`, (m) => m.length >= 1)
    const b = msgs[0]! as unknown as { number: number; bloom: string; k: number }
    expect(b.number).toBe(withTx.number)
    const bloom = new Bloom(b.k)
    bloom.bits.set(Buffer.from(b.bloom.slice(2), 'hex'))
    const origin = l.tx(withTx.txs[0]!)!.origin
    expect(bloom.test(Buffer.from(origin.slice(2), 'hex'))).toBe(true)
    expect(bloom.test(Buffer.from('00'.repeat(19) + '42', 'hex'))).toBe(false)
  })
})
