import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Header } from '@/components/layout/header'

/**
 * KMD_ENABLED=false (public deployments): the console does not exist. The page answers Next's not-found (404),
 * and the header, on every page, no longer links to it.
 */
const config = { enabled: false, url: 'http://127.0.0.1:7700/kmd', devnet: true, idleMs: 300_000 }
vi.mock('@/lib/kmd/runtime', () => ({ kmdConfig: () => config }))
vi.mock('next/server', () => ({ connection: async () => {} }))
vi.mock('@/components/layout/search-box', () => ({ SearchBox: () => null }))
vi.mock('@/components/layout/network-switcher', () => ({ NetworkSwitcher: () => null }))
vi.mock('@/components/layout/theme-toggle', () => ({ ThemeToggle: () => null }))

describe('/kmd with KMD_ENABLED=false', () => {
  it('is not found (404)', async () => {
    const { default: KmdPage } = await import('./page')
    config.enabled = false
    await expect(KmdPage()).rejects.toMatchObject({ digest: expect.stringMatching(/404/) })
    config.enabled = true
    await expect(KmdPage()).resolves.toBeTruthy()
  })

  it('is not linked from the header', () => {
    const targets = { networks: [] } as unknown as Parameters<typeof Header>[0]['targets']
    expect(renderToStaticMarkup(<Header targets={targets} theme="system" kmd={false} />)).not.toContain('href="/kmd"')
    expect(renderToStaticMarkup(<Header targets={targets} theme="system" kmd />)).toContain('href="/kmd"')
  })
})
