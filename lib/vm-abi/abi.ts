/**
 * Contract ABIs in the Solidity JSON format, as users paste them and as the built-in token standards are written.
 * Parsed with zod at the boundary (a pasted ABI is untrusted input); signatures, selectors and topics derive here.
 */
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import * as z from 'zod/mini'

export interface AbiParam {
  name: string
  type: string
  indexed?: boolean
  components?: AbiParam[]
}

export interface AbiItem {
  type: 'function' | 'event' | 'error'
  name: string
  inputs: AbiParam[]
  anonymous?: boolean
}

const Param: z.ZodMiniType<AbiParam> = z.lazy(() =>
  z.object({
    name: z._default(z.string(), ''),
    type: z.string().check(z.regex(/^[a-z][a-z0-9]*(\[\d*\])*$/, 'not a Solidity type')),
    indexed: z.optional(z.boolean()),
    components: z.optional(z.array(Param)),
  }),
) as z.ZodMiniType<AbiParam>

const Entry = z.looseObject({
  type: z._default(z.string(), 'function'),
  name: z.optional(z.string()),
  inputs: z.optional(z.array(Param)),
  anonymous: z.optional(z.boolean()),
})

/** The items a decoder can use (functions, events, errors); constructors, fallbacks and receive entries are dropped. */
export function parseAbi(input: unknown): { ok: true; items: AbiItem[] } | { ok: false; message: string } {
  let value = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch {
      return { ok: false, message: 'This is not JSON: paste the contract ABI as a JSON array.' }
    }
  }
  // Compiler artifacts hold the ABI under `abi`.
  if (value && typeof value === 'object' && !Array.isArray(value) && 'abi' in value)
    value = (value as { abi: unknown }).abi
  const parsed = z.array(Entry).safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      ok: false,
      message: `Not a contract ABI: ${issue ? `${issue.path.join('.') || 'value'}: ${issue.message}` : 'expected a JSON array'}`,
    }
  }
  const items: AbiItem[] = []
  for (const e of parsed.data) {
    if ((e.type === 'function' || e.type === 'event' || e.type === 'error') && e.name) {
      const item: AbiItem = { type: e.type, name: e.name, inputs: e.inputs ?? [] }
      if (e.anonymous) item.anonymous = true
      try {
        item.inputs.forEach(canonicalType)
      } catch (err) {
        return { ok: false, message: `Not a contract ABI: ${item.name}: ${(err as Error).message}` }
      }
      items.push(item)
    }
  }
  if (!items.length) return { ok: false, message: 'The ABI has no functions, events or errors.' }
  return { ok: true, items }
}

const BASE =
  /^(address|bool|string|bytes([1-9]|[12]\d|3[012])?|u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?|tuple)((\[\d*\])*)$/

/** `uint` → `uint256`, tuples spelled out: the form selectors and topics are hashed from. */
export function canonicalType(p: AbiParam): string {
  const m = BASE.exec(p.type)
  if (!m) throw new Error(`unsupported type ${p.type}`)
  const suffix = m[4] ?? ''
  if (m[1] === 'tuple') {
    if (!p.components) throw new Error('tuple without components')
    return `(${p.components.map(canonicalType).join(',')})${suffix}`
  }
  const base = m[1] === 'uint' ? 'uint256' : m[1] === 'int' ? 'int256' : m[1]!
  return base + suffix
}

export const signature = (item: Pick<AbiItem, 'name' | 'inputs'>) =>
  `${item.name}(${item.inputs.map(canonicalType).join(',')})`

export const keccakHex = (text: string) => `0x${bytesToHex(keccak_256(new TextEncoder().encode(text)))}`

/** The 4-byte function (or error) selector: `0xa9059cbb` for transfer(address,uint256). */
export const selectorOf = (item: Pick<AbiItem, 'name' | 'inputs'>) => keccakHex(signature(item)).slice(0, 10)

/** topic0 of an event. */
export const topicOf = (item: Pick<AbiItem, 'name' | 'inputs'>) => keccakHex(signature(item))
