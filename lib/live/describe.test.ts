/** The live page's one sentence per network: derived from what the gateway serves, never two that contradict. */
import { describe, expect, it } from 'vitest'
import { getNetwork, networkIds } from '@/lib/networks'
import { feedDescription, unsupportedReason } from './relay'

describe('how each live page says it gets its blocks', () => {
  it.each(networkIds())('%s: exactly one account of the feed', (id) => {
    const text = feedDescription(id)
    const claims = [/subscription/, /answers as soon as/, /Polled by this server/, /cannot be followed/].filter((r) =>
      r.test(text),
    )
    expect(claims).toHaveLength(1)
    // A network that cannot be followed says so and claims no timing; one that can never says it cannot.
    if (unsupportedReason(id)) expect(text).toBe(unsupportedReason(id))
    else expect(text).not.toMatch(/cannot be followed/)
  })

  it('follows the registry: block-less SDK gateways cannot be followed, the ledger node long-polls', () => {
    const kinds = networkIds().map((id) => [getNetwork(id).kind, feedDescription(id)] as const)
    expect(kinds.filter(([k]) => k === 'node').every(([, t]) => /answers as soon as/.test(t))).toBe(true)
    expect(kinds.filter(([k]) => k === 'vm').every(([, t]) => /subscription/.test(t))).toBe(true)
    expect(kinds.some(([k, t]) => k === 'cosmos' && /cannot be followed/.test(t))).toBe(true)
    expect(kinds.some(([k, t]) => k === 'cosmos' && /Polled/.test(t))).toBe(true)
  })
})
