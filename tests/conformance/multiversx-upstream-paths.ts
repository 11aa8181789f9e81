import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { GatewayId } from '@/lib/catalog/types'
import { gatewayDef } from '@/lib/networks'

/**
 * The SDK asks for the upstream's path names (`/address/{a}/esdt`, `/cosmos/auth/...`); devnet's router and the
 * proxy serve the catalog's neutral ones (`tokenstd`, `sdk`). This loopback hop renames the upstream segments back
 * (from the catalog's own `realAliases` of `gateway`, so no path is written twice) and passes everything else
 * through untouched: method, api-key, body, status and answer.
 */
export async function upstreamPathsFront(
  target: string,
  gateway: GatewayId = 'sharded',
): Promise<{ url: string; close(): Promise<void> }> {
  const neutral = new Map(Object.entries(gatewayDef(gateway).realAliases).map(([from, to]) => [to, from]))
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const [path, query] = (req.url ?? '/').split('?') as [string, string | undefined]
      const renamed = path
        .split('/')
        .map((s) => neutral.get(s) ?? s)
        .join('/')
      const headers: Record<string, string> = {}
      for (const h of ['api-key', 'content-type']) if (typeof req.headers[h] === 'string') headers[h] = req.headers[h]
      fetch(`${target}${renamed}${query === undefined ? '' : `?${query}`}`, {
        method: req.method,
        headers,
        ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
      })
        .then(async (r) => {
          res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' })
          res.end(Buffer.from(await r.arrayBuffer()))
        })
        .catch((e: Error) => {
          res.writeHead(502, { 'content-type': 'text/plain' })
          res.end(e.message)
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
