import * as z from 'zod'
import { jsonUint } from './common'

/** The node's simulate request object (JSON form; msgpack bodies are passed through unparsed). */

export const SimulateTraceConfig = z.strictObject({
  enable: z.boolean().optional(),
  'scratch-change': z.boolean().optional(),
  'stack-change': z.boolean().optional(),
  'state-change': z.boolean().optional(),
})

/**
 * The gateway types a group's txns as strings; algod decodes each one as raw JSON (`json.RawMessage`), so a signed
 * transaction in its JSON object form is accepted too.
 */
const SignedTxn = z.union([z.string().min(1), z.record(z.string(), z.unknown())], {
  error: 'each transaction must be an encoded signed transaction (string or object)',
})

export const SimulateRequest = z.strictObject({
  'allow-empty-signatures': z.boolean().optional(),
  'allow-more-logging': z.boolean().optional(),
  'allow-unnamed-resources': z.boolean().optional(),
  'exec-trace-config': SimulateTraceConfig.optional(),
  'extra-opcode-budget': jsonUint().optional(),
  /** Upstream field (node 5.0.0 spec): fix signers of transactions that lack signatures. */
  'fix-signers': z.boolean().optional(),
  round: jsonUint().optional(),
  'txn-groups': z
    .array(z.strictObject({ txns: z.array(SignedTxn).min(1, 'a group holds at least one transaction') }))
    .min(1, 'at least one group'),
})
