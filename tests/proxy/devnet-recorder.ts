import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, type Devnet } from '@/devnet/server'
import { matchOperation, OPERATIONS_BY_ID } from '@/lib/catalog'
import type { GatewayId } from '@/lib/catalog/types'
import type { GatewayCore } from '@/lib/gateway/core'
import type { CoreSettings } from '@/lib/gateway/core-deps'
import { gatewaysAt, manualClock, startFake, testCore, type Fake } from './harness'

/** What reached devnet through the recorder: the upstream request line and devnet's status. */
export interface UpstreamCall {
  method: string
  url: string
  status: number
  /** The first bytes of devnet's answer, to say what a failure was. */
  text: string
  /** The label set by the test when the request arrived (its operation), since a long poll answers late. */
  tag: string
}

export interface DevnetBehindRecorder {
  devnet: Devnet
  core: GatewayCore
  /** Every request that reached devnet, in order, with devnet's answer status. */
  calls: UpstreamCall[]
  /** Labels the calls that arrive from now on. */
  tag(label: string): void
  close(): Promise<void>
}

const KEY = 'devnet-key'
/** A frozen clock makes the seeded chains the same on every run, so a failure found once is found again. */
export const FROZEN_NOW = Date.parse('2026-11-21T06:00:00Z')
const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive'])

/**
 * An in-process devnet (every gateway, or those named), behind a loopback recorder the proxy core calls as its upstream: the
 * recorder forwards each request unchanged and notes devnet's status, so a test sees exactly what reached the
 * gateway and how it answered, whatever the proxy then made of it.
 */
export async function startDevnetBehindRecorder(
  port: number,
  o: { gateways?: readonly GatewayId[]; settings?: Partial<CoreSettings> } = {},
): Promise<DevnetBehindRecorder> {
  const dataDir = mkdtempSync(join(tmpdir(), 'devnet-recorder-'))
  const devnet = await startDevnet({
    port: 0,
    apiKey: KEY,
    dataDir,
    now: () => FROZEN_NOW,
    log: () => {},
    ...(o.gateways && { gateways: [...o.gateways] }),
  })
  const calls: UpstreamCall[] = []
  let label = ''
  const recorder: Fake = await startFake(port)
  recorder.handler = async (req, res, body) => {
    const call: UpstreamCall = { method: req.method ?? '', url: req.url ?? '', status: 0, text: '', tag: label }
    calls.push(call)
    // When the proxy gives up (a long poll past its timeout), so does the call to devnet.
    const abort = new AbortController()
    res.on('close', () => abort.abort())
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k, v]) => !HOP.has(k) && typeof v === 'string') as [string, string][],
    )
    try {
      const r = await fetch(`${devnet.url}${req.url}`, {
        method: req.method,
        headers,
        signal: abort.signal,
        ...(req.method === 'POST' ? { body: new Uint8Array(body) } : {}),
      })
      const bytes = Buffer.from(await r.arrayBuffer())
      call.status = r.status
      call.text = bytes.subarray(0, 300).toString('utf8')
      const out: Record<string, string> = {}
      r.headers.forEach((v, k) => {
        if (!HOP.has(k) && k !== 'content-encoding') out[k] = v
      })
      res.writeHead(r.status, out)
      res.end(bytes)
    } catch (e) {
      call.text = `no answer: ${(e as Error).message}`
      res.destroy()
    }
  }
  const core = testCore(recorder, {
    clock: manualClock(FROZEN_NOW),
    matcher: matchOperation,
    operation: (id) => OPERATIONS_BY_ID.get(id),
    settings: {
      gateways: gatewaysAt(recorder.base, KEY),
      // History scans on a loaded machine take seconds; a long poll is cut short (it would wait out a frozen chain).
      timeoutMs: 30_000,
      longPollTimeoutMs: 1500,
      // Refusals decided by a gateway must reach the test, never a breaker's 503 in their place.
      breaker: { threshold: 1_000_000, openMs: 1 },
      ...o.settings,
    },
  })
  return {
    devnet,
    core,
    calls,
    tag: (l) => void (label = l),
    async close() {
      await core.close()
      await recorder.close()
      await devnet.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
