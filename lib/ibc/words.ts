/** IBC's enum values in words, shared by the panels (lib/ibc/adapters.ts) and the channel-ends header. */
const STATE_WORD: Record<string, string> = {
  STATE_OPEN: 'Open',
  STATE_INIT: 'Opening (init)',
  STATE_TRYOPEN: 'Opening (try)',
  STATE_CLOSED: 'Closed',
  STATE_FLUSHING: 'Upgrading (flushing packets)',
  STATE_FLUSHCOMPLETE: 'Upgrading (packets flushed)',
  STATE_UNINITIALIZED_UNSPECIFIED: 'Uninitialized',
}
const ORDER_WORD: Record<string, string> = {
  ORDER_UNORDERED: 'Unordered',
  ORDER_ORDERED: 'Ordered',
  ORDER_NONE_UNSPECIFIED: 'Unspecified',
}

/** `STATE_TRYOPEN` → "Opening (try)"; a value IBC adds later keeps its name without the prefix. */
export const stateWord = (s: string): string => STATE_WORD[s] ?? s.replace(/^STATE_/, '')
export const orderWord = (o: string): string => ORDER_WORD[o] ?? o.replace(/^ORDER_/, '')
