/**
 * The hosts the app answers to (ALLOWED_HOSTS). Checking Origin against Host alone does not stop DNS rebinding:
 * a page on evil.example whose name now resolves to 127.0.0.1 sends `Host: evil.example` and a matching Origin.
 * Only a fixed list of names the operator chose does. Pure: the production server, the KMD guard and tests share it.
 */

/** `host[:port]`: a DNS name, an IPv4 address or a bracketed IPv6 address, lower-case. */
const ENTRY = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/

export interface HostPolicy {
  /** Host header values accepted, lower-case, with the port as the client writes it (none for 80/443). */
  hosts: ReadonlySet<string>
  /** `http://h` and `https://h` for every allowed host: the only origins the KMD routes accept. */
  origins: ReadonlySet<string>
}

/** Loopback on the configured port: what `npm start` serves on its defaults (and Playwright on 127.0.0.1). */
export const defaultAllowedHosts = (port: number): string[] => [
  `localhost:${port}`,
  `127.0.0.1:${port}`,
  `[::1]:${port}`,
]

/** Problems with an ALLOWED_HOSTS value, one per bad entry (empty when it is valid). */
export function allowedHostsProblems(raw: string): string[] {
  const entries = raw.split(',').map((e) => e.trim().toLowerCase())
  if (entries.some((e) => e === '')) return ['must be a comma-separated list of host[:port] without empty entries']
  return entries.filter((e) => !ENTRY.test(e)).map((e) => `"${e.slice(0, 80)}" is not a host[:port]`)
}

/** The allowed hosts: ALLOWED_HOSTS when set (validated by lib/server/env.ts), else loopback on PORT. */
export function allowedHosts(raw: string | undefined, port: number): string[] {
  if (raw === undefined || raw.trim() === '') return defaultAllowedHosts(port)
  return raw.split(',').map((e) => e.trim().toLowerCase())
}

export function hostPolicy(hosts: readonly string[]): HostPolicy {
  const set = new Set(hosts.map((h) => h.toLowerCase()))
  return { hosts: set, origins: new Set([...set].flatMap((h) => [`http://${h}`, `https://${h}`])) }
}

/** True when a Host (or X-Forwarded-Host) value names an allowed host exactly. */
export function isAllowedHost(value: string | undefined, policy: HostPolicy): boolean {
  return !!value && policy.hosts.has(value.trim().toLowerCase())
}

export const isAllowedOrigin = (origin: string | null | undefined, policy: HostPolicy): boolean =>
  !!origin && policy.origins.has(origin.toLowerCase())
