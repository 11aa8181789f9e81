'use client'
import Link from 'next/link'
import { useRef } from 'react'
import { useDenoms } from '@/components/ui/denoms'
import { FieldValue } from '@/components/ui/field-value'
import { recordHref } from '@/components/ui/record-link'
import { formatAmount } from '@/lib/format/amount'
import type { Field, View } from '@/lib/explorer/view'
import type { DenomInfo, NetworkId } from '@/lib/networks'

type Flow = Extract<View, { kind: 'flow' }>

const LANE = 92
const PAD = 12
const HEAD = 34
const ROW = 46

/** A step's amount as short text: display units, at most 4 fraction digits (the table below has the exact value). */
function amountText(f: Field | undefined, denoms: Readonly<Record<string, DenomInfo>>): string {
  if (f?.type !== 'amount') return ''
  const info = f.exponent !== undefined ? { exponent: f.exponent, display: f.display ?? f.denom } : denoms[f.denom]
  const a = formatAmount(f.raw, f.denom, info, { maxFraction: 4 })
  return `${a.value} ${a.symbol}`
}

/** The SVG as a standalone file: light colours, a white ground, the fonts named (a viewer has no page styles). */
function download(svg: SVGSVGElement, name: string) {
  const copy = svg.cloneNode(true) as SVGSVGElement
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  copy.setAttribute('style', 'color:#18181b;font-family:ui-sans-serif,system-ui,sans-serif')
  const ground = document.createElementNS('http://www.w3.org/2000/svg', 'rect')
  ground.setAttribute('width', '100%')
  ground.setAttribute('height', '100%')
  ground.setAttribute('fill', '#ffffff')
  copy.insertBefore(ground, copy.firstChild)
  const url = URL.createObjectURL(new Blob([copy.outerHTML], { type: 'image/svg+xml' }))
  const a = document.createElement('a')
  a.href = url
  a.download = `${name}.svg`
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * A transaction group as a flow: one lane per party, one numbered arrow per transaction, top to bottom in group
 * order, with a legend that links each lane. Narrow screens scroll it sideways; "Download SVG" saves it as a file.
 */
export function FlowView({ view, caption, network }: { view: Flow; caption: string; network: NetworkId }) {
  const denoms = useDenoms()
  const ref = useRef<SVGSVGElement>(null)
  const width = PAD * 2 + view.parties.length * LANE
  const height = HEAD + view.steps.length * ROW + 8
  const x = (i: number) => PAD + i * LANE + LANE / 2
  return (
    <div className="p-3">
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${caption}, scrolls sideways`}>
        <svg
          ref={ref}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={`${caption}: ${view.steps.length} transactions between ${view.parties.length} parties`}
          className="text-zinc-800 dark:text-zinc-200"
        >
          <defs>
            <marker id="flow-arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
              <path d="M0 0L8 4L0 8z" fill="currentColor" />
            </marker>
          </defs>
          {view.parties.map((p, i) => (
            <g key={i}>
              <text
                x={x(i)}
                y={14}
                textAnchor="middle"
                fontSize="11"
                fontFamily="ui-monospace,monospace"
                fill="currentColor"
              >
                {p.label}
              </text>
              <line
                x1={x(i)}
                x2={x(i)}
                y1={22}
                y2={height - 4}
                stroke="currentColor"
                strokeOpacity="0.3"
                strokeDasharray="3 3"
              />
            </g>
          ))}
          {view.steps.map((s, i) => {
            const y = HEAD + i * ROW + 18
            const self = s.from === s.to
            const [a, b] = [x(s.from), x(s.to)]
            const mid = self ? a + 30 : (a + b) / 2
            const label = `${i + 1}. ${s.what}`
            const amount = amountText(s.amount, denoms)
            return (
              <a key={i} href={recordHref(network, 'tx', s.tx)} aria-label={`${label} ${amount}`}>
                <title>{`${label} ${amount}`.trim()}</title>
                {self ? (
                  <path
                    d={`M${a} ${y - 6}h16v12h-14`}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    markerEnd="url(#flow-arrow)"
                  />
                ) : (
                  <line
                    x1={a}
                    x2={b + (b > a ? -3 : 3)}
                    y1={y}
                    y2={y}
                    stroke="currentColor"
                    strokeWidth="1.5"
                    markerEnd="url(#flow-arrow)"
                  />
                )}
                <text x={mid} y={y - 6} textAnchor={self ? 'start' : 'middle'} fontSize="10" fill="currentColor">
                  {label}
                </text>
                {amount && (
                  <text
                    x={mid}
                    y={y + 13}
                    textAnchor={self ? 'start' : 'middle'}
                    fontSize="10"
                    fill="currentColor"
                    fillOpacity="0.75"
                  >
                    {amount}
                  </text>
                )}
              </a>
            )
          })}
        </svg>
      </div>
      <div className="mt-2 flex flex-wrap items-start gap-x-4 gap-y-1 text-xs">
        <ul className="min-w-0 flex-1 space-y-0.5">
          {view.parties.map((p, i) => (
            <li key={i} className="flex min-w-0 flex-wrap items-center gap-1">
              <span className="font-mono">{p.label}</span>
              <span aria-hidden="true">=</span>
              <FieldValue f={p.field} />
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => ref.current && download(ref.current, 'transaction-group')}
          className="rounded border border-zinc-300 px-2 py-1 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Download SVG
        </button>
      </div>
      <p className="sr-only">
        <Link href="#txs">The group’s transactions as a table</Link>
      </p>
    </div>
  )
}
