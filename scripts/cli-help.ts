import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * `--help` on an entry point prints its own header comment and exits 0. The check runs in the entry's body, so
 * every module it imports has loaded first: a script that cannot start (as `npm run catalog` could not once the
 * networks became data files) fails its `--help` too, which is what the README commands test relies on.
 */
export function exitIfHelp(entryUrl: string, argv: readonly string[] = process.argv): void {
  if (!argv.includes('--help')) return
  process.stdout.write(headerComment(readFileSync(fileURLToPath(entryUrl), 'utf8')) + '\n')
  process.exit(0)
}

/** The first block comment of a source file, without its comment marks. */
export function headerComment(source: string): string {
  const match = /\/\*\*?([\s\S]*?)\*\//.exec(source)
  if (!match) return ''
  return (match[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim()
}
