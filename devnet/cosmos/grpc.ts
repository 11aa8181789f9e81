import type { HandlerResult } from '../types'

/** gRPC status codes the gateways answer with (google.rpc.Code). */
export const Code = {
  Unknown: 2,
  InvalidArgument: 3,
  NotFound: 5,
  Internal: 13,
  Unimplemented: 12,
  Unauthenticated: 16,
  FailedPrecondition: 9,
} as const

/** grpc-gateway's runtime.HTTPStatusFromCode for the codes devnet uses. */
const HTTP_OF: Record<number, number> = { 2: 500, 3: 400, 5: 404, 9: 400, 12: 501, 13: 500, 16: 401 }
const CODE_OF: Record<number, number> = { 400: 3, 401: 16, 404: 5, 405: 12, 500: 13, 501: 12 }

/** A handler throws this; the module turns it into the google.rpc.Status body with the mapped HTTP status. */
export class GrpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const notFound = (message: string) => new GrpcError(Code.NotFound, message)
export const invalid = (message: string) => new GrpcError(Code.InvalidArgument, message)

export function statusBody(code: number, message: string): HandlerResult {
  return { status: HTTP_OF[code] ?? 500, body: { code, message, details: [] } }
}

/** The module's `error(status, message)`: the HTTP status the core chose, the gRPC code that maps to it. */
export function errorForStatus(status: number, message: string): HandlerResult {
  // grpc-gateway answers a known path with the wrong method as Unimplemented, hence 501.
  if (status === 405)
    return { status: 501, body: { code: Code.Unimplemented, message: `Method Not Allowed: ${message}`, details: [] } }
  return { status, body: { code: CODE_OF[status] ?? 2, message, details: [] } }
}
