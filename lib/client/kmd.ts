/**
 * The browser side of the KMD console routes: same-origin JSON POSTs to `/api/kmd/<action>` (the session cookie
 * rides along; the page never sees a handle token). Never the generic proxy. Action names, request bodies and the
 * views in answers are the contract the route handler uses too (./kmd-contract.ts).
 */
import type { KmdActionName } from './kmd-contract'

export type { KmdActionName, KmdInput, MultisigInfo, MultisigView, SessionView, WalletView } from './kmd-contract'

/** An action's answer, or why it failed (`locked`: the session is gone; `configured: false`: no daemon). */
export type KmdResult<T> =
  | ({ ok: true } & T)
  | { ok: false; status: number; message: string; locked?: boolean; configured?: boolean; unavailable?: boolean }

export async function kmdPost<T extends object>(
  action: KmdActionName,
  body: Record<string, unknown> = {},
): Promise<KmdResult<T>> {
  let res: Response
  try {
    res = await fetch(`/api/kmd/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    })
  } catch {
    return { ok: false, status: 0, message: 'the server could not be reached' }
  }
  let json: Record<string, unknown>
  try {
    json = (await res.json()) as Record<string, unknown>
  } catch {
    return { ok: false, status: res.status, message: `the server answered ${res.status}` }
  }
  if (!res.ok || json.error === true) {
    return {
      ok: false,
      status: res.status,
      message: typeof json.message === 'string' && json.message ? json.message : `the server answered ${res.status}`,
      ...(json.locked === true && { locked: true }),
      ...(json.configured === false && { configured: false }),
      ...(json.unavailable === true && { unavailable: true }),
    }
  }
  return { ok: true, ...(json as T) }
}

/**
 * Release the wallet when the page goes away. A Blob typed application/json keeps the JSON-only rule (the
 * browser still sends Origin); where sendBeacon refuses that type, a keepalive fetch does the same.
 */
export function lockOnExit(): void {
  const body = '{}'
  try {
    if (navigator.sendBeacon?.('/api/kmd/lock', new Blob([body], { type: 'application/json' }))) return
  } catch {
    // fall through to fetch
  }
  void fetch('/api/kmd/lock', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body,
    credentials: 'same-origin',
  }).catch(() => undefined)
}
