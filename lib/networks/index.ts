/**
 * Networks as data: each network of the explorer is one file in lib/networks/files (id, kind, gateways, address
 * format, denominations, block interval, the real system behind it), resolved with its preset and the environment
 * into the registry. Everything else derives from it: ids, gateway lists, prefixes, which operations each gateway
 * serves (lib/catalog/offers.ts).
 */
export * from './types'
export * from './registry'
export * from './kinds'
export * from './addresses'
