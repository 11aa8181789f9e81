import 'server-only'
import { publicKeyBase64 } from '../codec'
import { BadInputError, defineAction, parse, textField, textFields, token, withPassword } from './action'
import { multisigDetails } from './views'

/** Multisig accounts the unlocked wallet knows. */
export const MULTISIG_ACTIONS = {
  'multisig/list': defineAction('multisig/list', {
    session: true,
    async run({ kmd, session }) {
      const addrs = textFields(await kmd.call('kmd.multisig.list', token(session)), 'addresses')
      return { multisigs: await Promise.all(addrs.map((a) => multisigDetails(kmd, session, a))) }
    },
  }),

  'multisig/import': defineAction('multisig/import', {
    session: true,
    async run({ kmd, session, input }) {
      if (input.threshold > input.addresses.length)
        throw new BadInputError(`threshold ${input.threshold} is more than the ${input.addresses.length} keys`)
      const pks = input.addresses.map((a) => parse(() => publicKeyBase64(a)))
      const a = await kmd.call('kmd.multisig.import', {
        ...token(session),
        pks,
        threshold: input.threshold,
        multisig_version: input.version,
      })
      return { address: textField(a, 'address') }
    },
  }),

  'multisig/export': defineAction('multisig/export', {
    session: true,
    async run({ kmd, session, input }) {
      return { multisig: await multisigDetails(kmd, session, input.address) }
    },
  }),

  'multisig/delete': defineAction('multisig/delete', {
    session: true,
    async run({ kmd, session, input }) {
      await kmd.call('kmd.multisig.delete', { ...withPassword(session, input.password), address: input.address })
      return { deleted: input.address }
    },
  }),
}
