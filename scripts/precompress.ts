/**
 * After `next build`: every script and stylesheet of `.next/static` gets a brotli twin (`x.js.br`, quality 11), which
 * the production server sends to browsers that accept it (lib/server/precompressed.ts). Next compresses its static
 * files with gzip on each request; brotli at its highest quality is 13–14 % smaller on our chunks (146.9 against
 * 170.0 KB for an account page's scripts) but far too slow to run per request, so it runs once here, as nginx's
 * brotli_static expects. `npm run build` and `npm start` run it; a build without it is served gzip, as before.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { addCompileHints } from './compile-hints'

const compress = promisify(brotliCompress)
/** What is worth compressing: text the browser loads as the page starts. */
export const PRECOMPRESSED = /\.(js|css)$/

function* walk(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) yield* walk(p)
    else if (e.isFile() && PRECOMPRESSED.test(e.name)) yield p
  }
}

/** Writes `<file>.br` for every script and stylesheet under `staticDir`; a few at a time (libuv's pool compresses). */
export async function precompressStatic(staticDir: string): Promise<{ files: number; raw: number; br: number }> {
  const files = [...walk(staticDir)]
  let raw = 0
  let br = 0
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!
      const data = readFileSync(file)
      const out = await compress(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
      writeFileSync(`${file}.br`, out)
      raw += data.length
      br += out.length
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  return { files: files.length, raw, br }
}

/**
 * After a build (or before serving one): compile hints, then precompress, unless the build already has its twins
 * (the hints change the scripts, so they go first: a twin older than its script is not served).
 */
export async function precompressIfMissing(root: string): Promise<void> {
  const dir = join(root, '.next', 'static', 'chunks')
  const names = statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(dir) : []
  if (!names.some((n) => n.endsWith('.js')) || names.some((n) => n.endsWith('.js.br'))) return
  addCompileHints(join(root, '.next'))
  const r = await precompressStatic(join(root, '.next', 'static'))
  console.log(`[precompress] brotli twins of ${r.files} scripts and stylesheets`)
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const dir = join(import.meta.dirname, '..', '.next', 'static')
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`[precompress] ${dir} is missing: run next build first`)
    process.exit(1)
  }
  const t = Date.now()
  const hints = addCompileHints(join(dir, '..'))
  console.log(`[precompress] compile hint on ${hints.marked} first-load scripts (${hints.already} had it)`)
  const r = await precompressStatic(dir)
  const kb = (n: number) => (n / 1024).toFixed(0)
  console.log(
    `[precompress] ${r.files} scripts and stylesheets, ${kb(r.raw)} KB → ${kb(r.br)} KB brotli in ${Date.now() - t} ms`,
  )
}
