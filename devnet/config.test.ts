import { describe, expect, it } from 'vitest'
import { optionsFromEnv } from './config'

describe('optionsFromEnv', () => {
  it('has the documented defaults', () => {
    expect(optionsFromEnv({})).toMatchObject({
      port: 7700,
      host: '127.0.0.1',
      apiKey: 'devnet-key',
      seed: 1,
      dataDir: '.devnet',
      blockMs: undefined,
      resumeMaxAgeMs: 3_600_000,
    })
    expect(optionsFromEnv({ DEVNET_RESUME_HOURS: '0' }).resumeMaxAgeMs).toBe(0)
  })
  it('reads every variable', () => {
    expect(
      optionsFromEnv({
        DEVNET_PORT: '4299',
        DEVNET_API_KEY: 'x',
        DEVNET_SEED: '42',
        DEVNET_DATA_DIR: '/tmp/d',
        DEVNET_BLOCK_MS: '250',
      }),
    ).toMatchObject({ port: 4299, apiKey: 'x', seed: 42, dataDir: '/tmp/d', blockMs: 250 })
  })
  it('stops on a bad value with a clear message', () => {
    expect(() => optionsFromEnv({ DEVNET_PORT: 'abc' })).toThrow(/DEVNET_PORT must be a non-negative integer/)
    expect(() => optionsFromEnv({ DEVNET_PORT: '70000' })).toThrow(/between 1 and 65535/)
    expect(() => optionsFromEnv({ DEVNET_BLOCK_MS: '1' })).toThrow(/DEVNET_BLOCK_MS/)
  })
})
