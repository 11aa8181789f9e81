/**
 * A minimal VM ledger upstream for relay tests: REST `/vm/blocks/best` and WebSocket `/vm/subscriptions/block`
 * with the `api-key` header and Thor's `pos` semantics (blocks after the given block id; from the best block
 * when omitted). It counts subscriptions and can drop every socket, to test resume.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'

export interface FakeBlock {
  number: number
  id: string
  parentID: string
  timestamp: number
  size: number
  gasUsed: number
  gasLimit: number
  signer: string
  transactions: string[]
}

const hex = (n: number, len: number) => '0x' + n.toString(16).padStart(len, '0')

export function makeBlock(n: number): FakeBlock {
  return {
    number: n,
    id: hex(n * 7919 + 1, 64),
    parentID: hex((n - 1) * 7919 + 1, 64),
    timestamp: Math.floor(Date.now() / 1000),
    size: 300 + n,
    gasUsed: 21000 * (n % 3),
    gasLimit: 40_000_000,
    signer: hex(n % 5, 40),
    transactions: Array.from({ length: n % 3 }, (_, i) => hex(n * 100 + i, 64)),
  }
}

export interface FakeVm {
  url: string
  chain: FakeBlock[]
  /** Subscriptions opened since start (including refused ones). */
  subscriptions: number
  /** Sockets open right now. */
  open(): number
  /** Append a block and send it to every subscriber. */
  produce(): FakeBlock
  /** Close every subscriber's socket abruptly (a network failure). */
  dropAll(): void
  close(): Promise<void>
}

export async function startFakeVm(opts: { port: number; apiKey: string; initial?: number }): Promise<FakeVm> {
  const chain: FakeBlock[] = []
  for (let n = 1; n <= (opts.initial ?? 5); n++) chain.push(makeBlock(n))
  const sockets = new Set<WebSocket>()
  const wss = new WebSocketServer({ noServer: true })
  const server: Server = createServer((req, res) => {
    if (req.headers['api-key'] !== opts.apiKey) return void res.writeHead(401).end('missing or invalid api-key header')
    if (req.url?.split('?')[0] === '/vm/blocks/best') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(chain.at(-1)))
      return
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
  })
  const fake: FakeVm = {
    url: '',
    chain,
    subscriptions: 0,
    open: () => sockets.size,
    produce() {
      const b = makeBlock(chain.length + 1)
      chain.push(b)
      for (const s of sockets) s.send(JSON.stringify(b))
      return b
    },
    dropAll() {
      for (const s of sockets) s.terminate()
    },
    async close() {
      for (const s of sockets) s.terminate()
      wss.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://x')
    fake.subscriptions++
    if (url.pathname !== '/vm/subscriptions/block' || req.headers['api-key'] !== opts.apiKey) {
      socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws)
      ws.on('close', () => sockets.delete(ws))
      const pos = url.searchParams.get('pos')
      if (pos) {
        const at = chain.findIndex((b) => b.id === pos)
        if (at < 0) return ws.close(1008, 'pos: not found')
        for (const b of chain.slice(at + 1)) ws.send(JSON.stringify(b))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}
