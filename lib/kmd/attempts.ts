/**
 * Wrong-password throttle: kmd itself never slows guessing, so the console counts refused passwords per client
 * (its address) in a sliding window and answers 429 once the budget is spent. Pure and clock-injectable.
 */
export class PasswordThrottle {
  private readonly failures = new Map<string, number[]>()

  constructor(
    private readonly max = 10,
    private readonly windowMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(client: string): number[] {
    const since = this.now() - this.windowMs
    const list = (this.failures.get(client) ?? []).filter((t) => t > since)
    if (list.length) this.failures.set(client, list)
    else this.failures.delete(client)
    return list
  }

  /** Seconds to wait before the next attempt, or 0 when allowed. */
  retryAfter(client: string): number {
    const list = this.recent(client)
    if (list.length < this.max) return 0
    return Math.max(1, Math.ceil(((list[0] as number) + this.windowMs - this.now()) / 1000))
  }

  fail(client: string): void {
    // Bounded memory: a flood of distinct clients drops the oldest entries.
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value as string)
    this.failures.set(client, [...this.recent(client), this.now()])
  }
}
