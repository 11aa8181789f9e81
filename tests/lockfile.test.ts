import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * `npm ci` trusts the lock as written: an entry without a version (a hand-made stub for a package the registry
 * once did not serve) makes it stop with "Invalid Version" before installing anything, which fails CI in one second.
 */
type LockEntry = { version?: string; integrity?: string; link?: boolean; inBundle?: boolean }

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  lockfileVersion: number
  packages: Record<string, LockEntry>
}
const installed = Object.entries(lock.packages).filter(([location, entry]) => location !== '' && !entry.link)

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
})
