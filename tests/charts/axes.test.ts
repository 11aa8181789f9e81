/**
 * Every chart axis of the site is labelled by lib/format/ticks (SI suffixes in display units, distinct labels,
 * grouped heights), never by recharts' defaults ("7.50e+23", "17.88 17.88"). A source-level rule, like a lint rule:
 * it reads each component that draws an axis and fails on an axis whose labels do not come from that module.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const TICKS = '@/lib/format/ticks'

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path)
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [path] : []
  })
}

/** The `<XAxis … />` / `<YAxis … />` elements of a source, as written. */
function axesOf(src: string): string[] {
  const out: string[] = []
  for (const m of src.matchAll(/<[XYZ]Axis\b/g)) {
    let depth = 0
    let i = m.index
    // The element ends at the first `/>` or `>` outside braces.
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

/** Why an axis's labels do not come from the shared formatter, or undefined when they do. */
function axisProblem(axis: string, src: string): string | undefined {
  if (/\btype="category"/.test(axis) && !/tickFormatter=/.test(axis)) return undefined // names, not numbers
  const f = /tickFormatter=\{([^}]+)\}/.exec(axis)?.[1]?.trim()
  if (!f) return 'no tickFormatter: recharts would label it itself'
  const imported = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${TICKS}'`).exec(src)?.[1] ?? ''
  const names = imported.split(',').map((n) =>
    n
      .trim()
      .split(/\s+as\s+/)
      .pop(),
  )
  if (names.includes(f)) return undefined
  const member = /^(\w+)\??\.label$/.exec(f)?.[1]
  // `const v = valueAxis(…)` or `const v = useMemo(() => valueAxis(…), …)`, with the function imported from there.
  const made =
    member && new RegExp(`const ${member} = (?:useMemo\\(\\s*\\(\\) => )?(valueAxis|timeAxis|barAxis)\\(`).exec(src)
  if (made && names.includes(made[1])) return undefined
  return `tickFormatter={${f}} is not one of ${TICKS}`
}

describe('chart axes', () => {
  const files = [...sources('components'), ...sources('app')]
  const charted = files
    .map((f) => ({ f, src: readFileSync(join(ROOT, f), 'utf8') }))
    .filter(({ src }) => axesOf(src).length)

  it('are found (the rule reads the files that draw charts)', () => {
    expect(charted.map((c) => relative(ROOT, join(ROOT, c.f))).sort()).toEqual(
      expect.arrayContaining(['components/overview/block-charts-inner.tsx', 'components/supply/supply-chart.tsx']),
    )
  })

  it('every numeric axis is labelled by lib/format/ticks', () => {
    const problems = charted.flatMap(({ f, src }) =>
      axesOf(src).flatMap((a) => {
        const p = axisProblem(a, src)
        return p ? [`${f}: ${a.replace(/\s+/g, ' ').slice(0, 80)}: ${p}`] : []
      }),
    )
    expect(problems).toEqual([])
  })

  it('the rule refuses an axis left to recharts or labelled by hand', () => {
    const src = `import { valueAxis } from '${TICKS}'\nconst v = useMemo(() => valueAxis(xs), [xs])\n`
    expect(axisProblem('<YAxis {...axis} allowDecimals />', src)).toMatch(/no tickFormatter/)
    expect(axisProblem('<YAxis tickFormatter={(n) => n.toExponential(2)} />', src)).toMatch(/is not one of/)
    expect(axisProblem('<YAxis tickFormatter={other.label} />', src)).toMatch(/is not one of/)
    expect(axisProblem('<YAxis tickFormatter={v?.label} />', src)).toBeUndefined()
    expect(axisProblem('<XAxis type="category" dataKey="name" />', src)).toBeUndefined()
    expect(axesOf('<XAxis a={{ b: 1 }} />\n<YAxis />')).toEqual(['<XAxis a={{ b: 1 }} />', '<YAxis />'])
  })
})
