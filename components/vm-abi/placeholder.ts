/** The server resolves per-contract calls with this address; the browser substitutes the contract's. */
export const ADDRESS_PLACEHOLDER = '0x00000000000000000000000000000000000000a0'
