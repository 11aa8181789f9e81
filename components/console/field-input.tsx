'use client'
import type { FormField } from '@/lib/console/form'

const INPUT =
  'w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-sm aria-[invalid=true]:border-red-600 dark:border-zinc-700 dark:bg-zinc-900'

/** One param of the request form: label, rule, control, and its error right below (tied by aria-describedby). */
export function FieldInput({
  field,
  values,
  error,
  onChange,
}: {
  field: FormField
  values: readonly string[]
  error?: string
  onChange: (values: string[]) => void
}) {
  const id = `f-${field.key}`
  const hintId = `${id}-hint`
  const errId = `${id}-error`
  const described = error ? `${hintId} ${errId}` : hintId
  const { spec } = field
  const common = { 'aria-invalid': error ? true : undefined, 'aria-describedby': described, className: INPUT }
  let control
  if (field.widget === 'select')
    control = (
      <select id={id} value={values[0] ?? ''} onChange={(e) => onChange([e.target.value])} {...common}>
        {field.options!.map((o) => (
          <option key={o} value={o}>
            {o === '' ? '(not set)' : o}
          </option>
        ))}
      </select>
    )
  else if (field.widget === 'list') {
    const list = values.length ? values : ['']
    control = (
      <div className="space-y-1" role="group" aria-labelledby={`${id}-label`}>
        {list.map((v, i) => (
          <div key={i} className="flex gap-1">
            <input
              id={i === 0 ? id : `${id}-${i}`}
              aria-label={i === 0 ? undefined : `${spec.name} value ${i + 1}`}
              value={v}
              placeholder={field.placeholder}
              onChange={(e) => onChange(list.map((x, j) => (j === i ? e.target.value : x)))}
              {...common}
            />
            {list.length > 1 && (
              <button
                type="button"
                aria-label={`Remove ${spec.name} value ${i + 1}`}
                onClick={() => onChange(list.filter((_, j) => j !== i))}
                className="px-2 text-zinc-500 dark:text-zinc-400 hover:text-red-600"
              >
                ×
              </button>
            )}
          </div>
        ))}
        <button
          type="button"
          onClick={() => onChange([...list, ''])}
          className="text-xs text-brand-700 hover:underline dark:text-brand-500"
        >
          + add value
        </button>
      </div>
    )
  } else
    control = (
      <input
        id={id}
        value={values[0] ?? ''}
        placeholder={field.placeholder}
        onChange={(e) => onChange([e.target.value])}
        spellCheck={false}
        autoComplete="off"
        {...common}
      />
    )

  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-mono font-medium">{spec.name}</span>
        {field.required && <span className="text-xs text-red-700 dark:text-red-400">required</span>}
        {spec.deprecated && (
          <span className="rounded bg-amber-100 px-1 text-xs text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
            deprecated: {spec.deprecated}
          </span>
        )}
      </label>
      {control}
      <p id={hintId} className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
        {field.hint}
        {spec.description && spec.description !== field.hint ? ` · ${spec.description}` : ''}
      </p>
      {error && (
        <p id={errId} role="alert" className="mt-0.5 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}
