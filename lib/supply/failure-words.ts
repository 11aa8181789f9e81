/**
 * A supply figure's recorded failure in words. The sampler and the loaders record `"<status> <code>: <detail>"`
 * (lib/supply/runtime describeAnswerError) so the history keeps the gateway's own text; a person reads the kind of
 * fault and that text, not the wire code.
 */
export function failureWords(recorded: string): string {
  const m = /^(\d{3}) ([a-z_]+)(?:: ([\s\S]*))?$/.exec(recorded)
  if (m) {
    const status = Number(m[1])
    const what =
      status === 404
        ? 'not found'
        : status === 429
          ? 'too many requests'
          : status >= 500
            ? 'the gateway failed'
            : 'rejected by the gateway'
    return `${what} (HTTP ${status})${m[3] ? `: ${m[3]}` : ''}`
  }
  const deadline = /^page_deadline: ([\s\S]*)$/.exec(recorded)
  if (deadline) return deadline[1]!
  if (/^HTTP \d{3}$/.test(recorded)) return `the gateway answered ${recorded}`
  return recorded
}
