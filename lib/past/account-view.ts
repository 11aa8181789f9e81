import type { PageDefs } from '@/lib/explorer/panels'
import { getNetwork, kindTraits, type NetworkId } from '@/lib/networks'
import { pageAt, parseHeightParam, parseSlots } from './at'

type SearchParams = Record<string, string | string[] | undefined>

/** What an account page's URL asks of the past: `?at=` reads the panels at a height, `?compare=` adds a diff. */
export interface AccountPastView {
  /** The panels to show: the latest state, or pinned at `past`. */
  defs: PageDefs
  /** Whether this network's gateway can read an account at a past height at all. */
  canReadPast: boolean
  past?: string
  compare?: string
  slots: string[]
  /** The storage slots as typed (VM ledgers), for the bar's field. */
  slotsRaw?: string
  /** What is wrong with the URL's heights or slots, in words. */
  error?: string
  /** `height` or `round`. */
  word: 'height' | 'round'
}

export function accountPastView(network: NetworkId, base: PageDefs, sp: SearchParams): AccountPastView {
  const traits = kindTraits(getNetwork(network).kind)
  const at = parseHeightParam(sp.at, 'The height to read at')
  const compare = parseHeightParam(sp.compare, 'The height to compare with')
  const slots = parseSlots(traits.pastState === 'revision' ? sp.slots : undefined)
  const past = at.ok ? at.value : undefined
  const word = traits.height
  const error = !at.ok
    ? at.message
    : !compare.ok
      ? compare.message
      : !slots.ok
        ? slots.message
        : compare.value && !past
          ? `Give the ${word} to read at as well as the one to compare with.`
          : undefined
  return {
    defs: past ? pageAt(network, base, past) : base,
    canReadPast: 'panels' in base && (pageAt(network, base, '1').pinned ?? []).some((p) => p.pinned),
    ...(past && { past }),
    ...(compare.ok && compare.value && { compare: compare.value }),
    slots: slots.ok ? slots.value : [],
    ...(traits.pastState === 'revision' && { slotsRaw: typeof sp.slots === 'string' ? sp.slots : '' }),
    ...(error && { error }),
    word,
  }
}
