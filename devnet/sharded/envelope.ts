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

/**
 * A `vm-values/query` answer in the proxy's VM output shape: the view's return data (base64) and code, and the one
 * account it read (`hexAddress`: its public key in hex, the key the proxy lists it under).
 */
export function vmQueryAnswer(o: {
  returnData: readonly Uint8Array[] | null
  returnCode: string
  returnMessage: string
  address: string
  hexAddress: string
  nonce: number
}): HandlerResult {
  return ok({
    data: {
      returnData: o.returnData ? o.returnData.map((p) => Buffer.from(p).toString('base64')) : null,
      returnCode: o.returnCode,
      returnMessage: o.returnMessage,
      gasRemaining: 1_499_999_999_999,
      gasRefund: 0,
      outputAccounts: {
        [o.hexAddress]: {
          address: o.address,
          nonce: o.nonce,
          balance: null,
          balanceDelta: 0,
          storageUpdates: {},
          code: null,
          codeMetaData: null,
          outputTransfers: [],
          callType: 0,
        },
      },
      deletedAccounts: [],
      touchedAccounts: [],
      logs: [],
    },
  })
}
