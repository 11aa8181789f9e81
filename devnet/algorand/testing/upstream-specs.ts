import { readFileSync } from 'node:fs'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'
import { upstreamSpecFile } from '../../testing/upstream-spec-files'

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
  components?: { responses?: Record<string, unknown> }
  responses?: Record<string, unknown>
  definitions?: Record<string, unknown>
}

/** The published algod 5.0.0, indexer and kmd OpenAPI/Swagger files (devnet/testing/upstream-spec-files.ts), loaded once per test file. */
const SPECS = {
  node: { file: 'algod.oas3.v5.0.0.yml', oas3: true },
  indexer: { file: 'indexer.oas3.main-2026-06-25.yml', oas3: true },
  kmd: { file: 'kmd.swagger.v5.0.0.json', oas3: false },
} as const

export type SpecGateway = keyof typeof SPECS

/**
 * kmd's swagger types key bytes as integer arrays, but the daemon writes them with go-codec as base64 text, which is
 * what algosdk's Kmd client decodes (`base64ToBytes(res.private_key)`); the wire form is what devnet serves.
 */
const KMD_WIRE_BYTES = ['ed25519PrivateKey', 'ed25519PublicKey', 'ed25519Signature', 'MasterDerivationKey']

/**
 * Indexer 3.10.0 lets an account's sig-type be pqsig after the v42 round. No 3.10.0 spec was published; the
 * stored one is the main branch of 2026-06-25, whose enum lacks pqsig, so that one value is added.
 */
function addPqSigType(doc: Doc): void {
  const schemas = (
    doc as unknown as { components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> } }
  ).components.schemas
  const sigType = schemas.Account?.properties?.['sig-type']
  if (!sigType?.enum) throw new Error('indexer spec: Account.sig-type enum not found')
  sigType.enum.push('pqsig')
}

export class UpstreamSpecs {
  private readonly ajv = new Ajv({ strict: false, allErrors: true })
  private readonly docs = new Map<SpecGateway, Doc>()
  private readonly cache = new Map<string, ValidateFunction | null>()

  constructor() {
    addFormats(this.ajv)
    // Swagger/OpenAPI formats with no JSON-schema meaning.
    for (const f of ['uint64', 'uint8', 'uint32', 'int64', 'byte', 'binary', 'json']) this.ajv.addFormat(f, true)
    for (const [g, { file }] of Object.entries(SPECS) as [SpecGateway, (typeof SPECS)[SpecGateway]][]) {
      const text = readFileSync(upstreamSpecFile(`algorand/${file}`), 'utf8')
      const doc = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as Doc
      if (g === 'kmd') for (const d of KMD_WIRE_BYTES) doc.definitions![d] = { type: 'string', format: 'byte' }
      if (g === 'indexer') addPqSigType(doc)
      this.docs.set(g, doc)
      this.ajv.addSchema(doc as object, g)
    }
  }

  /** The validator of an operation's 200 answer, or null when the upstream spec declares no body schema. */
  validator(g: SpecGateway, path: string, method: string): ValidateFunction | null {
    const key = `${g} ${method} ${path}`
    if (this.cache.has(key)) return this.cache.get(key)!
    const doc = this.docs.get(g)!
    const op = doc.paths[path]?.[method.toLowerCase()]
    if (!op) throw new Error(`${key}: not in the upstream spec`)
    let pointer = `#/paths/${esc(path)}/${method.toLowerCase()}/responses/200`
    let resp = op.responses['200'] as Record<string, unknown> | undefined
    if (resp && typeof resp.$ref === 'string') {
      pointer = resp.$ref
      resp = resolve(doc, resp.$ref)
    }
    let v: ValidateFunction | null = null
    if (SPECS[g].oas3) {
      const content = resp?.content as Record<string, { schema?: unknown }> | undefined
      if (content?.['application/json']?.schema)
        v = this.ajv.compile({ $ref: `${g}${pointer}/content/application~1json/schema` })
    } else if (resp?.schema) {
      v = this.ajv.compile({ $ref: `${g}${pointer}/schema` })
    }
    this.cache.set(key, v)
    return v
  }
}

const esc = (p: string) => p.replace(/~/g, '~0').replace(/\//g, '~1')

function resolve(doc: unknown, ref: string): Record<string, unknown> {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (o, k) => (o as Record<string, unknown>)[k.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    ) as Record<string, unknown>
}
