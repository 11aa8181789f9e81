/**
 * A gateway's refusal of a past-height read, recognised in its own words and said plainly: a pruned SDK node
 * ("failed to load state at height N; version does not exist"), an indexer that no longer keeps a round or does
 * not rewind accounts at all, and a VM revision that has no block yet.
 */
export interface PastRefusal {
  title: string
  detail: string
  /** The oldest height or round the gateway still serves, when it says. */
  lowest?: string
}

const SDK_PRUNED = /failed to load state at height (\d+); version does not exist(?:.*lowest height served: (\d+))?/
const SDK_FUTURE = /cannot query with height in the future/
const INDEXER_PRUNED = /error while rewinding account: round (\d+) is no longer available.*?(?:lowest round (\d+))?\)?$/
const INDEXER_FUTURE = /error while rewinding account: the requested round (\d+) > the current round (\d+)/
const INDEXER_NO_REWIND = /rewinding account is no longer supported/
const INDEXER_SPECIAL = /error while rewinding account: unable to rewind the (\w+)/

export function pastRefusal(message: string | undefined): PastRefusal | undefined {
  if (!message) return undefined
  let m = SDK_PRUNED.exec(message)
  if (m)
    return {
      title: `This gateway no longer serves height ${m[1]}`,
      detail: `The node keeps recent state only (older heights are pruned)${m[2] ? `; the oldest height it still serves is ${m[2]}` : ''}. Pick a more recent height.`,
      ...(m[2] && { lowest: m[2] }),
    }
  if (SDK_FUTURE.test(message))
    return {
      title: 'That height is not produced yet',
      detail: 'The chain has not reached it; pick a height at or below the latest block.',
    }
  m = INDEXER_PRUNED.exec(message)
  if (m)
    return {
      title: `This gateway no longer serves round ${m[1]}`,
      detail: `The indexer keeps recent rounds only${m[2] ? `; the oldest round it still serves is ${m[2]}` : ''}. Pick a more recent round.`,
      ...(m[2] && { lowest: m[2] }),
    }
  m = INDEXER_FUTURE.exec(message)
  if (m) return { title: `Round ${m[1]} is not produced yet`, detail: `The latest round is ${m[2]}.` }
  if (INDEXER_NO_REWIND.test(message))
    return {
      title: 'This gateway does not read accounts at a past round',
      detail: 'Its indexer has account rewinding switched off.',
    }
  m = INDEXER_SPECIAL.exec(message)
  if (m)
    return {
      title: `The indexer cannot rewind the ${m[1] === 'FeeSink' ? 'fee sink' : 'rewards pool'}`,
      detail: 'Its balance changes in every block, so the indexer does not read it at a past round.',
    }
  if (/^revision: not found/.test(message))
    return { title: 'That height is not produced yet', detail: 'The VM ledger has no block at that height yet.' }
  return undefined
}
