import type * as z from 'zod'
import { EmptyRequest, KMD_BODIES as K } from './bodies/kmd'
import type { HttpMethod, OperationInput } from './types'

/**
 * The key management daemon. Nothing is ever cached (tokens, keys and signatures are secrets or
 * single-use); the generic proxy refuses this gateway and the session console drives it, but devnet and the
 * console's forms derive from these rows.
 */
const op = (
  id: string,
  method: HttpMethod,
  p: string,
  group: string,
  summary: string,
  body: z.ZodType | undefined,
  extra: Partial<OperationInput> = {},
): OperationInput => ({
  id: `kmd.${id}`,
  kind: 'kmd',
  method,
  path: p,
  group,
  summary,
  cache: 'none',
  source: '002 §4.3',
  ...(body ? { body, bodyFormat: 'json' as const } : {}),
  ...extra,
})

const write = { flags: { write: true } }
/** Operations of the real daemon (kmd 5.0.0) beyond the gateway's own kmd table. */
const upstream = (write: boolean) => ({
  source: 'kmd 5.0.0',
  flags: { upstreamPath: true, ...(write ? { write } : {}) },
})

export const kmdOperations: OperationInput[] = [
  op('swagger', 'GET', '/swagger.json', 'daemon', 'Machine-readable API description', undefined),
  op('versions', 'GET', '/versions', 'daemon', 'Supported API versions', EmptyRequest),
  op(
    'key.generate',
    'POST',
    '/v1/key',
    'key',
    'Generate the next key of the deterministic sequence',
    K.generateKey,
    write,
  ),
  op('key.delete', 'DELETE', '/v1/key', 'key', 'Delete a key from the wallet', K.deleteKey, upstream(true)),
  op('key.export', 'POST', '/v1/key/export', 'key', 'Export the secret key of a public key', K.exportKey),
  op(
    'key.import',
    'POST',
    '/v1/key/import',
    'key',
    'Import an external key (backed up only with the wallet database)',
    K.importKey,
    write,
  ),
  op('key.list', 'POST', '/v1/key/list', 'key', 'Public keys in the wallet', K.listKeys),
  op('masterKey.export', 'POST', '/v1/master-key/export', 'key', 'Export the master derivation key', K.exportMasterKey),
  op(
    'multisig.delete',
    'DELETE',
    '/v1/multisig',
    'multisig',
    'Delete a stored multisig preimage',
    K.deleteMultisig,
    upstream(true),
  ),
  op(
    'multisig.export',
    'POST',
    '/v1/multisig/export',
    'multisig',
    'Public keys, threshold and version of a multisig address',
    K.exportMultisig,
  ),
  op(
    'multisig.import',
    'POST',
    '/v1/multisig/import',
    'multisig',
    'Create and store a multisig account',
    K.importMultisig,
    write,
  ),
  op(
    'multisig.list',
    'POST',
    '/v1/multisig/list',
    'multisig',
    'Multisig accounts stored in the wallet',
    K.listMultisig,
  ),
  op(
    'multisig.sign',
    'POST',
    '/v1/multisig/sign',
    'sign',
    'Start or extend a multisig transaction signature',
    K.signMultisig,
    write,
  ),
  op(
    'multisig.signProgram',
    'POST',
    '/v1/multisig/signprogram',
    'sign',
    'Start or extend a multisig signature over a program',
    K.signMultisigProgram,
    write,
  ),
  op(
    'program.sign',
    'POST',
    '/v1/program/sign',
    'sign',
    'Sign a program with the key of an account',
    K.signProgram,
    write,
  ),
  op(
    'transaction.sign',
    'POST',
    '/v1/transaction/sign',
    'sign',
    'Sign a transaction with the key of its sender',
    K.signTransaction,
    write,
  ),
  op('wallet.create', 'POST', '/v1/wallet', 'wallet', 'Create a wallet', K.createWallet, write),
  op('wallet.info', 'POST', '/v1/wallet/info', 'wallet', 'Wallet information and token expiration', K.walletInfo),
  op(
    'wallet.init',
    'POST',
    '/v1/wallet/init',
    'wallet',
    'Unlock a wallet: answers a wallet handle token',
    K.initWallet,
  ),
  op('wallet.release', 'POST', '/v1/wallet/release', 'wallet', 'Invalidate a wallet handle token', K.releaseWallet),
  op('wallet.rename', 'POST', '/v1/wallet/rename', 'wallet', 'Rename a wallet', K.renameWallet, write),
  op('wallet.renew', 'POST', '/v1/wallet/renew', 'wallet', 'Renew a wallet handle token', K.renewWallet),
  op('wallets.list', 'GET', '/v1/wallets', 'wallet', 'Every wallet the daemon knows', EmptyRequest),
]
