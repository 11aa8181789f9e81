'use client'

/**
 * Failures of individual sources inside a panel that still shows the rest: an alert while they fail now; failures
 * `recorded` over a past range are a note (the sampler went on, nothing is wrong now).
 */
export function SourceFailures({
  title,
  failures,
  recorded = false,
}: {
  title: string
  failures: string[]
  recorded?: boolean
}) {
  if (!failures.length) return null
  return (
    <div
      role={recorded ? 'note' : 'alert'}
      className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-inside list-disc break-words font-mono text-xs">
        {failures.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </div>
  )
}
