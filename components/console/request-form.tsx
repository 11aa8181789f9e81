'use client'
import type { GatewayId, Operation } from '@/lib/catalog/types'
import { gatewayDef } from '@/lib/networks'
import { bodyJsonSchema } from '@/lib/console/body'
import { formFields, hasBody, isBinaryBody, type FieldSection } from '@/lib/console/form'
import type { ConsoleRequest } from '@/lib/console/state'
import { BODY_KEY } from '@/lib/console/validate'
import { FieldInput } from './field-input'

const SECTIONS: { id: FieldSection; title: string }[] = [
  { id: 'path', title: 'Path parameters' },
  { id: 'query', title: 'Query parameters' },
  { id: 'page', title: 'Page request' },
]

/** The paging rule of each style as the gateways state it, shown above the page request. */
const PAGE_NOTES: Partial<Record<Operation['pagination'], string>> = {
  sdk: 'Use either key (from next_key) or offset, not both; count_total is honoured only with offset.',
  indexer: 'limit caps the results of a page; next is the next-token of the previous answer.',
}

/** The form generated from the operation's catalog descriptors, plus its JSON body editor. */
export function RequestForm({
  op,
  req,
  gateways,
  errors,
  onChange,
}: {
  op: Operation
  req: ConsoleRequest
  gateways: readonly GatewayId[]
  errors: Readonly<Record<string, string>>
  onChange: (req: ConsoleRequest) => void
}) {
  const fields = formFields(op, req.gateway)
  const setValues = (key: string, values: string[]) => {
    const name = key.slice(2)
    if (key.startsWith('p.')) onChange({ ...req, path: { ...req.path, [name]: values[0] ?? '' } })
    else onChange({ ...req, query: { ...req.query, [name]: values } })
  }
  const schema = hasBody(op) ? bodyJsonSchema(op) : undefined
  return (
    <div className="space-y-4">
      {gateways.length > 1 && (
        <div>
          <label htmlFor="f-gw" className="text-sm font-medium">
            Gateway
          </label>
          <select
            id="f-gw"
            value={req.gateway}
            onChange={(e) => onChange({ ...req, gateway: e.target.value as GatewayId })}
            className="ml-2 rounded border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            {gateways.map((g) => (
              <option key={g} value={g}>
                {gatewayDef(g).label}
              </option>
            ))}
          </select>
        </div>
      )}
      {SECTIONS.map((s) => {
        const list = fields.filter((f) => f.section === s.id)
        if (!list.length) return null
        return (
          <fieldset key={s.id} className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
            <legend className="px-1 text-sm font-semibold">{s.title}</legend>
            {s.id === 'page' && PAGE_NOTES[op.pagination] && (
              <p className="mb-2 text-xs text-zinc-600 dark:text-zinc-400">{PAGE_NOTES[op.pagination]}</p>
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              {list.map((f) => (
                <FieldInput
                  key={f.key}
                  field={f}
                  values={f.spec.in === 'path' ? [req.path[f.spec.name] ?? ''] : (req.query[f.spec.name] ?? [])}
                  error={errors[f.key]}
                  onChange={(v) => setValues(f.key, v)}
                />
              ))}
            </div>
          </fieldset>
        )
      })}
      {!fields.length && !hasBody(op) && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">This operation takes no parameters.</p>
      )}
      {hasBody(op) && (
        <div>
          <label htmlFor="f-body" className="text-sm font-semibold">
            {isBinaryBody(op) ? 'Body (signed transaction bytes, base64)' : 'Body (JSON)'}
          </label>
          <textarea
            id="f-body"
            value={req.body ?? ''}
            onChange={(e) => onChange({ ...req, body: e.target.value })}
            rows={Math.min(18, Math.max(4, (req.body ?? '').split('\n').length + 1))}
            spellCheck={false}
            aria-invalid={errors[BODY_KEY] ? true : undefined}
            aria-describedby={errors[BODY_KEY] ? 'f-body-error' : undefined}
            className="mt-1 w-full rounded border border-zinc-300 bg-white p-2 font-mono text-xs aria-[invalid=true]:border-red-600 dark:border-zinc-700 dark:bg-zinc-900"
          />
          {errors[BODY_KEY] && (
            <p
              id="f-body-error"
              role="alert"
              className="whitespace-pre-wrap text-xs font-medium text-red-700 dark:text-red-400"
            >
              {errors[BODY_KEY]}
            </p>
          )}
          {schema && (
            <details className="mt-1 text-xs">
              <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">Body schema</summary>
              <pre className="max-h-64 overflow-auto rounded bg-zinc-50 p-2 dark:bg-zinc-900">
                {JSON.stringify(schema, null, 2)}
              </pre>
            </details>
          )}
        </div>
      )}
    </div>
  )
}
