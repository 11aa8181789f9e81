/**
 * The layering of docs/architecture.md, checked on the files imports resolve to (not on how the import string
 * is spelt), so `../../lib/gateway/core` from devnet is caught like `@/lib/gateway/core`.
 *
 * - `LAYER_ZONES`: which folders may not import which, for `import/no-restricted-paths` (eslint-plugin-import,
 *   already loaded by eslint-config-next, resolves each import with the TypeScript resolver).
 * - `client-no-server`: a 'use client' module must not import a module that imports 'server-only' (or anything
 *   under lib/server, lib/gateway); path zones cannot say this, since being a client module is in the file.
 * - `no-relative-exit`: a file inside one of the given folders (devnet/) must not reach outside it with a relative
 *   path; `../../lib/catalog` becomes `@/lib/catalog` (the fix), so a reader never wonders which `lib` it means.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const SERVER_ONLY_DIRS = ['./lib/server', './lib/gateway', './lib/kmd']
/** Services that run only in the server process (devnet, a standalone server, must not reach them). */
const SERVICES = [...SERVER_ONLY_DIRS, './lib/live', './lib/history', './lib/page-cache', './lib/metrics']
const PURE = ['catalog', 'format', 'networks', 'search']
/** Every other lib/ folder, read from the disk so that a new folder is below the pure ones from its first file. */
const NOT_PURE = readdirSync(join(ROOT, 'lib'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !PURE.includes(d.name))
  .map((d) => `./lib/${d.name}`)
const UI = ['./app', './components']
/** Everything outside app/: nothing may import a route (routes compose, they are not a library). */
const NOT_APP = [
  './components',
  './lib',
  './devnet',
  './scripts',
  './bench',
  './tests',
  './e2e',
  './eslint',
  './proxy.ts',
  './instrumentation.ts',
]

export const LAYER_ZONES = [
  {
    target: './devnet',
    from: [...UI, ...SERVICES],
    message: 'devnet is a standalone server: it imports only pure lib/ modules (catalog, format, networks).',
  },
  {
    target: PURE.map((d) => `./lib/${d}`),
    from: [...UI, ...NOT_PURE],
    message: 'Pure shared modules import only each other: nothing server-, UI- or feature-bound.',
  },
  { target: './lib', from: UI, message: 'lib/ is below the UI: move the shared piece into lib/ instead.' },
  {
    target: './lib/explorer',
    from: './lib/ibc',
    // Leaves of lib/ibc that import nothing of lib/explorer (packet events, denom traces, which chain is which):
    // the explorer's tx rows and amounts use them; the pages and adapters built on lib/explorer stay out of reach.
    except: ['./packet.ts', './denom-resolve.ts', './denom.ts', './network.ts', './server.ts', './client-state.ts'],
    message: 'lib/ibc builds on lib/explorer, not the other way round (only its leaves are shared).',
  },
  {
    target: './lib/server',
    // lib/security's host check is a leaf too.
    from: NOT_PURE.filter((d) => d !== './lib/server' && d !== './lib/security'),
    message:
      'lib/server holds leaves (env, body limits) that the services import; a composition root goes in scripts/.',
  },
  { target: NOT_APP, from: './app', message: 'Nothing imports app/: routes compose, they are not a library.' },
  {
    target: './components/ui',
    from: './components',
    except: ['./ui'],
    message: 'components/ui holds leaves: they import lib/ and each other, never a feature or the panel frame.',
  },
  {
    target: './components/table',
    from: './components',
    except: ['./ui', './table'],
    message: 'components/table sits below the panels: it may use components/ui and lib/, not panels or features.',
  },
]

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx']

/** The file an import names, for `@/…` and relative specifiers; undefined for packages and unresolvable ones. */
export function resolveImport(source, filename) {
  let base
  if (source.startsWith('@/')) base = join(ROOT, source.slice(2))
  else if (source.startsWith('.')) base = resolve(dirname(filename), source)
  else return undefined
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile())
}

const SERVER_PATH = /(^|\/)lib\/(server|gateway)(\/|$)/
const SERVER_MARKER = /^\s*import\s+['"]server-only['"]/m
const markerCache = new Map()

/** True when the resolved file declares itself server-only (its `import 'server-only'`). */
function declaresServerOnly(file) {
  let known = markerCache.get(file)
  if (known === undefined) {
    try {
      known = SERVER_MARKER.test(readFileSync(file, 'utf8').slice(0, 4000))
    } catch {
      known = false
    }
    markerCache.set(file, known)
  }
  return known
}

export function isServerOnly(source, filename) {
  if (source === 'server-only') return true
  const file = resolveImport(source, filename)
  if (file) return SERVER_PATH.test(file.slice(ROOT.length)) || declaresServerOnly(file)
  // Unresolvable (a module being written): judge by the spelling, as before.
  if (/^@\/lib\/(server|gateway)(\/|$)/.test(source)) return true
  return source.startsWith('.') && SERVER_PATH.test(resolve(dirname(filename), source))
}

const clientNoServer = {
  meta: {
    type: 'problem',
    docs: { description: "a 'use client' module must not import server-only modules" },
    schema: [],
  },
  create(context) {
    let client = false
    const check = (node, source) => {
      if (client && typeof source === 'string' && isServerOnly(source, context.filename))
        context.report({ node, message: `'use client' module imports server-only '${source}'` })
    }
    return {
      Program(node) {
        client = node.body.some((s) => s.type === 'ExpressionStatement' && s.directive === 'use client')
      },
      ImportDeclaration: (node) => node.importKind !== 'type' && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && node.exportKind !== 'type' && check(node, node.source.value),
      ExportAllDeclaration: (node) => node.exportKind !== 'type' && check(node, node.source.value),
    }
  },
}

const inside = (path, folder) => path === folder || path.startsWith(folder + sep)

/** `@/…` for a relative specifier of `filename` that leaves every folder in `folders`, else undefined. */
export function aliasForExit(source, filename, folders) {
  if (!source.startsWith('./') && !source.startsWith('../') && source !== '..' && source !== '.') return undefined
  const home = folders.map((f) => join(ROOT, f)).find((f) => inside(filename, f))
  if (!home) return undefined
  const target = resolve(dirname(filename), source)
  if (inside(target, home)) return undefined
  return '@/' + relative(ROOT, target).split(sep).join('/')
}

const noRelativeExit = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: 'files in the given folders import what lies outside them through `@/`, never `../..`' },
    schema: [
      {
        type: 'object',
        properties: { folders: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const folders = context.options[0]?.folders ?? ['devnet']
    const check = (literal) => {
      if (literal?.type !== 'Literal' || typeof literal.value !== 'string') return
      const alias = aliasForExit(literal.value, context.filename, folders)
      if (!alias) return
      context.report({
        node: literal,
        message: `'${literal.value}' leaves its folder with a relative path: import '${alias}'`,
        fix: (fixer) => fixer.replaceText(literal, `${literal.raw[0]}${alias}${literal.raw[0]}`),
      })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    }
  },
}

const plugin = { rules: { 'client-no-server': clientNoServer, 'no-relative-exit': noRelativeExit } }
export default plugin
