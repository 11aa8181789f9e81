import { describe, expect, it } from 'vitest'
import { CATALOG } from '@/lib/catalog'
import { bodyJsonSchema, bodySkeleton, skeletonOf } from './body'
import { formFields, hasBody } from './form'
import { FIXTURES } from './testing/fixtures'
import { validateRequest } from './validate'

describe('formFields', () => {
  it('derives widgets, sections and hints from the param descriptors', () => {
    const fields = formFields(FIXTURES.balances!, 'platform')
    const by = Object.fromEntries(fields.map((f) => [f.key, f]))
    expect(fields.map((f) => f.key)).toEqual([
      'p.address',
      'q.resolve_denom',
      'q.pagination.key',
      'q.pagination.offset',
      'q.pagination.limit',
      'q.pagination.count_total',
      'q.pagination.reverse',
    ])
    expect(by['p.address']).toMatchObject({ section: 'path', widget: 'text', required: true })
    expect(by['q.resolve_denom']).toMatchObject({
      section: 'query',
      widget: 'select',
      options: ['', 'true', 'false'],
      required: false,
    })
    expect(by['q.pagination.key']).toMatchObject({ section: 'page', hint: 'base64' })
    expect(by['q.pagination.limit']).toMatchObject({ section: 'page', hint: 'decimal string (uint64)' })
  })

  it('applies P-short: the Hub form has no offset or reverse', () => {
    expect(formFields(FIXTURES.balances!, 'hub').map((f) => f.key)).not.toContain('q.pagination.offset')
  })

  it('renders enums as selects, query arrays as lists, path arrays as comma text', () => {
    const t = Object.fromEntries(formFields(FIXTURES.trace!, 'exchange').map((f) => [f.key, f]))
    expect(t['q.status']).toMatchObject({ widget: 'select', options: ['', 'A', 'B'] })
    expect(t['q.when']).toMatchObject({ required: true, hint: 'RFC 3339 date-time' })
    expect(t['p.trace']?.hint).toContain('may hold /')
    const a = Object.fromEntries(formFields(FIXTURES.acks!, 'hub').map((f) => [f.key, f]))
    expect(a['p.packet_ack_sequences']).toMatchObject({
      widget: 'text',
      hint: 'decimal string (uint64); comma-separated list',
    })
    expect(a['q.seqs']).toMatchObject({ widget: 'list', hint: 'decimal string (uint64); repeatable' })
  })

  it('puts the indexer limit/next into the page section', () => {
    expect(formFields(FIXTURES.indexerTxs!, 'indexer').map((f) => `${f.key}:${f.section}`)).toEqual([
      'q.limit:page',
      'q.next:page',
      'q.round:query',
    ])
  })
})

describe('body skeleton', () => {
  it('fills required fields from the JSON Schema of the body', () => {
    expect(JSON.parse(bodySkeleton(FIXTURES.broadcast!))).toEqual({ tx_bytes: '' })
    expect(
      skeletonOf({
        anyOf: [{ type: 'object', required: ['raw'], properties: { raw: { type: 'string' } } }, { type: 'object' }],
      }),
    ).toEqual({ raw: '' })
    expect(skeletonOf({ type: ['integer', 'null'] })).toBe(0)
    expect(skeletonOf({ enum: ['asc', 'desc'] })).toBe('asc')
  })
})

describe('every catalog operation', () => {
  it('gets a form on each of its gateways whose blank request errors only on required fields', () => {
    for (const op of CATALOG) {
      for (const gw of op.gateways) {
        const fields = formFields(op, gw)
        const v = validateRequest(op, {
          opId: op.id,
          gateway: gw,
          path: {},
          query: {},
          body: hasBody(op) ? bodySkeleton(op) : undefined,
        })
        const errs = v.ok ? [] : Object.keys(v.errors).filter((k) => k !== 'body')
        expect(errs.sort(), `${op.id} on ${gw}`).toEqual(
          fields
            .filter((f) => f.required)
            .map((f) => f.key)
            .sort(),
        )
      }
    }
  })

  it('has a JSON body skeleton that parses, for every POST operation with a body schema', () => {
    for (const op of CATALOG.filter((o) => o.body)) {
      expect(() => JSON.parse(bodySkeleton(op)), op.id).not.toThrow()
      expect(bodyJsonSchema(op), op.id).toBeDefined()
    }
  })
})
