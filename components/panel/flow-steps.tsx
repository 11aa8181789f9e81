'use client'
import { useDenoms } from '@/components/ui/denoms'
import { formatAmount } from '@/lib/format/amount'
import type { Field } from '@/lib/explorer/view'
import type { DenomInfo } from '@/lib/networks'
import { FLOW, type Flow } from './flow-layout'

/** A step's amount as short text: display units, at most 4 fraction digits (the table below has the exact value). */
function amountText(f: Field | undefined, denoms: Readonly<Record<string, DenomInfo>>): string {
  if (f?.type !== 'amount') return ''
  const info = f.exponent !== undefined ? { exponent: f.exponent, display: f.display ?? f.denom } : denoms[f.denom]
  const a = formatAmount(f.raw, f.denom, info, { maxFraction: 4 })
  return `${a.value} ${a.symbol}`
}

/**
 * The diagram's arrows, one per transaction, each linking it (`hrefs`, made on the server): the only part that
 * reads the page's denominations (amounts in display units), so the only part of the diagram run in the browser.
 */
export function FlowSteps({ view, hrefs }: { view: Flow; hrefs: readonly (string | undefined)[] }) {
  const denoms = useDenoms()
  const { x, HEAD, ROW } = FLOW
  return (
    <>
      {view.steps.map((s, i) => {
        const y = HEAD + i * ROW + 18
        const self = s.from === s.to
        const [a, b] = [x(s.from), x(s.to)]
        const mid = self ? a + 30 : (a + b) / 2
        const label = `${i + 1}. ${s.what}`
        const amount = amountText(s.amount, denoms)
        return (
          <a key={i} href={hrefs[i]} aria-label={`${label} ${amount}`}>
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
    </>
  )
}
