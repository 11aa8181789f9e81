import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

/**
 * `npm ci` trusts the lock as written: an entry without a version (a hand-made stub for a package the registry
 * once did not serve) makes it stop with "Invalid Version" before installing anything, which fails CI in one second.
 */
type LockEntry = {
  version?: string
  integrity?: string
  link?: boolean
  inBundle?: boolean
  optional?: boolean
  os?: string[]
  cpu?: string[]
  engines?: { node?: string }
}
// npm's own range reader (declared in devDependencies; it ships no types of its own).
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null
  satisfies(version: string, range: string): boolean
}

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  lockfileVersion: number
  packages: Record<string, LockEntry>
}
const installed = Object.entries(lock.packages).filter(([location, entry]) => location !== '' && !entry.link)
const ours = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string }
}

describe('package-lock.json', () => {
  it('is a version 3 lock', () => {
    expect(lock.lockfileVersion).toBe(3)
  })

  it('gives every package a version', () => {
    expect(installed.filter(([, entry]) => !entry.version).map(([location]) => location)).toEqual([])
  })

  // Packages shipped inside another package's tarball have no tarball, hence no hash, of their own.
  it('gives every package fetched on its own an integrity hash', () => {
    const unchecked = installed.filter(([, entry]) => !entry.inBundle && !entry.integrity)
    expect(unchecked.map(([location]) => location)).toEqual([])
  })

  // `npm install` warns EBADENGINE when the running Node is outside a package's engines: on the oldest Node our
  // package.json admits, every package that installs must accept it. Platform builds for another OS or CPU never install.
  it('asks for no newer Node than package.json admits', () => {
    const oldest = semver.minVersion(ours.engines.node)!.version
    const refusing = installed.filter(
      ([, e]) => e.engines?.node && !(e.optional && (e.os || e.cpu)) && !semver.satisfies(oldest, e.engines.node),
    )
    expect(refusing.map(([location, e]) => `${location} wants Node ${e.engines!.node}`)).toEqual([])
  })
})
