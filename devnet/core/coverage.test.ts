import { describe, expect, it } from 'vitest'
import { operationsOf } from '@/lib/catalog/index'
import { gatewayIds } from '@/lib/networks'
import { loadFactory, moduleExists } from '../registry'
import type { DevnetContext } from '../types'

const ctx: DevnetContext = { seed: 7, dataDir: '.devnet/test-coverage', now: Date.now, env: {} }
const present = gatewayIds().filter(moduleExists)

describe('every catalog operation has a handler', () => {
  it.each(present.length ? present : (['none'] as const))('%s', async (id) => {
    if (id === 'none') return expect(present).toEqual([])
    const factory = await loadFactory(id)
    const mod = await factory!(ctx, id)
    const missing = operationsOf(id).filter(
      (op) => !(op.flags.websocket ? mod.subscriptions?.[op.id] : mod.handlers[op.id]),
    )
    expect(missing.map((o) => o.id)).toEqual([])
  })
})
