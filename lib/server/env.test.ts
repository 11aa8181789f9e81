import { describe, expect, it } from 'vitest'
import { loadNetworksFromDisk } from '@/lib/networks/disk'
import { parseEnv } from './env'

describe('parseEnv', () => {
  it('points every gateway at devnet with the devnet key when nothing is set', () => {
    const env = parseEnv({ DEVNET_PORT: '7811' })
    expect(env.PORT).toBe(3000)
    expect(env.gateways.hub).toEqual({
      id: 'hub',
      url: 'http://127.0.0.1:7811/hub',
      apiKey: 'devnet-key',
      aliases: {},
      devnet: true,
    })
    expect(env.gateways.kmd?.url).toBe('http://127.0.0.1:7811/kmd')
  })

  it('takes a real gateway URL, its own key or the shared one, and its path aliases', () => {
    const env = parseEnv({
      HUB_URL: 'https://hub.example.com/base/',
      HUB_PATH_ALIASES: 'sdk=cosmos,xnet=axelar',
      VM_URL: 'https://vm.example.com',
      VM_API_KEY: 'vm-key',
      GATEWAY_API_KEY: 'shared',
    })
    expect(env.gateways.hub).toMatchObject({ url: 'https://hub.example.com/base', apiKey: 'shared', devnet: false })
    expect(env.gateways.hub?.aliases).toEqual({ sdk: 'cosmos', xnet: 'axelar' })
    expect(env.gateways.vm?.apiKey).toBe('vm-key')
    expect(env.gateways.staking?.devnet).toBe(true)
  })

  it("bounds the heap growth by default, and takes V8's own choice (0) or a percentage up to 400", () => {
    expect(parseEnv({}).HEAP_GROWING_PERCENT).toBe(25)
    expect(parseEnv({ HEAP_GROWING_PERCENT: '0' }).HEAP_GROWING_PERCENT).toBe(0)
    expect(parseEnv({ HEAP_GROWING_PERCENT: '100' }).HEAP_GROWING_PERCENT).toBe(100)
    expect(() => parseEnv({ HEAP_GROWING_PERCENT: '401' })).toThrow(/HEAP_GROWING_PERCENT/)
  })

  it('lowers the render thread below the accepting thread only when the page cache answers most pages', () => {
    expect(parseEnv({}).RENDER_THREAD_NICE).toBe(10)
    expect(parseEnv({ PAGE_CACHE_ENABLED: 'false' }).RENDER_THREAD_NICE).toBe(0)
    expect(parseEnv({ PAGE_CACHE_ENABLED: 'false', RENDER_THREAD_NICE: '5' }).RENDER_THREAD_NICE).toBe(5)
    expect(parseEnv({ RENDER_THREAD_NICE: '0' }).RENDER_THREAD_NICE).toBe(0)
    expect(() => parseEnv({ RENDER_THREAD_NICE: '20' })).toThrow(/RENDER_THREAD_NICE/)
  })

  it('names every wrong variable in one error', () => {
    const bad = () =>
      parseEnv({ PORT: 'eighty', HUB_URL: 'ftp://x', SUPPLY_PATH_ALIASES: 'sdk', NODE_URL: 'https://node.example.com' })
    expect(bad).toThrow(/PORT: must be a whole number/)
    expect(bad).toThrow(/HUB_URL: must be an http\(s\) URL/)
    expect(bad).toThrow(/SUPPLY_PATH_ALIASES: must look like sdk=cosmos/)
    expect(bad).toThrow(/NODE_API_KEY: required when NODE_URL is set/)
  })

  it('treats blank values as unset', () => {
    expect(parseEnv({ HUB_URL: '  ', PORT: '' }).gateways.hub?.devnet).toBe(true)
  })

  it('takes ALLOWED_HOSTS, and names a bad one', () => {
    const env = parseEnv({ ALLOWED_HOSTS: 'explorer.example.com,127.0.0.1:3000' })
    expect(env.ALLOWED_HOSTS).toBe('explorer.example.com,127.0.0.1:3000')
    expect(() => parseEnv({ ALLOWED_HOSTS: 'https://explorer.example.com' })).toThrow(
      /ALLOWED_HOSTS: "https:\/\/explorer.example.com" is not a host\[:port\]/,
    )
  })

  it("applies an applied preset's path aliases unless <ID>_PATH_ALIASES says otherwise", () => {
    const registry = loadNetworksFromDisk({ HUB_PRESET: 'axelar' })
    const withPreset = parseEnv({ HUB_URL: 'https://lcd.example.com', HUB_API_KEY: 'k' }, registry)
    expect(withPreset.gateways.hub?.aliases).toEqual({ sdk: 'cosmos', consensus: 'tendermint', xnet: 'axelar' })
    const own = parseEnv(
      { HUB_URL: 'https://lcd.example.com', HUB_API_KEY: 'k', HUB_PATH_ALIASES: 'sdk=cosmos' },
      registry,
    )
    expect(own.gateways.hub?.aliases).toEqual({ sdk: 'cosmos' })
  })
})
