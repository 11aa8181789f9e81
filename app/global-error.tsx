'use client'

/**
 * When the root layout itself fails: the whole document, since no layout (and no stylesheet) is left to wrap it.
 * Our own small one rather than Next's built-in, which ships its style sheet of CSS variables (~2 KB gzip) to every
 * page's first load.
 */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en" style={{ colorScheme: 'light dark' }}>
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '48rem', margin: '0 auto', padding: '1.5rem' }}>
        <title>Something went wrong</title>
        <h1 style={{ fontSize: '1.5rem', fontWeight: 600 }}>Something went wrong</h1>
        <p>The explorer could not be rendered{error.digest ? ` (reference ${error.digest})` : ''}.</p>
        <button type="button" onClick={() => retry()} style={{ marginTop: '1rem', padding: '0.25rem 0.75rem' }}>
          Try again
        </button>
      </body>
    </html>
  )
}
