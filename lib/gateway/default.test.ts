import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/server/env'
import { depsFromEnv } from './default'

describe('production wiring from the environment', () => {
  it('reads limits, timeouts and the breaker from the environment', async () => {
    const deps = depsFromEnv(
      parseEnv({
        WRITES_ENABLED: 'false',
        UPSTREAM_TIMEOUT_MS: '2500',
        HEAD_TTL_MS: '500',
        BREAKER_THRESHOLD: '3',
        BREAKER_OPEN_MS: '2000',
        GATEWAY_MAX_CONCURRENCY: '4',
      }),
    )
    expect(deps.settings).toMatchObject({
      writesEnabled: false,
      timeoutMs: 2500,
      headTtlMs: 500,
      maxConcurrency: 4,
      breaker: { threshold: 3, openMs: 2000 },
    })
    expect(deps.settings.gateways.hub?.url).toBe('http://127.0.0.1:7700/hub')
    expect(deps.operation('supply.total')?.path).toBe('/vesting/totalsupply')
    await deps.upstream.close?.()
  })

  it('rejects a breaker setting out of range', () => {
    expect(() => parseEnv({ BREAKER_THRESHOLD: '0' })).toThrow(/BREAKER_THRESHOLD/)
  })
})
