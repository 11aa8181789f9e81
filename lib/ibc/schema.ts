/** zod/mini helpers of the IBC adapters (they ship to the browser with the panel registry, so mini keeps them small). */
import * as z from 'zod/mini'

export { z }
/** A uint64 as it may arrive: decimal string, JSON number or bigint (lossless parse) → decimal string. */
export const uint = z.pipe(
  z.union([z.string().check(z.regex(/^\d+$/)), z.number().check(z.nonnegative()), z.bigint()]),
  z.transform((v) => v.toString()),
)
export const optStr = z.optional(z.string())
export const optUint = z.optional(uint)

/** Parse or throw an Error naming the first problem (the panel shows it). */
export function parse<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const r = schema.safeParse(body)
  if (!r.success) {
    const i = r.error.issues[0]
    throw new Error(`unexpected answer shape at ${i?.path.join('.') || '(root)'}: ${i?.message}`)
  }
  return r.data as z.output<T>
}
