import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@/devnet/server'
import { type CosmosGatewayId } from '@/lib/catalog/types'
import { cosmosGatewayIds } from '@/lib/networks'
import { resolveCall } from '@/lib/client/resolve'
import { queryString } from '@/lib/client/urls'
import type { PanelDef } from '@/lib/explorer/panels'
import { ADAPTERS } from '@/lib/explorer/registry'
import type { Field, View } from '@/lib/explorer/view'
import { networkOfGateway } from '@/lib/networks'
import { IBC_ADAPTERS } from './adapters'
import { parseClientState } from './client-state'
import {
  channelPanels,
  clientPanels,
  connectionPanels,
  icaPanels,
  paramsPanels,
  sequencePanels,
  transferPanels,
} from './pages'

/**
 * Every panel of every IBC page, on every SDK chain, rendered from devnet's answers by the adapter the page names:
 * none may fall back to the generic record/list views, and none may show what only the JSON tab should
 * (type URLs, proof bytes, protobuf durations, snake_case keys, enum prefixes).
 */
const KEY = 'devnet-key'
let devnet: Devnet
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ibc-pages-'))
  devnet = await startDevnet({
    port: 0,
    apiKey: KEY,
    dataDir,
    gateways: cosmosGatewayIds(),
    blockMs: 600_000,
    log: () => {},
  })
}, 120_000)
afterAll(async () => {
  await devnet?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function answer(p: Pick<PanelDef, 'call'>): Promise<{ status: number; body: unknown }> {
  const spec = resolveCall(p.call)
  const r = await fetch(`${devnet.url}/${spec.gateway}${spec.gatewayPath}${queryString(spec.query)}`, {
    headers: { 'api-key': KEY },
  })
  return { status: r.status, body: (await r.json()) as unknown }
}

const GENERIC = new Set<unknown>([ADAPTERS.record, ADAPTERS.list, ADAPTERS.raw])
const adapterOf = (id: string) =>
  (IBC_ADAPTERS as Record<string, unknown>)[id] ?? (ADAPTERS as Record<string, unknown>)[id]

/** Text a person reads in a view: labels, column titles and every field's words. */
function wordsOf(v: View): string[] {
  const out: string[] = []
  const field = (f: Field): void => {
    if (f.type === 'text' || f.type === 'status') out.push(f.type === 'text' ? f.value : f.label)
    else if (f.type === 'href') out.push(f.label)
    else if (f.type === 'list') f.items.forEach(field)
    else if (f.type === 'json') out.push(JSON.stringify(f.value))
  }
  if (v.kind === 'kv')
    for (const r of v.rows) {
      out.push(r.label)
      field(r.value)
    }
  else if (v.kind === 'table') {
    for (const c of v.columns) out.push(c.label)
    for (const r of v.rows) Object.values(r).forEach(field)
  } else if (v.kind === 'text') out.push(v.text)
  return out
}

const WIRE = [
  { what: 'a protobuf type URL', re: /^\/ibc\.|@type/ },
  // Seconds past a minute: the app itself writes `42s` for short spans.
  { what: 'a protobuf duration', re: /^(\d{3,}|[6-9]\d)(\.\d+)?s$/ },
  { what: 'an enum prefix', re: /\b(STATE|ORDER)_/ },
  { what: 'a snake_case key', re: /^[a-z]+(_[a-z]+)+$/ },
  // Upper-case hex is how hashes are shown; base64 has other letters.
  { what: 'base64 bytes', re: /^(?![0-9A-F]+$)(?!ibc\/[0-9A-F]{64}$)[A-Za-z0-9+/]{40,}={0,2}$/ },
  { what: 'raw JSON', re: /^[[{]"/ },
]

interface Rendered {
  gateway: CosmosGatewayId
  panel: string
  adapter: string
  words: string[]
}

async function pagePanels(g: CosmosGatewayId): Promise<PanelDef[]> {
  const first = async <T>(p: PanelDef | undefined, pick: (b: Record<string, unknown>) => T | undefined) => {
    if (!p) return undefined
    const a = await answer(p)
    return a.status === 200 ? pick(a.body as Record<string, unknown>) : undefined
  }
  const ch = (await first(channelPanels(g, 'transfer', 'channel-0', {})[0], (b) => b.channel)) ? 'channel-0' : undefined
  const clients = (await answer({
    call: { gateway: g, opId: 'cosmos.ibc.client.clientStates', query: { 'pagination.limit': '1' } },
  }).catch(() => undefined)) as
    { status: number; body: { client_states?: { client_id: string; client_state: unknown }[] } } | undefined
  const client = clients?.status === 200 ? clients.body.client_states?.[0] : undefined
  const latest = client ? parseClientState(client.client_state).latestHeight : undefined
  const out: PanelDef[] = [
    ...paramsPanels(g),
    ...transferPanels(g, { trace: 'transfer/channel-0/uatom', escrowDenom: 'uatom' }),
  ]
  if (ch) {
    out.push(
      ...channelPanels(g, 'transfer', ch, {
        clientId: client?.client_id,
        consensusAt: latest,
        connection: 'connection-0',
      }),
    )
    for (const seq of ['1', '2']) out.push(...sequencePanels(g, 'transfer', ch, seq))
  }
  if (client) out.push(...clientPanels(g, client.client_id, latest))
  out.push(...connectionPanels(g, 'connection-0', latest))
  out.push(...icaPanels(g, { owner: 'owner-1', connection: 'connection-0' }))
  return out
}

describe('IBC pages on devnet', () => {
  it('render every panel in words, with an IBC adapter of its own', async () => {
    const rendered: Rendered[] = []
    const failures: string[] = []
    for (const g of cosmosGatewayIds()) {
      const network = networkOfGateway(g)!
      for (const p of await pagePanels(g)) {
        const adapter = adapterOf(p.adapter) as ((b: unknown, c: { network: typeof network }) => View) | undefined
        expect(adapter, `${g} ${p.id}: adapter ${p.adapter}`).toBeTypeOf('function')
        expect(GENERIC.has(adapter), `${g} ${p.id} uses the generic ${p.adapter} view`).toBe(false)
        const a = await answer(p)
        // A packet that is not (or no longer) pending answers 404, as ibc-go does; that page shows the error.
        if (a.status !== 200) continue
        try {
          rendered.push({ gateway: g, panel: p.id, adapter: p.adapter, words: wordsOf(adapter!(a.body, { network })) })
        } catch (e) {
          failures.push(`${g} ${p.id} (${p.adapter}): ${(e as Error).message}`)
        }
      }
    }
    expect(failures).toEqual([])
    const wire = rendered.flatMap((r) =>
      r.words.flatMap((w) => WIRE.filter((x) => x.re.test(w)).map((x) => `${r.gateway} ${r.panel}: ${x.what} "${w}"`)),
    )
    expect(wire).toEqual([])
    // Every IBC adapter the pages name rendered a real answer at least once.
    const named = new Set(rendered.map((r) => r.adapter))
    for (const id of Object.keys(IBC_ADAPTERS).filter(
      (k) => !['ibc.channels', 'ibc.connections', 'ibc.denomTrace'].includes(k),
    ))
      expect(named, `no 200 answer rendered by ${id}`).toContain(id)
  }, 120_000)
})
