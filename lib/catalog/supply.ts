import type { OperationInput } from './types'

const figure = (path: string, summary: string, id: string): OperationInput => ({
  id: `supply.${id}`,
  kind: 'supply',
  method: 'GET',
  path,
  group: 'vesting',
  summary,
  cache: 'head',
  source: '001 §4.3',
})

/** Seven bare supply figures. Token C publishes no total. */
export const supplyOperations: OperationInput[] = [
  figure('/vesting/circulatingsupply', 'Circulating supply of the main token', 'circulating'),
  figure('/vesting/totalsupply', 'Total supply of the main token', 'total'),
  figure('/vesting/circulatingsupplytokenb', 'Circulating supply of token B', 'circulatingTokenB'),
  figure('/vesting/totalsupplytokenb', 'Total supply of token B', 'totalTokenB'),
  figure('/vesting/circulatingsupplytokenc', 'Circulating supply of token C', 'circulatingTokenC'),
  figure('/vesting/circulatingsupplytokend', 'Circulating supply of token D', 'circulatingTokenD'),
  figure('/vesting/totalsupplytokend', 'Total supply of token D', 'totalTokenD'),
]
