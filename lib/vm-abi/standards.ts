/**
 * Built-in ABIs: the fungible-token standard (ERC-20, which VIP-180 is on the VM ledger), the NFT standard
 * (ERC-721) and Solidity's built-in revert payloads. Transfer and Approval share their signature between the two
 * token standards; the number of indexed parameters (topics) tells them apart.
 */
import type { AbiItem, AbiParam } from './abi'

const p = (name: string, type: string, indexed?: boolean): AbiParam => ({
  name,
  type,
  ...(indexed !== undefined && { indexed }),
})
const fn = (name: string, ...inputs: AbiParam[]): AbiItem => ({ type: 'function', name, inputs })
const ev = (name: string, ...inputs: AbiParam[]): AbiItem => ({ type: 'event', name, inputs })

export const ERC20: AbiItem[] = [
  fn('transfer', p('to', 'address'), p('value', 'uint256')),
  fn('transferFrom', p('from', 'address'), p('to', 'address'), p('value', 'uint256')),
  fn('approve', p('spender', 'address'), p('value', 'uint256')),
  fn('balanceOf', p('owner', 'address')),
  fn('allowance', p('owner', 'address'), p('spender', 'address')),
  fn('totalSupply'),
  fn('decimals'),
  fn('symbol'),
  fn('name'),
  ev('Transfer', p('from', 'address', true), p('to', 'address', true), p('value', 'uint256', false)),
  ev('Approval', p('owner', 'address', true), p('spender', 'address', true), p('value', 'uint256', false)),
]

export const ERC721: AbiItem[] = [
  fn('safeTransferFrom', p('from', 'address'), p('to', 'address'), p('tokenId', 'uint256')),
  fn('safeTransferFrom', p('from', 'address'), p('to', 'address'), p('tokenId', 'uint256'), p('data', 'bytes')),
  fn('transferFrom', p('from', 'address'), p('to', 'address'), p('tokenId', 'uint256')),
  fn('approve', p('to', 'address'), p('tokenId', 'uint256')),
  fn('setApprovalForAll', p('operator', 'address'), p('approved', 'bool')),
  fn('ownerOf', p('tokenId', 'uint256')),
  fn('getApproved', p('tokenId', 'uint256')),
  fn('isApprovedForAll', p('owner', 'address'), p('operator', 'address')),
  fn('tokenURI', p('tokenId', 'uint256')),
  ev('Transfer', p('from', 'address', true), p('to', 'address', true), p('tokenId', 'uint256', true)),
  ev('Approval', p('owner', 'address', true), p('approved', 'address', true), p('tokenId', 'uint256', true)),
  ev('ApprovalForAll', p('owner', 'address', true), p('operator', 'address', true), p('approved', 'bool', false)),
]

/** Revert payloads every Solidity contract can produce. */
export const BUILTIN_ERRORS: AbiItem[] = [
  { type: 'error', name: 'Error', inputs: [p('message', 'string')] },
  { type: 'error', name: 'Panic', inputs: [p('code', 'uint256')] },
]

/** Solidity's panic codes, in words. */
export const PANIC_REASONS: Record<string, string> = {
  '0': 'generic compiler panic',
  '1': 'assertion failed',
  '17': 'arithmetic overflow or underflow',
  '18': 'division or modulo by zero',
  '33': 'invalid enum value',
  '34': 'badly encoded storage byte array',
  '49': 'pop() on an empty array',
  '50': 'array index out of bounds',
  '65': 'too much memory allocated',
  '81': 'call to an uninitialised internal function',
}

export const STANDARDS = [
  { id: 'erc20', label: 'ERC-20 / VIP-180 token', items: ERC20 },
  { id: 'erc721', label: 'ERC-721 NFT', items: ERC721 },
] as const
export type StandardId = (typeof STANDARDS)[number]['id']

/** The fungible amount's parameter name in the ERC-20 entries above (shown in the token's units). */
export const ARG_FOR_AMOUNT = 'value'
