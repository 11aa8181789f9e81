import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GrpcError } from './grpc'
import { indexed, listing, MAX_LIMIT, paginate, DEFAULT_LIMIT } from './pagination'

type Mode = 'key' | 'offset'

/** Walk every page the way a client does: by next_key, or by offset += limit until a short page. */
function walk<T>(list: ReturnType<typeof listing<T>>, limit: number, reverse: boolean, mode: Mode): T[] {
  const out: T[] = []
  let key: string | null = null
  for (let guard = 0; guard < 10_000; guard++) {
    const q: Record<string, string> = { 'pagination.limit': String(limit) }
    if (reverse) q['pagination.reverse'] = 'true'
    if (mode === 'key' && key) q['pagination.key'] = key
    if (mode === 'offset') q['pagination.offset'] = String(out.length)
    const { items, pagination } = paginate(list, q)
    out.push(...items)
    key = pagination.next_key
    if (!key) return out
  }
  throw new Error('pagination did not terminate')
}

const keys = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 60 })

describe('SDK pagination', () => {
  it('walking all pages by key or by offset yields every item once, in order (reversed with reverse)', () => {
    fc.assert(
      fc.property(
        keys,
        fc.integer({ min: 1, max: 17 }),
        fc.boolean(),
        fc.constantFrom<Mode>('key', 'offset'),
        (ks, limit, reverse, mode) => {
          const sorted = [...ks].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
          const got = walk(
            listing(ks, (k) => k),
            limit,
            reverse,
            mode,
          )
          expect(got).toEqual(reverse ? [...sorted].reverse() : sorted)
        },
      ),
    )
  })

  it('keeps a key valid while items are added before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 200 }), fc.integer({ min: 1, max: 9 }), (n, limit) => {
        const first = paginate(
          indexed(n, (i) => i),
          { 'pagination.limit': String(limit) },
        )
        const rest = paginate(
          indexed(n + 50, (i) => i),
          { 'pagination.key': first.pagination.next_key ?? '', 'pagination.limit': '1' },
        )
        if (first.pagination.next_key) expect(rest.items[0]).toBe(limit)
      }),
    )
  })

  it('counts the total only with offset paging', () => {
    const list = indexed(42, (i) => i)
    expect(paginate(list, { 'pagination.count_total': 'true' }).pagination.total).toBe('42')
    expect(paginate(list, { 'pagination.count_total': 'true', 'pagination.offset': '5' }).pagination.total).toBe('42')
    const key = paginate(list, { 'pagination.limit': '3' }).pagination.next_key!
    expect(paginate(list, { 'pagination.count_total': 'true', 'pagination.key': key }).pagination.total).toBe('0')
    expect(paginate(list, {}).pagination.total).toBe('0')
  })

  it('applies the default limit, enforces the maximum and ends with a null next_key', () => {
    const list = indexed(5000, (i) => i)
    expect(paginate(list, {}).items).toHaveLength(DEFAULT_LIMIT)
    expect(paginate(list, { 'pagination.limit': '0' }).items).toHaveLength(DEFAULT_LIMIT)
    expect(paginate(list, { 'pagination.limit': '99999999999' }).items).toHaveLength(MAX_LIMIT)
    expect(paginate(list, { 'pagination.offset': '4999' }).pagination.next_key).toBeNull()
    expect(paginate(list, { 'pagination.offset': '9999' }).items).toEqual([])
  })

  it('rejects key and offset together with InvalidArgument', () => {
    const list = indexed(10, (i) => i)
    const key = paginate(list, { 'pagination.limit': '2' }).pagination.next_key!
    expect(() => paginate(list, { 'pagination.key': key, 'pagination.offset': '1' })).toThrow(GrpcError)
    try {
      paginate(list, { 'pagination.key': key, 'pagination.offset': '1' })
    } catch (e) {
      expect((e as GrpcError).code).toBe(3)
    }
  })
})
