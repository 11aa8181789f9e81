import { stringifyJson } from '@/lib/format/json'

/** Raw JSON, pretty-printed (big integers kept exact), scrollable. `<JsonView value={body} />` */
export function JsonView({ value, maxHeight = 'max-h-[32rem]' }: { value: unknown; maxHeight?: string }) {
  return (
    <pre
      className={`${maxHeight} overflow-auto rounded bg-zinc-50 p-3 text-xs leading-relaxed dark:bg-zinc-900`}
      tabIndex={0}
      aria-label="Raw JSON"
    >
      <code>{stringifyJson(value)}</code>
    </pre>
  )
}
