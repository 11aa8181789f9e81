import { readFileSync } from 'node:fs'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'
import { upstreamSpecFile } from '../../testing/upstream-spec-files'

/** Upstream OpenAPI documents (devnet/testing/upstream-spec-files.ts), loaded once per test file. */
export interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>
  >
  components?: { schemas?: Record<string, object> }
}

export function loadSpec(relative: string): OpenApiDoc {
  const text = readFileSync(upstreamSpecFile(relative), 'utf8')
  return (relative.endsWith('.json') ? JSON.parse(text) : parse(text)) as OpenApiDoc
}

/**
 * Validators for the 200 answers of a spec. `$ref`s point at `#/components/...`, so each response schema is
 * compiled with the document's components beside it. OpenAPI 3.0's `nullable` is understood by ajv.
 */
export function responseValidators(doc: OpenApiDoc) {
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  // The ledger specs' own formats, checked for real rather than ignored.
  const uint = (bits: number) => ({
    type: 'number' as const,
    validate: (n: number) => Number.isInteger(n) && n >= 0 && n < 2 ** bits,
  })
  ajv.addFormat('uint8', uint(8))
  ajv.addFormat('uint32', uint(32))
  ajv.addFormat('uint64', uint(64))
  ajv.addFormat('bytes32', /^0x[0-9a-f]{64}$/)
  ajv.addFormat('bytes20', /^0x[0-9a-f]{40}$/)
  ajv.addFormat('bytes', /^0x([0-9a-f]{2})*$/)
  ajv.addFormat('hex', /^0x[0-9a-f]*$/)
  const cache = new Map<string, ValidateFunction | null>()
  return {
    /** The validator for `method path`, or null when the spec gives that answer no schema. */
    for(method: string, path: string): ValidateFunction | null {
      const key = `${method} ${path}`
      if (!cache.has(key)) {
        const op = doc.paths[path]?.[method.toLowerCase()]
        if (!op) throw new Error(`the spec has no ${key}`)
        const schema = op.responses?.['200']?.content?.['application/json']?.schema
        cache.set(
          key,
          schema && Object.keys(schema).length ? ajv.compile({ ...schema, components: doc.components }) : null,
        )
      }
      return cache.get(key)!
    },
    errors: (v: ValidateFunction) => ajv.errorsText(v.errors),
  }
}
