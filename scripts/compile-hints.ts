/**
 * After `next build`: the scripts every page starts with get V8's file-level compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad` on their first line (Chrome 136+; other engines read a comment).
 *
 * Why: V8 compiles a function lazily, on the main thread, the first time it is called. Loading an overview at 4×
 * CPU, one task of ~270 ms was mostly Turbopack instantiating React DOM's and the router's modules, their functions
 * compiled one by one as hydration first called them. With the hint V8 compiles the whole file while it streams
 * in, on a background thread: that task fell to ~50 ms. Only the first-load scripts are marked (the framework's and
 * each route's entry chunks): their functions do run on load; a chunk loaded on demand (charts, the JSON view) may
 * be mostly code no one calls, and compiling it eagerly would only cost memory.
 *
 * Chunk names are content hashes; the hint changes the content under the same name, deterministically (same build,
 * same bytes), before the brotli twins are made (scripts/precompress.ts runs this first).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** `.next/server/app/**\/*_client-reference-manifest.js`: one per route and layout. */
function* referenceManifests(dir: string): Generator<string> {
  if (!existsSync(dir)) return
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) yield* referenceManifests(p)
    else if (e.isFile() && e.name.endsWith('_client-reference-manifest.js')) yield p
  }
}

/** The `static/chunks/*.js` names a manifest lists as its segments' entry scripts (read as data, never run). */
function entryScripts(manifestJs: string): string[] {
  const out: string[] = []
  for (const m of manifestJs.matchAll(/^globalThis\.__RSC_MANIFEST\["(?:[^"\\]|\\.)*"\]\s*=\s*(\{.*\});?\s*$/gm)) {
    const parsed = JSON.parse(m[1]!) as { entryJSFiles?: Record<string, unknown> }
    for (const files of Object.values(parsed.entryJSFiles ?? {}))
      if (Array.isArray(files)) for (const f of files) if (typeof f === 'string') out.push(f)
  }
  return out
}

/**
 * The scripts a page loads before it is interactive, as paths under `.next` (`static/chunks/x.js`): the
 * framework's (`rootMainFiles`) and every route's entry chunks. Polyfills (`noModule`) are left out: no engine that
 * reads the hint runs them.
 */
export function firstLoadScripts(nextDir: string): string[] {
  const manifest = join(nextDir, 'build-manifest.json')
  if (!existsSync(manifest)) return []
  const build = JSON.parse(readFileSync(manifest, 'utf8')) as {
    rootMainFiles?: string[]
    polyfillFiles?: string[]
  }
  const polyfills = new Set(build.polyfillFiles ?? [])
  const files = new Set(build.rootMainFiles ?? [])
  for (const m of referenceManifests(join(nextDir, 'server', 'app')))
    for (const f of entryScripts(readFileSync(m, 'utf8'))) files.add(f)
  return [...files].filter((f) => /^static\/chunks\/[^/]+\.js$/.test(f) && !polyfills.has(f)).sort()
}

/** Prepends the hint to each first-load script that lacks it; returns how many were marked and how many had it. */
export function addCompileHints(nextDir: string): { marked: number; already: number } {
  let marked = 0
  let already = 0
  for (const f of firstLoadScripts(nextDir)) {
    const file = join(nextDir, f)
    if (!existsSync(file)) continue
    const src = readFileSync(file, 'utf8')
    if (src.startsWith(COMPILE_HINT)) {
      already++
      continue
    }
    writeFileSync(file, COMPILE_HINT + src)
    marked++
  }
  return { marked, already }
}
