import type { HandlerResult } from '../types'

/** `{data, error, code}` on every answer; 400 is the proxy's validation error, anything else internal. */
export function envelope(status: number, data: unknown, error = ''): HandlerResult {
  const code = status < 300 ? 'successful' : status === 400 ? 'bad_request' : 'internal_issue'
  return { status, body: { data, error, code } }
}

export const ok = (data: unknown) => envelope(200, data)
export const fail = (status: number, message: string) => envelope(status, null, message)

/** A node's refusal the proxy passes on: the node's status, its message, and `internal_issue` as the code. */
export const refused = (status: number, error: string): HandlerResult => ({
  status,
  body: { data: null, error, code: 'internal_issue' },
})
