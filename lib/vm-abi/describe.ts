/**
 * Calls, events and revert payloads matched against ABIs: the contract's own (a user's pasted ABI) first, then
 * the token standards. What no ABI matches stays hex with its 4-byte selector, never a guess.
 */
import { selectorOf, topicOf, type AbiItem } from './abi'
import { AbiDecodeError, decodeParams, decodeTopic, abiBytes, type DecodedParam } from './codec'
import { BUILTIN_ERRORS, PANIC_REASONS, STANDARDS, type StandardId } from './standards'

export interface AbiSource {
  /** `user` for a pasted ABI, else the standard's id. */
  source: 'user' | StandardId
  items: AbiItem[]
}

export const STANDARD_SOURCES: AbiSource[] = STANDARDS.map((s) => ({ source: s.id, items: s.items }))

export type DecodedCall =
  | { ok: true; name: string; signature: string; selector: string; args: DecodedParam[]; source: AbiSource['source'] }
  | { ok: false; selector?: string; data: string; reason: string }

export type DecodedEvent =
  | { ok: true; name: string; signature: string; args: DecodedParam[]; source: AbiSource['source'] }
  | { ok: false; topic0?: string; reason: string }

const sig = (i: AbiItem) => `${i.name}(${i.inputs.map((x) => x.type).join(', ')})`

/** Clause data → function call. Empty data is a plain value transfer, not an unknown call. */
export function decodeCall(data: string | undefined | null, sources: AbiSource[]): DecodedCall | undefined {
  const d = (data ?? '0x').toLowerCase()
  if (d === '0x' || d === '') return undefined
  if (d.length < 10) return { ok: false, data: d, reason: 'shorter than a 4-byte selector' }
  const selector = d.slice(0, 10)
  let failure = 'no known ABI has this selector'
  for (const s of sources)
    for (const item of s.items) {
      if (item.type !== 'function' || selectorOf(item) !== selector) continue
      try {
        return {
          ok: true,
          name: item.name,
          signature: sig(item),
          selector,
          args: decodeParams(item.inputs, `0x${d.slice(10)}`),
          source: s.source,
        }
      } catch (e) {
        if (!(e instanceof AbiDecodeError)) throw e
        failure = `${sig(item)} matches the selector but the data does not decode: ${e.message}`
      }
    }
  return { ok: false, selector, data: d, reason: failure }
}

/** An event log → event; topics decide between same-signature events (ERC-20 vs ERC-721 Transfer). */
export function decodeEvent(log: { topics: string[]; data: string }, sources: AbiSource[]): DecodedEvent {
  const topic0 = log.topics[0]?.toLowerCase()
  if (!topic0) return { ok: false, reason: 'anonymous event (no topics)' }
  let failure = 'no known ABI has this event'
  for (const s of sources)
    for (const item of s.items) {
      if (item.type !== 'event' || item.anonymous || topicOf(item) !== topic0) continue
      const indexed = item.inputs.filter((i) => i.indexed)
      if (indexed.length !== log.topics.length - 1) {
        failure = `${sig(item)} has ${indexed.length} indexed parameters, the log ${log.topics.length - 1} topics`
        continue
      }
      try {
        const fromData = decodeParams(
          item.inputs.filter((i) => !i.indexed),
          log.data,
        )
        let t = 1
        let dd = 0
        const args = item.inputs.map((input) =>
          input.indexed ? decodeTopic(input, log.topics[t++]!) : fromData[dd++]!,
        )
        return { ok: true, name: item.name, signature: sig(item), args, source: s.source }
      } catch (e) {
        if (!(e instanceof AbiDecodeError)) throw e
        failure = `${sig(item)} matches but does not decode: ${e.message}`
      }
    }
  return { ok: false, topic0, reason: failure }
}

export type DecodedRevert =
  | { kind: 'empty' }
  | { kind: 'message'; text: string }
  | { kind: 'panic'; code: string; text: string }
  | { kind: 'custom'; name: string; args: DecodedParam[] }
  | { kind: 'unknown'; selector?: string; data: string }

/** Revert data → words: Error(string), Panic(uint256) with its meaning, a custom error of a known ABI, or hex. */
export function decodeRevert(data: string | undefined | null, sources: AbiSource[] = []): DecodedRevert {
  const d = (data ?? '0x').toLowerCase()
  if (d === '0x' || d === '') return { kind: 'empty' }
  try {
    abiBytes(d)
  } catch {
    return { kind: 'unknown', data: d }
  }
  const selector = d.length >= 10 ? d.slice(0, 10) : undefined
  const [error, panic] = BUILTIN_ERRORS
  try {
    if (selector === selectorOf(error!)) {
      const [m] = decodeParams(error!.inputs, `0x${d.slice(10)}`)
      if (m?.value.kind === 'string') return { kind: 'message', text: m.value.v }
    }
    if (selector === selectorOf(panic!)) {
      const [c] = decodeParams(panic!.inputs, `0x${d.slice(10)}`)
      if (c?.value.kind === 'uint')
        return { kind: 'panic', code: c.value.v, text: PANIC_REASONS[c.value.v] ?? `panic code ${c.value.v}` }
    }
    for (const s of sources)
      for (const item of s.items)
        if (item.type === 'error' && selectorOf(item) === selector)
          return { kind: 'custom', name: item.name, args: decodeParams(item.inputs, `0x${d.slice(10)}`) }
  } catch (e) {
    if (!(e instanceof AbiDecodeError)) throw e
  }
  return { kind: 'unknown', ...(selector && { selector }), data: d }
}

