import type { ParamSpec, ScalarType } from './types'

type Opts = Omit<ParamSpec, 'name' | 'in' | 'type'>

export const path = (name: string, type: ScalarType = 'string', opts: Opts = {}): ParamSpec => ({
  name,
  in: 'path',
  type,
  required: true,
  ...opts,
})

export const query = (name: string, type: ScalarType = 'string', opts: Opts = {}): ParamSpec => ({
  name,
  in: 'query',
  type,
  ...opts,
})

export const queryEnum = (name: string, values: readonly string[], opts: Opts = {}): ParamSpec =>
  query(name, 'string', { ...opts, enum: values })

/**
 * The SDK page request (`pagination.*`: key, offset, limit, count_total, reverse). `shortOn` lists columns where
 * only key, limit and count_total are accepted ("P-short").
 */
export function pageRequest(shortOn: readonly string[] = []): ParamSpec[] {
  const full = shortOn.length ? { notOn: shortOn } : {}
  return [
    query('pagination.key', 'bytes', { description: 'next_key of the previous page; use only one of offset or key' }),
    query('pagination.offset', 'uint64', {
      ...full,
      // query.Paginate: "invalid request, either offset or key is expected, got both".
      exclusiveWith: ['pagination.key'],
      description: 'numeric offset; use only one of offset or key',
    }),
    query('pagination.limit', 'uint64', { description: 'page size; empty means the application default' }),
    query('pagination.count_total', 'boolean', { description: 'include the total; honoured only with offset' }),
    query('pagination.reverse', 'boolean', { ...full, description: 'descending order' }),
  ]
}
