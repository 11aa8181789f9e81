import * as z from 'zod'
import { hex0x, hexBytes, hexOrDecimal, jsonUint, uint32, uint8 } from './common'

/** Request shapes of the VM ledger gateway. Fields marked nullable are documented as ignorable when null. */

const address = () => hexBytes(20, 'address')
const bytes32 = () => hexBytes(32, 'id')
const optionalText = () => z.string().nullable().optional()

export const LOG_ORDERS = ['asc', 'desc'] as const
/** An empty name selects the default struct-logger tracer. */
export const TRACER_NAMES = [
  '',
  '4byte',
  'bigram',
  'call',
  'evmdis',
  'noop',
  'opcount',
  'prestate',
  'trigram',
  'unigram',
] as const

/** Meter's clause token (0 = the gas coin, energy; 1 = the governance token, balance); absent, it is 0 as in Meter. */
const token = () =>
  z.union([z.literal(0), z.literal(1)], { error: 'must be 0 (energy, the gas coin) or 1 (the balance token)' })

export const Clause = z.strictObject({
  // The gateway's table copies the upstream spec's "(bytes32)", but `to` is an address; null deploys a contract.
  to: address().nullable().optional(),
  value: hexOrDecimal().optional(),
  data: hex0x('input data').optional(),
  /** Absent from the spec; Meter's api/accounts and api/transactions Clause carry it. */
  token: token().optional(),
})

export const Range = z
  .strictObject({
    unit: z.enum(['block', 'time'], { error: 'must be block or time' }).optional(),
    from: jsonUint().optional(),
    to: jsonUint().optional(),
  })
  .nullable()

// A missing offset starts at the first record; limit bounds the page.
export const Options = z.strictObject({ offset: jsonUint().optional(), limit: jsonUint() }).nullable()

const topics = {
  topic0: optionalText(),
  topic1: optionalText(),
  topic2: optionalText(),
  topic3: optionalText(),
  topic4: optionalText(),
}
const parties = { txOrigin: optionalText(), sender: optionalText(), recipient: optionalText() }

export const EventCriteria = z.strictObject({ address: optionalText(), ...topics })
export const TransferCriteria = z.strictObject(parties)
export const TopicSetLegacy = z.strictObject(topics)
export const AddressSetLegacy = z.strictObject(parties)

const callEnv = {
  gas: jsonUint().optional(),
  gasPrice: hexOrDecimal().optional(),
  caller: address().optional(),
}

/** POST /accounts/{address} and POST /accounts (deployment: `data` holds the contract bytecodes). */
export const CallData = z.strictObject({
  value: hexOrDecimal().optional(),
  data: hex0x('input data').optional(),
  /** Meter's api/accounts CallData reads it too (absent from the spec). */
  token: token().optional(),
  ...callEnv,
})
export const BatchCallData = z.strictObject({ clauses: z.array(Clause), ...callEnv })

const order = z.enum(LOG_ORDERS, { error: 'must be asc or desc' }).optional()
const paging = { range: Range.optional(), options: Options.optional() }

export const EventFilter = z.strictObject({
  ...paging,
  criteriaSet: z.array(EventCriteria).nullable().optional(),
  order,
})
export const TransferFilter = z.strictObject({
  ...paging,
  criteriaSet: z.array(TransferCriteria).nullable().optional(),
  order,
})
export const EventFilterLegacy = z.strictObject({ ...paging, topicSets: z.array(TopicSetLegacy).nullable().optional() })
export const TransferFilterLegacy = z.strictObject({
  ...paging,
  addressSets: z.array(AddressSetLegacy).nullable().optional(),
})

export const RawTx = z.strictObject({ raw: hex0x('encoded transaction') })

/** Structured form; without `signature` the gateway answers the signingHash instead of committing. */
export const StructuredTx = z.strictObject({
  chainTag: uint8(),
  blockRef: hexBytes(8, 'block reference'),
  expiration: uint32(),
  clauses: z.array(Clause),
  gasPriceCoef: uint8(),
  gas: jsonUint(),
  dependsOn: bytes32().nullable().optional(),
  nonce: hexOrDecimal(),
  signature: hex0x('signature').optional(),
})

export const CommitTx = z.union([RawTx, StructuredTx], {
  error:
    'must be either {raw} or the structured form {chainTag, blockRef, expiration, clauses, gasPriceCoef, gas, nonce, …}',
})

/** Only a clause can be traced: `blockID/(txIndex|txID)/clauseIndex`. */
export const TracerOption = z.strictObject({
  name: z
    .enum(TRACER_NAMES, { error: `must be one of ${TRACER_NAMES.filter(Boolean).join(', ')} or empty` })
    .optional(),
  target: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}\/(\d+|0x[0-9a-fA-F]{64})\/\d+$/, 'must be blockID/(txIndex|txID)/clauseIndex'),
})
