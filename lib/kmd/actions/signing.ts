import 'server-only'
import {
  decodeMultisig,
  decodeTxn,
  fromBase64,
  multisigToPartial,
  publicKeyBase64,
  signedTxnId,
  toBase64,
} from '../codec'
import { defineAction, parse, textField, withPassword } from './action'

/** Signing with the unlocked wallet: transactions, programs (delegated logic signatures), multisig shares. */
export const SIGNING_ACTIONS = {
  'transaction/sign': defineAction('transaction/sign', {
    session: true,
    async run({ kmd, session, input }) {
      const { unsigned } = parse(() => decodeTxn(input.transaction))
      const a = await kmd.call('kmd.transaction.sign', {
        ...withPassword(session, input.password),
        transaction: unsigned,
        ...(input.auth_address ? { public_key: parse(() => publicKeyBase64(input.auth_address as string)) } : {}),
      })
      const signed = textField(a, 'signed_transaction')
      return { signed_transaction: signed, txid: parse(() => signedTxnId(signed)) }
    },
  }),

  'program/sign': defineAction('program/sign', {
    session: true,
    async run({ kmd, session, input }) {
      const data = toBase64(parse(() => fromBase64(input.program, 'program')))
      return {
        sig: textField(
          await kmd.call('kmd.program.sign', {
            ...withPassword(session, input.password),
            address: input.address,
            data,
          }),
          'sig',
        ),
      }
    },
  }),

  'multisig/sign': defineAction('multisig/sign', {
    session: true,
    async run({ kmd, session, input }) {
      const { unsigned } = parse(() => decodeTxn(input.transaction))
      const partial = input.partial ? parse(() => multisigToPartial(input.partial as string)) : undefined
      const a = await kmd.call('kmd.multisig.sign', {
        ...withPassword(session, input.password),
        transaction: unsigned,
        public_key: parse(() => publicKeyBase64(input.signer)),
        ...(input.multisig_address ? { signer: parse(() => publicKeyBase64(input.multisig_address as string)) } : {}),
        ...(partial ? { partial_multisig: partial } : {}),
      })
      const multisig = textField(a, 'multisig')
      return { multisig, view: parse(() => decodeMultisig(multisig)) }
    },
  }),

  'multisig/sign-program': defineAction('multisig/sign-program', {
    session: true,
    async run({ kmd, session, input }) {
      const program = parse(() => fromBase64(input.program, 'program'))
      const partial = input.partial ? parse(() => multisigToPartial(input.partial as string)) : undefined
      const a = await kmd.call('kmd.multisig.signProgram', {
        ...withPassword(session, input.password),
        address: input.multisig_address,
        data: toBase64(program),
        public_key: parse(() => publicKeyBase64(input.signer)),
        ...(partial ? { partial_multisig: partial } : {}),
      })
      const multisig = textField(a, 'multisig')
      return { multisig, view: parse(() => decodeMultisig(multisig)) }
    },
  }),
}
