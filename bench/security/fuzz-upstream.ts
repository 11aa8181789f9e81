/**
 * How many adversarial requests get past the proxy only to be refused by the gateway (`npx tsx
 * bench/security/fuzz-upstream.ts [runs] [seed]`). Sends the fuzz test's requests (tests/security/requests.ts)
 * through the real proxy pipeline to an in-process devnet and counts the answers: refused by the proxy, served,
 * or forwarded and then refused by the gateway as invalid (an upstream 400) — which should be none.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { startDevnet } from '@/devnet/server'
import { createGatewayCore } from '@/lib/gateway/core'
import { depsFromEnv } from '@/lib/gateway/default'
import { handleGatewayRequest } from '@/lib/gateway/handle'
import { decodeSegments } from '@/lib/gateway/segments'
import { parseEnv } from '@/lib/server/env'
import { requestArb } from '@/tests/security/requests'

const runs = Number(process.argv[2] ?? 3000)
const seed = Number(process.argv[3] ?? 42)
const KEY = 'devnet-key'
const dataDir = mkdtempSync(join(tmpdir(), 'bench-security-'))
const devnet = await startDevnet({ port: 0, apiKey: KEY, dataDir, log: () => {} })
const deps = depsFromEnv(
  parseEnv({ DEVNET_PORT: String(devnet.port), DEVNET_API_KEY: KEY, RATE_LIMIT_PER_MIN: '1000000' }),
)
const core = createGatewayCore({ ...deps, log: () => {} })

const counts = { proxyRefused: 0, served: 0, upstreamInvalid: 0, upstreamOther: 0, status500: 0 }
const invalidOps = new Map<string, number>()
const examples: string[] = []
const samples = fc.sample(requestArb(), { numRuns: runs, seed })
const started = Date.now()
for (const r of samples) {
  let segments: string[]
  try {
    segments = decodeSegments(r.path)
  } catch {
    counts.proxyRefused++
    continue
  }
  const [gateway = '', ...rest] = segments
  const res = await handleGatewayRequest(
    {
      gateway,
      segments: rest,
      method: r.method,
      search: new URLSearchParams(r.query),
      headers: new Headers({ 'content-type': r.contentType }),
      body: r.body === undefined ? undefined : new TextEncoder().encode(r.body),
      signal: AbortSignal.timeout(30_000),
      clientIp: '127.0.0.1',
    },
    core,
  )
  const text = await res.text()
  const fromUpstream = res.headers.get('server-timing')?.includes('upstream') ?? false
  if (res.status === 500) counts.status500++
  if (!fromUpstream) counts.proxyRefused++
  else if (res.status === 400 || res.status === 422) {
    counts.upstreamInvalid++
    const first = !invalidOps.has(r.opId)
    invalidOps.set(r.opId, (invalidOps.get(r.opId) ?? 0) + 1)
    // One example per operation with VERBOSE=1, else the first dozen.
    if (process.env.VERBOSE ? first : examples.length < 12)
      examples.push(
        `${r.method} ${r.path.slice(0, 90)}${r.query ? `?${r.query.slice(0, 60)}` : ''} ${r.body ? `body ${r.body.slice(0, 40)}` : ''} → ${text.slice(0, 120)}`,
      )
  } else if (res.status < 400 || res.status === 404) counts.served++
  else {
    counts.upstreamOther++
    if (process.env.VERBOSE)
      examples.push(
        `OTHER ${res.status} ${r.method} ${r.path.slice(0, 90)}?${r.query.slice(0, 60)} ${r.body?.slice(0, 40) ?? ''} → ${text.slice(0, 160)}`,
      )
  }
}
const ms = Date.now() - started
console.log(`bench:security fuzz-upstream: ${runs} requests (seed ${seed}) in ${(ms / 1000).toFixed(1)} s`)
console.log(
  `  refused by the proxy: ${counts.proxyRefused}; served by the gateway (2xx/3xx/404): ${counts.served}; other upstream answers: ${counts.upstreamOther}; proxy 500s: ${counts.status500}`,
)
console.log(
  `  forwarded but refused by the gateway as invalid (400/422): ${counts.upstreamInvalid} on ${invalidOps.size} operations`,
)
for (const [id, n] of [...invalidOps].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`    ${n}\t${id}`)
for (const e of examples) console.log(`  e.g. ${e}`)
await core.close()
await devnet.close()
rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