/** A revert in one sentence. */
export function revertText(r: DecodedRevert): string {
  if (r.kind === 'empty') return 'The contract reverted without a reason.'
  if (r.kind === 'message') return `The contract reverted: “${r.text}”.`
  if (r.kind === 'panic') return `The contract panicked: ${r.text} (code ${r.code}).`
  if (r.kind === 'custom')
    return `The contract reverted with ${r.name}(${r.args.map((a) => valueText(a.value)).join(', ')}).`
  return `The contract reverted with data no known ABI decodes${r.selector ? ` (selector ${r.selector})` : ''}.`
}

/** The node's reasons for stopping a clause before or outside a revert (go-ethereum's errors), in words. */
const VM_ERROR_WORDS: Record<string, string> = {
  'insufficient balance for transfer': 'the sender’s balance cannot cover the amount sent',
  'insufficient balance': 'the sender’s balance cannot cover the amount sent',
  'out of gas': 'it ran out of gas',
  'execution reverted': '',
}

/**
 * Why a clause failed, in one sentence: the revert data when it says anything, else the node's own error; "without
 * a reason" only when neither does (an empty revert beside "insufficient balance" would contradict itself).
 */
export function clauseFailureText(
  data: string | undefined | null,
  vmError?: unknown,
  sources: AbiSource[] = [],
): string {
  const r = decodeRevert(data, sources)
  const error = typeof vmError === 'string' ? vmError.trim() : ''
  const words = error in VM_ERROR_WORDS ? VM_ERROR_WORDS[error]! : error
  if (r.kind !== 'empty' || !words) return revertText(r)
  return `The clause failed: ${words}.`
}

/** A decoded value as plain text (tables render addresses and amounts richer). */
export function valueText(v: DecodedParam['value']): string {
  switch (v.kind) {
    case 'address':
    case 'uint':
    case 'int':
    case 'string':
      return v.kind === 'string' ? JSON.stringify(v.v) : v.v
    case 'bool':
      return v.v ? 'true' : 'false'
    case 'bytes':
      return v.hex
    case 'hash':
      return `hash ${v.hex}`
    case 'array':
      return `[${v.items.map(valueText).join(', ')}]`
    case 'tuple':
      return `(${v.fields.map((f) => valueText(f.value)).join(', ')})`
  }
}

/**
 * A token movement a decoded call or event describes, so amounts can be shown with the token's symbol and decimals:
 * an ERC-20 Transfer/Approval event or transfer/transferFrom/approve call.
 */
export interface TokenMovement {
  token: string
  kind: 'transfer' | 'approval'
  from?: string
  to: string
  /** Base units (fungible) … */
  amount?: string
  /** … or an NFT id. */
  tokenId?: string
}

const arg = (args: DecodedParam[], i: number) => args[i]?.value
const addr = (v: DecodedParam['value'] | undefined) => (v?.kind === 'address' ? v.v : undefined)
const uint = (v: DecodedParam['value'] | undefined) => (v?.kind === 'uint' ? v.v : undefined)

export function movementOfEvent(emitter: string, e: DecodedEvent): TokenMovement | undefined {
  if (!e.ok || e.source === 'user' || (e.name !== 'Transfer' && e.name !== 'Approval')) return undefined
  const [from, to, x] = [addr(arg(e.args, 0)), addr(arg(e.args, 1)), uint(arg(e.args, 2))]
  if (!from || !to || x === undefined) return undefined
  const kind = e.name === 'Transfer' ? 'transfer' : 'approval'
  return e.source === 'erc721'
    ? { token: emitter, kind, from, to, tokenId: x }
    : { token: emitter, kind, from, to, amount: x }
}

export function movementOfCall(
  contract: string,
  caller: string,
  c: DecodedCall | undefined,
): TokenMovement | undefined {
  if (!c?.ok || c.source !== 'erc20') return undefined
  if (c.name === 'transfer')
    return { token: contract, kind: 'transfer', from: caller, to: addr(arg(c.args, 0))!, amount: uint(arg(c.args, 1))! }
  if (c.name === 'transferFrom')
    return {
      token: contract,
      kind: 'transfer',
      from: addr(arg(c.args, 0))!,
      to: addr(arg(c.args, 1))!,
      amount: uint(arg(c.args, 2))!,
    }
  if (c.name === 'approve')
    return { token: contract, kind: 'approval', from: caller, to: addr(arg(c.args, 0))!, amount: uint(arg(c.args, 1))! }
  return undefined
}
