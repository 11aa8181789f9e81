/**
 * A plain GET form (works before hydration): its fields become search params of `action`, so the server page
 * renders the answer and the URL can be shared. `keep` carries params to preserve (e.g. the selected tab).
 */
export function LookupForm({
  action,
  label,
  fields,
  keep = {},
  submit = 'Look up',
}: {
  action: string
  label: string
  fields: { name: string; label: string; placeholder?: string; defaultValue?: string; pattern?: string }[]
  keep?: Record<string, string>
  submit?: string
}) {
  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      className="flex flex-wrap items-end gap-2 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-950"
    >
      <p className="w-full text-sm font-medium">{label}</p>
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {fields.map((f) => (
        <label key={f.name} className="flex min-w-0 flex-1 flex-col text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">{f.label}</span>
          <input
            name={f.name}
            required
            defaultValue={f.defaultValue}
            placeholder={f.placeholder}
            pattern={f.pattern}
            spellCheck={false}
            className="mt-1 w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
          />
        </label>
      ))}
      <button
        type="submit"
        className="rounded border border-zinc-300 px-3 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
      >
        {submit}
      </button>
    </form>
  )
}
