import type { ErrorBody } from './types'

/**
 * A refusal decided by the proxy before or instead of an upstream answer. `code` is stable and machine-readable;
 * `detail` is a sentence for people. Neither ever holds a URL or a header value.
 */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${code}: ${detail}`)
    this.name = 'GatewayError'
  }

  body(): ErrorBody {
    return { error: this.code, detail: this.detail }
  }
}

export const badRequest = (code: string, detail: string) => new GatewayError(400, code, detail)
export const notFound = (code: string, detail: string) => new GatewayError(404, code, detail)
