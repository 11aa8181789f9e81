/** The server resolves lookups with this id; the browser substitutes the hash from the URL. */
export const HASH_PLACEHOLDER = '__tx_hash__'
