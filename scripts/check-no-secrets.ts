/**
 * Build check: the gateway key must reach no client. Run after `next build` done with a sentinel key in the
 * environment (GATEWAY_API_KEY / DEVNET_API_KEY = SECRET_SENTINEL). Fails when the sentinel (or its base64) is in
 *   - `.next/static/**` (everything the browser downloads; brotli twins decompressed),
 *   - prerendered pages `.next/server/app/**\/*.{html,rsc,body,meta}`,
 *   - with `--crawl`: the HTML/RSC/JSON answers of the running app (started here on ports 4460/4461, which no unit
 *     test uses: the crawl runs beside them),
 * or when a source file declares a NEXT_PUBLIC_ variable that looks like a secret.
 */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

const root = join(import.meta.dirname, '..')
const sentinel = process.env.SECRET_SENTINEL
if (!sentinel || sentinel.length < 8) {
  console.error('[no-secrets] set SECRET_SENTINEL (≥ 8 characters) to the key the build was made with')
  process.exit(2)
}
const needles = [sentinel, Buffer.from(sentinel).toString('base64'), encodeURIComponent(sentinel)]
const problems: string[] = []

function* walk(dir: string): Generator<string> {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return
  }
  for (const e of entries) {
    const p = join(dir, e)
    if (statSync(p).isDirectory()) yield* walk(p)
    else yield p
  }
}

function scan(label: string, text: string) {
  for (const n of needles) if (text.includes(n)) problems.push(`${label} holds the key sentinel`)
}

let files = 0
for (const f of walk(join(root, '.next', 'static'))) {
  files++
  // A brotli twin (scripts/precompress.ts) is read as the browser reads it: decompressed.
  const bytes = readFileSync(f)
  scan(relative(root, f), (f.endsWith('.br') ? brotliDecompressSync(bytes) : bytes).toString('latin1'))
}
for (const f of walk(join(root, '.next', 'server', 'app'))) {
  if (!/\.(html|rsc|body|meta)$/.test(f)) continue
  files++
  scan(relative(root, f), readFileSync(f, 'latin1'))
}
if (files === 0) problems.push('.next/static is empty: run next build first')

const SOURCE_DIRS = ['app', 'components', 'lib', 'proxy.ts', 'next.config.ts']
for (const d of SOURCE_DIRS) {
  const p = join(root, d)
  const list = statSync(p, { throwIfNoEntry: false })?.isDirectory() ? [...walk(p)] : [p]
  for (const f of list) {
    if (!/\.(ts|tsx|js|mjs)$/.test(f)) continue
    const m = /NEXT_PUBLIC_\w*(KEY|SECRET|TOKEN|PASSWORD)\w*/.exec(readFileSync(f, 'utf8'))
    if (m)
      problems.push(`${relative(root, f)} declares ${m[0]}: NEXT_PUBLIC_ values are inlined into the browser bundle`)
  }
}

async function crawl() {
  const port = 4460
  const env = { ...process.env, PORT: String(port), DEVNET_PORT: '4461', HOSTNAME: '127.0.0.1' }
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts', '--no-build'], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  })
  const base = `http://127.0.0.1:${port}`
  try {
    const until = Date.now() + 120_000
    for (;;) {
      if (Date.now() > until) throw new Error('the app did not start within 120 s')
      try {
        if ((await fetch(`${base}/`)).status < 500) break
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 500))
    }
    const pages = [
      '/',
      '/hub',
      '/vm',
      '/sharded',
      '/ledger',
      '/supply',
      '/api/gw-health',
      '/api/gw/supply/vesting/totalsupply',
      '/api/gw/hub/nope',
      '/no-such-page',
    ]
    for (const p of pages) {
      const variants: Record<string, string>[] = [{}, { rsc: '1' }]
      for (const headers of variants) {
        const res = await fetch(base + p, { headers })
        const text = await res.text()
        scan(`GET ${p}${'rsc' in headers ? ' (RSC)' : ''} → ${res.status}`, text + JSON.stringify([...res.headers]))
        files++
      }
    }
    console.log(`[no-secrets] crawled ${pages.length} URLs of the running app`)
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
  }
}

if (process.argv.includes('--crawl')) await crawl()

if (problems.length) {
  console.error(`[no-secrets] FAIL\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`[no-secrets] ok: the key sentinel is in none of ${files} build outputs/answers`)
