import * as z from 'zod'
import { base64, byteArray, nonEmpty, uint8 } from './common'

/**
 * Request bodies of the key management daemon. Keys travel as JSON arrays of bytes (Go fixed-size
 * arrays); Go would silently zero-pad or truncate a wrong length, so lengths are checked here.
 */

const token = () => nonEmpty('wallet handle token')
const password = () => z.string({ error: 'wallet_password is required' })
const address = () => z.string().regex(/^[A-Z2-7]{58}$/, 'must be a 58-character account address')

/**
 * The real daemon encodes byte arrays with go-codec, which writes and reads them as base64 strings (what algosdk's
 * Kmd client sends); the swagger's integer-array form is accepted too.
 */
/** Decoded length of base64 text (no Buffer: the catalog also runs in the browser). */
const base64Length = (v: string) => Math.floor((v.replace(/=+$/, '').length * 3) / 4)

const keyBytes = (length: number, what: string, allowEmpty = false) =>
  z.union([
    byteArray(length, what),
    base64().refine((v) => {
      const n = base64Length(v)
      return n === length || (allowEmpty && n === 0)
    }, `${what} must be exactly ${length} bytes`),
  ])

export const PublicKey = keyBytes(32, 'public key')
export const PrivateKey = keyBytes(64, 'private key')
/** Empty means "generate one" (algosdk sends an empty string by default). */
export const MasterDerivationKey = keyBytes(32, 'master derivation key', true)
export const Digest = keyBytes(32, 'signer digest')

export const MultisigSubsig = z.strictObject({
  Key: PublicKey,
  // An empty Sig marks a key that has not signed yet; Go encodes it as 64 zero bytes, clients may send [].
  Sig: z.union([keyBytes(64, 'signature', true), z.array(z.never()).length(0)]).optional(),
})

export const MultisigSig = z.strictObject({
  Subsigs: z.array(MultisigSubsig),
  Threshold: uint8(),
  Version: uint8(),
})

/** GET /versions and GET /v1/wallets declare a body type without fields. */
export const EmptyRequest = z.strictObject({}).optional()

const withToken = { wallet_handle_token: token() }
const withSecret = { ...withToken, wallet_password: password() }

export const KMD_BODIES = {
  generateKey: z.strictObject({ display_mnemonic: z.boolean().optional(), ...withToken }),
  deleteKey: z.strictObject({ address: address(), ...withSecret }),
  exportKey: z.strictObject({ address: address(), ...withSecret }),
  importKey: z.strictObject({ private_key: PrivateKey, ...withToken }),
  listKeys: z.strictObject(withToken),
  exportMasterKey: z.strictObject(withSecret),
  deleteMultisig: z.strictObject({ address: address(), ...withSecret }),
  exportMultisig: z.strictObject({ address: address(), ...withToken }),
  importMultisig: z.strictObject({
    multisig_version: uint8(),
    pks: z.array(PublicKey).min(1, 'at least one public key'),
    threshold: uint8(),
    ...withToken,
  }),
  listMultisig: z.strictObject(withToken),
  signMultisig: z.strictObject({
    partial_multisig: MultisigSig.optional(),
    public_key: PublicKey,
    signer: Digest.optional(),
    transaction: base64(),
    ...withSecret,
  }),
  signMultisigProgram: z.strictObject({
    address: address(),
    data: base64(),
    partial_multisig: MultisigSig.optional(),
    public_key: PublicKey,
    /** Upstream field: sign the program without the multisig-address domain separation. */
    use_legacy_msig: z.boolean().optional(),
    ...withSecret,
  }),
  signProgram: z.strictObject({ address: address(), data: base64(), ...withSecret }),
  /** `transaction` is base64 msgpack of the Transaction (the inner txn of a SignedTxn); public_key picks a rekeyed signer. */
  signTransaction: z.strictObject({ public_key: PublicKey.optional(), transaction: base64(), ...withSecret }),
  createWallet: z.strictObject({
    master_derivation_key: MasterDerivationKey.optional(),
    wallet_driver_name: z.string().optional(),
    wallet_name: nonEmpty('wallet name'),
    wallet_password: password(),
  }),
  walletInfo: z.strictObject(withToken),
  initWallet: z.strictObject({ wallet_id: nonEmpty('wallet id'), wallet_password: password() }),
  releaseWallet: z.strictObject(withToken),
  renameWallet: z.strictObject({
    wallet_id: nonEmpty('wallet id'),
    wallet_name: nonEmpty('wallet name'),
    wallet_password: password(),
  }),
  renewWallet: z.strictObject(withToken),
} as const
