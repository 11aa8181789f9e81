'use client'
import { useState } from 'react'
import { sizeOf, type JsonNode } from '@/lib/console/json'

const PAGE = 100

function Scalar({ node }: { node: JsonNode }) {
  switch (node.kind) {
    case 'string':
      return <span className="break-all text-emerald-700 dark:text-emerald-400">&quot;{node.value}&quot;</span>
    case 'number':
      // The source digits, never a rounded double.
      return <span className="text-sky-700 dark:text-sky-400">{node.text}</span>
    case 'boolean':
      return <span className="text-violet-700 dark:text-violet-400">{String(node.value)}</span>
    case 'null':
      return <span className="text-zinc-500 dark:text-zinc-400">null</span>
    default:
      return null
  }
}

function Label({ name }: { name?: string }) {
  return name === undefined ? null : <span className="text-zinc-600 dark:text-zinc-300">{name}: </span>
}

function Composite({
  name,
  node,
  depth,
  openDepth,
}: {
  name?: string
  node: Extract<JsonNode, { kind: 'object' | 'array' }>
  depth: number
  openDepth: number
}) {
  const [open, setOpen] = useState(depth < openDepth)
  const [shown, setShown] = useState(PAGE)
  const isArray = node.kind === 'array'
  const count = sizeOf(node)
  const [lb, rb] = isArray ? ['[', ']'] : ['{', '}']
  const children: [string | undefined, JsonNode][] = isArray
    ? node.items.map((n, i) => [String(i), n])
    : node.entries.map(([k, n]) => [k, n])
  if (count === 0)
    return (
      <>
        <Label name={name} />
        <span className="text-zinc-500 dark:text-zinc-400">{lb + rb}</span>
      </>
    )
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="rounded text-left hover:bg-zinc-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-zinc-800"
      >
        <span aria-hidden="true" className="inline-block w-3 text-zinc-500 dark:text-zinc-400">
          {open ? '▾' : '▸'}
        </span>
        <Label name={name} />
        <span className="text-zinc-500 dark:text-zinc-400">
          {lb}
          {open ? '' : ` ${count} ${isArray ? (count === 1 ? 'item' : 'items') : count === 1 ? 'key' : 'keys'} ${rb}`}
        </span>
      </button>
      {open && (
        <>
          <ul className="ml-4 border-l border-zinc-200 pl-2 dark:border-zinc-800">
            {children.slice(0, shown).map(([k, n]) => (
              <li key={k}>
                <Entry name={k} node={n} depth={depth + 1} openDepth={openDepth} />
              </li>
            ))}
            {count > shown && (
              <li>
                <button
                  type="button"
                  onClick={() => setShown(shown + PAGE)}
                  className="text-brand-700 hover:underline dark:text-brand-500"
                >
                  show {Math.min(PAGE, count - shown)} more of {count - shown}
                </button>
              </li>
            )}
          </ul>
          <span className="text-zinc-500 dark:text-zinc-400">{rb}</span>
        </>
      )}
    </>
  )
}

function Entry({ name, node, depth, openDepth }: { name?: string; node: JsonNode; depth: number; openDepth: number }) {
  if (node.kind === 'object' || node.kind === 'array')
    return <Composite name={name} node={node} depth={depth} openDepth={openDepth} />
  return (
    <span className="pl-3">
      <Label name={name} />
      <Scalar node={node} />
    </span>
  )
}

/**
 * A collapsible JSON tree: each object or array is a button with `aria-expanded`, children render only when
 * open (big answers stay cheap), long arrays show 100 items at a time, numbers keep their exact digits.
 */
export function JsonTree({ root, label = 'Response body' }: { root: JsonNode; label?: string }) {
  const [openDepth, setOpenDepth] = useState(2)
  const [generation, setGeneration] = useState(0)
  const reset = (d: number) => {
    setOpenDepth(d)
    setGeneration(generation + 1)
  }
  return (
    <div>
      <div className="mb-1 flex gap-2 text-xs">
        <button type="button" onClick={() => reset(64)} className="text-brand-700 hover:underline dark:text-brand-500">
          Expand all
        </button>
        <button type="button" onClick={() => reset(1)} className="text-brand-700 hover:underline dark:text-brand-500">
          Collapse
        </button>
      </div>
      <div
        role="group"
        aria-label={label}
        className="max-h-[36rem] overflow-auto rounded bg-zinc-50 p-3 font-mono text-xs leading-relaxed dark:bg-zinc-900"
      >
        <Entry key={generation} node={root} depth={0} openDepth={openDepth} />
      </div>
    </div>
  )
}
