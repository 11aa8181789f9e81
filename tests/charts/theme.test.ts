/**
 * Every chart's legend words and hover cursor come from components/ui/chart-style, never from recharts' defaults:
 * recharts colours a legend entry's words with its series colour (amber on white, 2.2:1) and fills the band under
 * the pointer with #ccc (a bright grey block on the dark theme). A source-level rule like ./axes.test.ts: the
 * crawler measures contrast on the pages it sees; this holds every chart, seen or not.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path)
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [path] : []
  })
}

/** The `<Name … />` elements of a source, as written (up to the first `>` outside braces). */
function elementsOf(src: string, name: string): string[] {
  const out: string[] = []
  for (const m of src.matchAll(new RegExp(`<${name}\\b`, 'g'))) {
    let depth = 0
    let i = m.index
    for (; i < src.length; i++) {
      const c = src[i]
      if (c === '{') depth++
      else if (c === '}') depth--
      else if (c === '>' && depth === 0) break
    }
    out.push(src.slice(m.index, i + 1))
  }
  return out
}

/** Why a chart element falls back to a recharts default, or undefined. */
function themeProblem(name: 'Legend' | 'Tooltip', el: string): string | undefined {
  if (name === 'Legend')
    return /formatter=|\{\.\.\.legendProps\}/.test(el) ? undefined : 'legend words in series colour'
  return /cursor=\{/.test(el) ? undefined : 'recharts’ #ccc hover cursor'
}

describe('chart theme', () => {
  const charted = [...sources('components'), ...sources('app')]
    .map((f) => ({ f, src: readFileSync(join(ROOT, f), 'utf8') }))
    .filter(({ src }) => /from 'recharts'/.test(src))

  it('the rule refuses a legend or tooltip left to recharts', () => {
    expect(themeProblem('Legend', '<Legend />')).toMatch(/series colour/)
    expect(themeProblem('Legend', '<Legend {...legendProps} />')).toBeUndefined()
    expect(themeProblem('Tooltip', '<Tooltip {...tooltip} />')).toMatch(/#ccc/)
    expect(themeProblem('Tooltip', '<Tooltip {...tooltip} cursor={barCursor} />')).toBeUndefined()
  })

  it('finds the charts, and each legend and tooltip is themed', () => {
    expect(charted.length).toBeGreaterThan(1)
    const problems = charted.flatMap(({ f, src }) =>
      (['Legend', 'Tooltip'] as const).flatMap((name) =>
        elementsOf(src, name).flatMap((el) => {
          const p = themeProblem(name, el)
          return p ? [`${f}: ${el.replace(/\s+/g, ' ').slice(0, 70)}: ${p}`] : []
        }),
      ),
    )
    expect(problems).toEqual([])
  })
})
