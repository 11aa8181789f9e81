import type { Metadata, Viewport } from 'next'
import { cookies } from 'next/headers'
import { Header } from '@/components/layout/header'
import { parseTheme, THEME_COOKIE } from '@/components/layout/theme'
import { Providers } from '@/components/providers'
import { searchTargets } from '@/lib/explorer/records'
import { kmdConfig } from '@/lib/kmd/runtime'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Multichain Explorer', template: '%s · Multichain Explorer' },
  description: 'Point-and-click through the live state of eleven gateways.',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

/**
 * Root layout. Rendered per request (it reads the theme cookie), which also keeps a nonce-based CSP possible.
 * The theme is a class on <html> decided on the server: `dark`/`light` when chosen, none to follow the system
 * (globals.css maps that to prefers-color-scheme), so there is no flash and no inline script.
 */
export default async function RootLayout({ children }: LayoutProps<'/'>) {
  const theme = parseTheme((await cookies()).get(THEME_COOKIE)?.value)
  return (
    <html lang="en" className={theme === 'system' ? undefined : theme} suppressHydrationWarning>
      <body className="min-h-screen">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-zinc-900">
          Skip to content
        </a>
        <Providers>
          <Header targets={searchTargets()} theme={theme} kmd={kmdConfig().enabled} />
          <div id="main">{children}</div>
        </Providers>
      </body>
    </html>
  )
}
