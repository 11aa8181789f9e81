import 'server-only'
import * as z from 'zod'

/**
 * An environment variable holding a whole number within [min, max]: the server's settings (lib/server/env) and the
 * index's (lib/history/config) read their numbers with it, so both name a wrong value in the same words.
 */
export const wholeNumberIn = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.number().int().min(min).max(max))
