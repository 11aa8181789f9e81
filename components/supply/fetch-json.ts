import { toGatewayError } from '@/lib/client/fetch-gateway'

/** GET one of the /api/supply routes; a non-2xx answer becomes the GatewayError the panels know how to show. */
export async function getSupplyJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    /* shown as text */
  }
  if (!res.ok) throw toGatewayError(res.status, body)
  return body as T
}
