import type { ReactNode } from 'react'

const alertClass =
  'mb-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100'

/** A refusal the page can state before or after asking a gateway (a search it would not send, an answer it could not use). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={alertClass}>
      {children}
    </div>
  )
}

/** Every problem found in a form at once, so a person fixes them in one pass. */
export function FormProblems({ problems }: { problems: readonly string[] }) {
  if (!problems.length) return null
  return (
    <FormAlert>
      <ul className="list-inside list-disc">
        {problems.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </FormAlert>
  )
}
