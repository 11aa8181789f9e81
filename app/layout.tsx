import type { Metadata, Viewport } from 'next'
import { cookies, headers } from 'next/headers'
import { Header } from '@/components/layout/header'
import { parseTheme, THEME_COOKIE } from '@/components/layout/theme'
import { Providers } from '@/components/providers'
import { LazyWatchNotifier } from '@/components/history/lazy-watch-notifier'
import { linkCapabilities } from '@/lib/explorer/link-caps'
import { searchTargets } from '@/lib/explorer/records'
import { registry } from '@/lib/networks'
import { serverEnv } from '@/lib/server/env'
import { publicOrigin } from '@/lib/server/public-origin'
import { kmdConfig } from '@/lib/kmd/runtime'
import './globals.css'

const NAME = 'Multichain Explorer'
const DESCRIPTION = 'Point-and-click through the live state of eleven gateways.'
/** public/og-image.png, rendered by scripts/make-icons.ts. */
const SHARE_IMAGE = { url: '/og-image.png', width: 1200, height: 630, alt: NAME }

/** Icons, manifest and link previews (files in public/, made by scripts/make-icons.ts). */
export async function generateMetadata(): Promise<Metadata> {
  const env = serverEnv()
  return {
    metadataBase: publicOrigin(await headers(), { configured: env.PUBLIC_ORIGIN, trustProxy: env.TRUST_PROXY }),
    title: { default: NAME, template: `%s · ${NAME}` },
    description: DESCRIPTION,
    applicationName: NAME,
    manifest: '/manifest.webmanifest',
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
    },
    openGraph: { type: 'website', siteName: NAME, title: NAME, description: DESCRIPTION, images: [SHARE_IMAGE] },
    twitter: { card: 'summary_large_image', title: NAME, description: DESCRIPTION, images: [SHARE_IMAGE.url] },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#09090b' },
  ],
}

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
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-zinc-900"
        >
          Skip to content
        </a>
        <Providers networks={registry()} linkCaps={linkCapabilities()}>
          <Header targets={searchTargets()} theme={theme} kmd={kmdConfig().enabled} />
          <div id="main">{children}</div>
          <LazyWatchNotifier />
        </Providers>
      </body>
    </html>
  )
}
