/**
 * The server beside `npm start`'s indexer (INDEX_ROLE=reader): it follows nothing itself, yet reads what the
 * indexer writes to the shared database and reports the networks as indexed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { HistoryRuntime } from './runtime'
import { HistoryStore } from './store'
import { openHistoryDb } from './store/open'
import { synthBlocks } from './testing/synthetic'

const dir = mkdtempSync(join(tmpdir(), 'explorer-idx-reader-'))
let rt: HistoryRuntime

beforeAll(async () => {
  Object.assign(process.env, { DATA_DIR: dir, INDEX_ROLE: 'reader', INDEX_NETWORKS: 'hub' })
  rt = await (await import('./runtime')).historyRuntime()
}, 60_000)
afterAll(async () => {
  await rt?.stop()
  rmSync(dir, { recursive: true, force: true })
})

it('follows no network, but reports the configured ones as indexed', async () => {
  expect(rt.config.role).toBe('reader')
  expect(rt.running()).toEqual([])
  const s = await rt.status('hub')
  expect(s.indexed).toBe(true)
  expect(s.reason).toBeUndefined()
})

it('reads blocks another connection (the indexer) commits to the same database file', async () => {
  const writer = await openHistoryDb({ file: join(dir, 'index.sqlite') })
  try {
    await new HistoryStore(writer, () => 'uhub').commitForward('hub', synthBlocks(1n, 20n, { denom: 'uhub' }))
  } finally {
    await writer.close()
  }
  const s = await rt.status('hub')
  expect(s.top).toBe('20')
  expect(s.blocks).toBe('20')
})
