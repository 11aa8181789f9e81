/**
 * Gateway refusals of a simulated transaction, in words and display units. A node writes amounts as base units
 * glued to their denomination (`12uhub`); the page says `0.000012 HUB` and keeps the node's own text behind a
 * toggle. Pure: the compose page (server) and its tests use it.
 */
import { amountText } from '@/lib/format/amount'
import { getNetwork, type NetworkId } from '@/lib/networks'

/** The network's denominations by base name (its own first, then the others its file describes). */
function unitsOf(network: NetworkId) {
  const n = getNetwork(network)
  return new Map([n.denom, ...n.denoms].map((d) => [d.base, d]))
}

/** `12uhub` → `0.000012 HUB` where the denomination is the network's; otherwise as written (nothing guessed). */
function coinText(network: NetworkId, amount: string, denom: string): string {
  const d = unitsOf(network).get(denom)
  return d ? amountText(amount, denom, d) : `${amount}${denom}`
}

/** An SDK coin list (`10uhub,5ustk`) read one coin at a time. */
const coinList = (network: NetworkId, list: string) =>
  list
    .split(',')
    .map((c) => /^(\d+)([a-zA-Z][a-zA-Z0-9/:._-]*)$/.exec(c.trim()))
    .map((m, i) => (m ? coinText(network, m[1]!, m[2]!) : list.split(',')[i]!.trim()))
    .join(' and ')

/** Every `<digits><denom>` of the network's denominations in a node's message, in display units. */
export function displayUnitsIn(message: string, network: NetworkId): string {
  const bases = [...unitsOf(network).keys()].sort((a, b) => b.length - a.length)
  if (bases.length === 0) return message
  const escaped = bases.map((b) => b.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  const re = new RegExp(`\\b(\\d+)(${escaped.join('|')})\\b`, 'g')
  return message.replace(re, (_, amount: string, denom: string) => coinText(network, amount, denom))
}

/** The SDK's refusals that have a plain reading, in display units; others are shown with their amounts converted. */
export function sdkFailureInWords(message: string, network: NetworkId): string | undefined {
  const coin = '(\\d+)([a-zA-Z][a-zA-Z0-9/:._-]*)'
  const poor = new RegExp(`spendable balance (?:${coin} )?is smaller than ${coin}: insufficient funds`).exec(message)
  if (poor) {
    const [, has, hasDenom, needs, needsDenom] = poor
    const needed = coinText(network, needs!, needsDenom!)
    const held = has ? `Spendable balance ${coinText(network, has, hasDenom!)}` : 'The spendable balance'
    return `${held} is smaller than the ${needed} needed: the transaction would fail for insufficient funds.`
  }
  const fees = /insufficient fees?; got: ?([^ ]*) required: ?([^ :]+)/.exec(message)
  if (fees) {
    const got = fees[1] ? coinList(network, fees[1]) : 'no fee'
    return `The fee offered (${got}) is below the ${coinList(network, fees[2]!)} the node asks for.`
  }
  if (/insufficient fees?/.test(message)) return 'The fee is below what the node asks for.'
  if (/account sequence mismatch/.test(message))
    return 'The account sequence is not the next one: another transaction from this account came first.'
  return undefined
}
