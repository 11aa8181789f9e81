/**
 * Reads the network files and presets from disk and registers them as the registry's loader (Node only: the server,
 * devnet, scripts and tests import this module; the browser gets the resolved registry from the root layout).
 * `NETWORKS_DIR` adds directories of network files (comma-separated) after the built-in ones: a file there with a
 * built-in id replaces it, any other id adds a network.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { resolveRegistry, type SourceFile } from './load'
import { setNetworksLoader } from './registry'
import type { Registry } from './types'

type Env = Readonly<Record<string, string | undefined>>

/** The built-in files, relative to the project root (the server, devnet and the tests run from there). */
export const BUILTIN_DIR = 'lib/networks/files'
export const PRESETS_DIR = 'lib/networks/presets'

function readJsonDir(dir: string, root: string): SourceFile[] {
  const abs = resolve(root, dir)
  if (!existsSync(abs)) throw new Error(`network files: no directory ${abs} (run from the project root)`)
  return readdirSync(abs)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort()
    .map((f) => {
      const name = join(dir, f)
      try {
        return { name, json: JSON.parse(readFileSync(join(abs, f), 'utf8')) as unknown }
      } catch (e) {
        throw new Error(`network files: ${name} is not JSON: ${(e as Error).message}`)
      }
    })
}

export function networkDirs(env: Env): string[] {
  const extra = (env.NETWORKS_DIR ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean)
  return [BUILTIN_DIR, ...extra]
}

export function loadNetworksFromDisk(env: Env = process.env, root = process.cwd()): Registry {
  return resolveRegistry(
    networkDirs(env).flatMap((d) => readJsonDir(d, root)),
    readJsonDir(PRESETS_DIR, root),
    env,
  )
}

setNetworksLoader(() => loadNetworksFromDisk())
