import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

describe('SESSION_SECRET', () => {
  const secret = 'x'.repeat(32)
  it('is required when instances share Redis and the KMD console is on', () => {
    expect(() => parseEnv({ REDIS_URL: 'redis://127.0.0.1:6390' })).toThrow(
      /SESSION_SECRET: required when REDIS_URL is set/,
    )
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6390', SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret)
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6390', KMD_ENABLED: 'false' }).SESSION_SECRET).toBeUndefined()
    expect(parseEnv({}).SESSION_SECRET).toBeUndefined()
  })

  it('refuses a short secret', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/)
  })
})
