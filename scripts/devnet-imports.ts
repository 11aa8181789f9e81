/**
 * Rewrites devnet's imports to the rule of devnet/README.md ("Imports"), mechanically and idempotently:
 * - a relative import that leaves devnet/ becomes `@/…` (`../../lib/catalog` → `@/lib/catalog`), so no
 *   `../../lib` spelling can be read as devnet's own folder;
 * - an import of the old `devnet/lib/` (renamed `devnet/primitives/`) points at the new folder, from any file.
 * Imports inside devnet stay relative. Safe to run again after merging branches written against the old names:
 * `npx tsx scripts/devnet-imports.ts` (prints the files it changed). ESLint's `layering/devnet-imports` rule
 * reports whatever this has not rewritten.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
const DEVNET = join(ROOT, 'devnet')
const RENAMED: Record<string, string> = { [join(DEVNET, 'lib')]: join(DEVNET, 'primitives') }
/** Folders whose files may name devnet/lib (tests, benchmarks and scripts start devnet pieces directly). */
const SCANNED = ['devnet', 'tests', 'bench', 'scripts', 'e2e', 'lib']

// `from '…'`, `import '…'`, `import('…')`, and vitest's `vi.mock('…')` / `vi.importActual('…')`.
const SPECIFIER =
  /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|importActual|doMock)\(\s*)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g

const inside = (path: string, folder: string) => path === folder || path.startsWith(folder + sep)
const posix = (path: string) => path.split(sep).join('/')

/** The specifier `source` of `file` as the rule wants it, or the same string when it already conforms. */
export function rewriteSpecifier(source: string, file: string): string {
  let target = resolve(dirname(file), source)
  for (const [from, to] of Object.entries(RENAMED)) if (inside(target, from)) target = to + target.slice(from.length)
  if (inside(file, DEVNET) && !inside(target, DEVNET)) return '@/' + posix(relative(ROOT, target))
  const rel = posix(relative(dirname(file), target))
  const spelled = rel.startsWith('.') ? rel : `./${rel}`
  // Keep the author's spelling when it names the same file (`./x` vs `../dir/x` is not this script's business).
  return resolve(dirname(file), source) === target ? source : spelled
}

export function rewriteSource(text: string, file: string): string {
  return text.replace(SPECIFIER, (all, lead: string, quote: string, source: string) => {
    const next = rewriteSpecifier(source, file)
    return next === source ? all : `${lead}${quote}${next}${quote}`
  })
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (/\.(ts|tsx|mts|mjs)$/.test(name)) yield path
  }
}

if (process.argv[1] === import.meta.filename) {
  let changed = 0
  for (const folder of SCANNED)
    for (const file of sourceFiles(join(ROOT, folder))) {
      const text = readFileSync(file, 'utf8')
      const next = rewriteSource(text, file)
      if (next === text) continue
      writeFileSync(file, next)
      changed++
      console.log(relative(ROOT, file))
    }
  console.log(`${changed} files rewritten`)
}
