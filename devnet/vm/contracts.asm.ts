import { type AsmItem, label, push, ref, returnString, returnWord, revertWith } from './asm'

/**
 * Listings of the devnet genesis contracts. Devnet runs the embedded hex in contracts.ts; the contract tests
 * re-assemble these listings to prove that hex is what the listings say.
 */
export const SEL = {
  balanceOf: 0x70a08231,
  transfer: 0xa9059cbb,
  totalSupply: 0x18160ddd,
  decimals: 0x313ce567,
  symbol: 0x95d89b41,
  name: 0x06fdde03,
  double: 0xeee97206,
}
export const TRANSFER_TOPIC = 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3efn
export const TOKEN_SYMBOL = 'DCT'
export const TOKEN_NAME = 'Devnet Contract Token'
/** Storage slot of the total supply ("total"); balances live at slot = holder address. */
export const TOTAL_SLOT = 0x746f74616cn

const selector: AsmItem[] = [push(0, 1), 'CALLDATALOAD', push(0xe0, 1), 'SHR']
const route = (sel: number, to: string): AsmItem[] => ['DUP1', push(sel, 4), 'EQ', ref(to), 'JUMPI']

/**
 * Token: balanceOf(address), totalSupply(), decimals() = 18, symbol() = DCT, name() = Devnet Contract Token, transfer(address,uint256) emitting
 * Transfer(from, to, amount) and reverting with "insufficient balance"; any other selector reverts empty.
 */
export const tokenRuntime: AsmItem[] = [
  ...selector,
  ...route(SEL.balanceOf, 'balanceOf'),
  ...route(SEL.transfer, 'transfer'),
  ...route(SEL.totalSupply, 'totalSupply'),
  ...route(SEL.decimals, 'decimals'),
  // Routed last, so the older entry points cost the same gas as before these were added.
  ...route(SEL.symbol, 'symbol'),
  ...route(SEL.name, 'name'),
  push(0, 1),
  'DUP1',
  'REVERT',
  label('balanceOf'),
  push(4, 1),
  'CALLDATALOAD',
  'SLOAD',
  ...returnWord,
  label('totalSupply'),
  push(TOTAL_SLOT, 5),
  'SLOAD',
  ...returnWord,
  label('decimals'),
  push(18, 1),
  ...returnWord,
  label('symbol'),
  ...returnString(TOKEN_SYMBOL),
  label('name'),
  ...returnString(TOKEN_NAME),
  label('transfer'),
  push(0x24, 1),
  'CALLDATALOAD', // [sel, amt]
  'CALLER',
  'SLOAD', // [sel, amt, bal]
  'DUP2',
  'DUP2',
  'LT',
  ref('poor'),
  'JUMPI', // bal < amt → revert
  'DUP2',
  'SWAP1',
  'SUB',
  'CALLER',
  'SSTORE', // balance[caller] = bal − amt
  push(4, 1),
  'CALLDATALOAD',
  'DUP1',
  'SLOAD',
  'DUP3',
  'ADD',
  'SWAP1',
  'SSTORE', // balance[to] += amt
  'DUP1',
  push(0, 1),
  'MSTORE', // data = amt
  push(4, 1),
  'CALLDATALOAD',
  'CALLER',
  push(TRANSFER_TOPIC, 32),
  push(32, 1),
  push(0, 1),
  'LOG3',
  push(1, 1),
  ...returnWord,
  label('poor'),
  ...revertWith('insufficient balance'),
]

/** Token constructor: the whole supply (a constant in the code) goes to the deployer. */
export const tokenConstructor = (supply: bigint): AsmItem[] => [
  push(supply, 32),
  'DUP1',
  'CALLER',
  'SSTORE',
  push(TOTAL_SLOT, 5),
  'SSTORE',
]

/** Guard: double(uint256) returns 2x, and reverts with "value must be positive" for 0; anything else reverts empty. */
export const guardRuntime: AsmItem[] = [
  ...selector,
  ...route(SEL.double, 'double'),
  push(0, 1),
  'DUP1',
  'REVERT',
  label('double'),
  push(4, 1),
  'CALLDATALOAD',
  'DUP1',
  'ISZERO',
  ref('zero'),
  'JUMPI',
  push(2, 1),
  'MUL',
  ...returnWord,
  label('zero'),
  ...revertWith('value must be positive'),
]
