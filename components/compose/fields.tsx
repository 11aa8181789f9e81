import type { ReactNode } from 'react'
import type { Built } from '@/lib/compose/requests'

export type Params = Record<string, string | string[] | undefined>
const val = (p: Params, k: string) => (Array.isArray(p[k]) ? p[k][0] : p[k]) ?? ''
/** The look of a compose form's inputs and selects. */
export const input =
  'mt-1 w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-sm dark:border-zinc-700 dark:bg-zinc-900'

/** One text field of a compose form, prefilled from the URL (`p`) or from a form already read from it (`value`). */
export function Field({
  name,
  label,
  hint,
  wide,
  ...from
}: {
  name: string
  label: string
  hint?: string
  wide?: boolean
} & ({ p: Params } | { value: string })) {
  return (
    <label className={`flex min-w-0 flex-col text-sm ${wide ? 'sm:col-span-2' : ''}`}>
      <span className="text-zinc-600 dark:text-zinc-400">{label}</span>
      <input
        name={name}
        defaultValue={'value' in from ? from.value : val(from.p, name)}
        spellCheck={false}
        className={input}
      />
      {hint && <span className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">{hint}</span>}
    </label>
  )
}

/** Why the form's transaction cannot be built yet, as a list. */
export function Problems({ built }: { built: Built<unknown> }) {
  if (built.ok !== false) return null
  return (
    <div
      role="alert"
      className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <ul className="list-inside list-disc">
        {built.problems.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  )
}

/** What one network kind's composer gives the page: its intro, its fields, what it built and the simulation. */
export interface ComposeView {
  intro: string
  form: ReactNode
  built: Built<unknown>
  result: ReactNode
}
