/** Resolve once `url` answers 2xx; poll every `everyMs`; throw after `ms`. For scripts and benchmarks. */
export async function waitForUrl(url: string, ms: number, everyMs = 250): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, everyMs))
  }
  throw new Error(`${url} did not come up within ${ms / 1000} s`)
}
