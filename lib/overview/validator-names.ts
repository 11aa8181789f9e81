/**
 * Validator names for every place that shows a proposer (`…valcons1…`) or operator (`…valoper1…`) address: a
 * network's directory, built on the server (./validator-directory.ts) and looked up in the browser. Pure, and
 * without imports: it ships to the browser.
 */

export interface ValidatorName {
  /** Operator address: the validator page's id. */
  operator: string
  moniker: string
}

/**
 * One `[operator, moniker, consensus address]` per validator (the moniker is the operator address where it has
 * none; '' where there is no consensus address). A map keyed by both addresses, as the pages sent before, took
 * twice the bytes (39 KB of every Platform page's payload for 150 validators, against 19 KB).
 */
export type ValidatorDirectory = readonly (readonly [operator: string, moniker: string, valcons: string])[]

/** The validator whose operator or consensus address is `address` (a scan: a network has a few hundred at most). */
export function validatorIn(directory: ValidatorDirectory, address: string): ValidatorName | undefined {
  const v = address ? directory.find((d) => d[0] === address || d[2] === address) : undefined
  return v && { operator: v[0], moniker: v[1] }
}
