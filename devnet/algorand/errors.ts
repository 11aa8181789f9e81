import type { HandlerRequest, HandlerResult, HandlerTable, OperationHandler } from '../types'
import { mapHandlers } from '../core/handler-table'
import { TxnRejected } from './ledger/apply'

/** A client error of one of the three services, answered with its status in the service's own error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const notFound = (message: string) => new HttpError(404, message)
export const badRequest = (message: string) => new HttpError(400, message)

/**
 * Wrap a gateway's handlers so expected failures (HttpError, a rejected transaction) become the gateway's own error
 * answer; anything else stays a crash for the core's 500.
 */
export function withErrors(
  handlers: HandlerTable,
  answer: (status: number, message: string) => HandlerResult,
): HandlerTable {
  return mapHandlers(handlers, (h): OperationHandler => async (req: HandlerRequest) => {
    try {
      return await h(req)
    } catch (e) {
      if (e instanceof HttpError) return answer(e.status, e.message)
      if (e instanceof TxnRejected) return answer(400, e.message)
      throw e
    }
  })
}
