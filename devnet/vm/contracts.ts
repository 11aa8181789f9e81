/**
 * Genesis contracts of the VM devnet, as hand-assembled EVM bytecode (listings in contracts.asm.ts; the contract
 * tests re-assemble them and compare with this hex).
 *
 * Token ("Devnet Contract Token", symbol DCT, 18 decimals): balanceOf(address) 0x70a08231, totalSupply() 0x18160ddd,
 * decimals() 0x313ce567, symbol() 0x95d89b41, name() 0x06fdde03,
 * transfer(address,uint256) 0xa9059cbb, which emits Transfer(address indexed from, address indexed to, uint256)
 * and reverts with Error("insufficient balance"). Balances are stored at slot = holder address, the total at slot
 * "total" (0x746f74616c). Its constructor gives the whole supply (10^27) to the deployer.
 *
 * Guard: double(uint256) 0xeee97206 returns 2·x and reverts with Error("value must be positive") for 0; any other
 * selector reverts with no data. It is the contract that "reverts on bad input".
 */
export const TOKEN_RUNTIME =
  '0x60003560e01c806370a082311461004c578063a9059cbb146100dc57806318160ddd14610059578063313ce5671461006957806395d89b411461007457806306fdde03146100a857600080fd5b6004355460005260206000f35b64746f74616c5460005260206000f35b601260005260206000f35b602060005260036020527f444354000000000000000000000000000000000000000000000000000000000060405260606000f35b602060005260156020527f4465766e657420436f6e747261637420546f6b656e000000000000000000000060405260606000f35b602435335481811061012f57819003335560043580548201905580600052600435337fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef60206000a3600160005260206000f35b7f08c379a000000000000000000000000000000000000000000000000000000000600052602060045260146024527f696e73756666696369656e742062616c616e636500000000000000000000000060445260646000fd'
export const TOKEN_INIT =
  '0x7f0000000000000000000000000000000000000000033b2e3c9fd0803ce800000080335564746f74616c55610187806100386000396000f3' +
  TOKEN_RUNTIME.slice(2)
export const GUARD_RUNTIME =
  '0x60003560e01c8063eee972061461001557600080fd5b600435801561002a5760020260005260206000f35b7f08c379a000000000000000000000000000000000000000000000000000000000600052602060045260166024527f76616c7565206d75737420626520706f7369746976650000000000000000000060445260646000fd'
export const GUARD_INIT = '0x6100828061000d6000396000f3' + GUARD_RUNTIME.slice(2)

export const TOKEN_SUPPLY = 10n ** 27n
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
export const SELECTORS = {
  balanceOf: '0x70a08231',
  transfer: '0xa9059cbb',
  totalSupply: '0x18160ddd',
  decimals: '0x313ce567',
  symbol: '0x95d89b41',
  name: '0x06fdde03',
  double: '0xeee97206',
} as const

const word = (v: bigint | string) => (typeof v === 'bigint' ? v.toString(16) : v.replace(/^0x/, '')).padStart(64, '0')

/** ABI call data for the token and the guard. */
export const abi = {
  transfer: (to: string, amount: bigint) => `${SELECTORS.transfer}${word(to)}${word(amount)}`,
  balanceOf: (holder: string) => `${SELECTORS.balanceOf}${word(holder)}`,
  double: (x: bigint) => `${SELECTORS.double}${word(x)}`,
}
