import type { ErrorBody } from './types'

const BRAND = Symbol.for('explorer.gateway.ProxyRefusal')

/**
 * A refusal decided by the proxy before or instead of an upstream answer. `code` is stable and machine-readable;
 * `detail` is a sentence for people. Neither ever holds a URL or a header value.
 */
export class ProxyRefusal extends Error {
  readonly [BRAND] = true

  /**
   * The production server loads this module once for its gateway fast path and Next's bundle loads its own copy;
   * both share the process's one core (lib/gateway/default.ts), so an error thrown by one copy is caught by the
   * other. The brand, not the prototype chain, says what a ProxyRefusal is.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && BRAND in value
  }

  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${code}: ${detail}`)
    this.name = 'ProxyRefusal'
  }

  body(): ErrorBody {
    return { error: this.code, detail: this.detail }
  }
}

export const badRequest = (code: string, detail: string) => new ProxyRefusal(400, code, detail)
export const notFound = (code: string, detail: string) => new ProxyRefusal(404, code, detail)
