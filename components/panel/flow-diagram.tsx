import Link from 'next/link'
import { FieldValue } from '@/components/ui/field-value'
import { recordHref } from '@/components/ui/record-link'
import type { NetworkId } from '@/lib/networks'
import { FLOW, type Flow } from './flow-layout'
import { LazyFlowDownload, LazyFlowSteps } from './lazy-flow-parts'

const SVG_ID = 'transaction-group-flow'

/**
 * A transaction group as a flow: one lane per party, one numbered arrow per transaction, top to bottom in group
 * order, with a legend that links each lane. Narrow screens scroll it sideways; "Download SVG" saves it as a file.
 * Drawn on the server with the panel; only the arrows (amounts in the page's units) and the download button run
 * in the browser.
 */
export function FlowDiagram({ view, caption, network }: { view: Flow; caption: string; network: NetworkId }) {
  const width = FLOW.width(view.parties.length)
  const height = FLOW.HEAD + view.steps.length * FLOW.ROW + 8
  return (
    <div className="p-3">
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${caption}, scrolls sideways`}>
        <svg
          id={SVG_ID}
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
                x={FLOW.x(i)}
                y={14}
                textAnchor="middle"
                fontSize="11"
                fontFamily="ui-monospace,monospace"
                fill="currentColor"
              >
                {p.label}
              </text>
              <line
                x1={FLOW.x(i)}
                x2={FLOW.x(i)}
                y1={22}
                y2={height - 4}
                stroke="currentColor"
                strokeOpacity="0.3"
                strokeDasharray="3 3"
              />
            </g>
          ))}
          <LazyFlowSteps view={view} hrefs={view.steps.map((s) => recordHref(network, 'tx', s.tx))} />
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
        <LazyFlowDownload svgId={SVG_ID} name="transaction-group" />
      </div>
      <p className="sr-only">
        <Link href="#txs">The group’s transactions as a table</Link>
      </p>
    </div>
  )
}
