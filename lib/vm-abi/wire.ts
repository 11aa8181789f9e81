/** The parts of VM transactions and receipts the decoders read, checked at the boundary. */
import * as z from 'zod/mini'

const num = z.union([z.number(), z.string().check(z.regex(/^\d+$/))])

export const VmTx = z.looseObject({
  id: z.string(),
  origin: z.string(),
  gas: z.optional(num),
  clauses: z.array(
    z.looseObject({
      to: z.nullish(z.string()),
      value: z.string(),
      data: z.optional(z.string()),
      /** Meter's coin of the value: 0 energy, 1 the balance token. */
      token: z.optional(z.union([z.literal(0), z.literal(1)])),
    }),
  ),
  meta: z.nullish(z.looseObject({ blockNumber: num })),
})
export type VmTx = z.output<typeof VmTx>

const Event = z.looseObject({ address: z.string(), topics: z.array(z.string()), data: z.string() })
export const VmReceipt = z.looseObject({
  reverted: z.boolean(),
  outputs: z.array(z.looseObject({ events: z._default(z.array(Event), []) })),
})
export type VmReceipt = z.output<typeof VmReceipt>

/** One clause's simulation result (`POST /accounts/*` answers a list of them). */
export const CallResult = z.looseObject({
  data: z.string(),
  reverted: z.boolean(),
  vmError: z.optional(z.string()),
  gasUsed: z.optional(num),
})
export const CallResults = z.array(CallResult)
