import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { synthBlock } from './testing/synthetic'
import { signature, webhookSink, type WatchEvent } from './webhook'

let server: Server
let url: string
const got: { body: string; sig: string }[] = []
let failNext = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      if (failNext > 0) {
        failNext--
        res.writeHead(500).end()
        return
      }
      got.push({ body, sig: String(req.headers['x-explorer-signature']) })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const a = server.address()
  url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/hook`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50))
}

describe('webhook of server-side watches', () => {
  it('POSTs each watched transaction as JSON signed with the secret, and only those', async () => {
    got.length = 0
    const block = synthBlock(42n, { accounts: 5, denom: 'uhub' })
    const watched = block.txs[0]!.participants[0]!.address
    const sink = webhookSink({ url, secret: 's3cret-s3cret-s3cret' }, [{ network: 'hub', address: watched }], () => {})
    sink('hub', [block])
    sink('vm', [block]) // the same address on another network is not watched there
    const expected = block.txs.filter((t) => t.participants.some((p) => p.address === watched)).length
    await until(() => got.length >= expected)
    await new Promise((r) => setTimeout(r, 200))
    expect(got).toHaveLength(expected)
    for (const g of got) {
      const e = JSON.parse(g.body) as WatchEvent
      expect(e).toMatchObject({ event: 'transaction', network: 'hub', address: watched, height: '42' })
      const t = Number(/^t=(\d+),/.exec(g.sig)![1])
      const mac = createHmac('sha256', 's3cret-s3cret-s3cret').update(`${t}.${g.body}`).digest('hex')
      expect(g.sig).toBe(`t=${t},v1=${mac}`)
      expect(g.sig).toBe(signature('s3cret-s3cret-s3cret', g.body, t))
    }
  })

  it('tries again when the receiver fails', async () => {
    got.length = 0
    failNext = 2
    const block = synthBlock(7n, { accounts: 1, txsPerBlock: 1, denom: 'uhub' })
    const a = block.txs[0]!.participants[0]!.address
    webhookSink({ url, secret: 's3cret-s3cret-s3cret' }, [{ network: 'hub', address: a }], () => {})('hub', [block])
    await until(() => got.length >= 1)
    expect(got).toHaveLength(1)
    expect(failNext).toBe(0)
  })
})
