/**
 * The node's own text of a refusal, behind a toggle: the page says it in words and display units above, and the
 * exact message (base units, wire names and all) stays one click away for a bug report or a search.
 */
export function NodeSaid({ message }: { message: string }) {
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer select-none">What the node said</summary>
      <p className="mt-1 break-words font-mono">{message}</p>
    </details>
  )
}
