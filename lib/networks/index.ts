/**
 * Networks as data: each network of the explorer is one file in lib/networks/files (id, kind, gateways, address
 * format, denominations, block interval, the real system behind it), resolved with its preset and the environment
 * into the registry. Everything else derives from it: ids, gateway lists, prefixes, which operations each gateway
 * serves (lib/catalog/offers.ts).
 */
export * from './types'
export * from './registry'
export * from './kinds'
// Which network an address belongs to is imported from './addresses' itself, not from here: the bundler keeps
// every module this one re-exports, and the address codecs (~10 KB gzip) would ship with every page that reads the
// registry (its providers and header).
