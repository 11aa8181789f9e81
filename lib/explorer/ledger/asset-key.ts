/** The denom key ledger adapters give an asset's amounts (`asset <id>`); the page's denomination map uses the same. */
export const assetDenom = (id: unknown) => `asset ${String(id)}`
