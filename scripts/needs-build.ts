import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What `next build` reads: when any of these is newer than the last build, `npm start` builds again. */
const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'public',
  'next.config.ts',
  'tailwind.config.ts',
  'package.json',
  'proxy.ts',
  'instrumentation.ts',
  'postcss.config.mjs',
  'tsconfig.json',
]

function newestMtime(path: string): number {
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let max = st.mtimeMs
  for (const e of readdirSync(path))
    if (e !== 'node_modules' && !e.startsWith('.')) max = Math.max(max, newestMtime(join(path, e)))
  return max
}

/** True when there is no build in `root`/.next or a source is newer than it. */
export function needsBuild(root: string): boolean {
  const stamp = join(root, '.next', 'BUILD_ID')
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  return BUILD_INPUTS.some((p) => existsSync(join(root, p)) && newestMtime(join(root, p)) > built)
}
