/**
 * Where an operation comes from, in words, for the API console's header: the gateway specification's table that
 * lists it (the catalog's `source` is a document and section number, `001 §4.1`), or the upstream release that
 * serves it where no table does.
 */
const TABLES: Readonly<Record<string, string>> = {
  '000 §4.1': 'the SDK gateways’ auth table',
  '000 §4.2': 'the SDK gateways’ bank table',
  '000 §4.3': 'the SDK gateways’ consensus parameters table',
  '000 §4.4': 'the SDK gateways’ staking table',
  '000 §4.5': 'the SDK gateways’ transaction table',
  '000 §4.6': 'the SDK gateways’ upgrade table',
  '000 §4.7': 'the SDK gateways’ authorization and fee grant table',
  '000 §4.8': 'the SDK gateways’ IBC channel table',
  '000 §4.9': 'the SDK gateways’ IBC client and connection table',
  '000 §4.10': 'the SDK gateways’ IBC applications table',
  '000 §4.11': 'the SDK gateways’ Hub modules table',
  '000 §4.12': 'the SDK gateways’ Exchange bridge table',
  '000 §4.13': 'the SDK gateways’ Classic modules table',
  '000 §4.14': 'the SDK gateways’ list of operations known by name only',
  '001 §4.1': 'the VM ledger gateway’s table',
  '001 §4.2': 'the sharded ledger gateway’s table',
  '001 §4.3': 'the supply feed’s table',
  '002 §4.1': 'the ledger node’s table',
  '002 §4.2': 'the indexer’s table',
  '002 §4.3': 'the key management daemon’s table',
}

/** `'001 §4.1'` → `listed in the VM ledger gateway’s table`; `'algod 5.0.0'` → `served by algod 5.0.0 (no gateway table lists it)`. */
export function sourceInWords(source: string): string {
  const table = TABLES[source]
  return table ? `listed in ${table}` : `served by ${source} (no gateway table lists it)`
}
