/** The server resolves the storage call with this placeholder as the key; the browser substitutes the typed key. */
export const KEY_PLACEHOLDER = '__storage_key__'
