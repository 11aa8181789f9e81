#!/usr/bin/env node
/**
 * The registry mirror this project installs from serves only Linux builds of platform-specific optional packages
 * (darwin/win32/android builds answer 404), so npm cannot record them in package-lock.json and `npm ci` then
 * refuses the lock as "out of sync". This adds an `{optional: true}` stub for each optional dependency the lock
 * lacks, nested under the package that depends on it, which is where npm's ideal tree looks for it. npm ci skips the
 * stubs (optional, nothing to fetch) and installs the real Linux packages as locked.
 * Run after any dependency change: `npm run lock:fix`.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
const locations = Object.keys(lock.packages)
const nameOf = (loc) => loc.slice(loc.lastIndexOf('node_modules/') + 'node_modules/'.length)
const present = new Set(locations.map(nameOf))
let added = 0

for (const [loc, entry] of Object.entries(lock.packages)) {
  const optional = Object.keys(entry.optionalDependencies ?? {})
  const missing = optional.filter((d) => !present.has(d))
  if (!missing.length) continue
  // npm's ideal tree looks for an unfetchable optional dependency under the dependent itself.
  const dir = loc ? `${loc}/` : ''
  for (const d of missing) {
    lock.packages[`${dir}node_modules/${d}`] = { optional: true, ...(entry.dev ? { dev: true } : {}) }
    present.add(d)
    added++
  }
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
console.log(`lock-platform-stubs: ${added} stub(s) added`)
