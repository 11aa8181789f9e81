import 'server-only'
import { fromBase64, masterKeyToMnemonic, parsePrivateKey, privateKeyToMnemonic } from '../codec'
import { BadInputError, defineAction, parse, textField, textFields, token, withPassword } from './action'

/** Keys of the unlocked wallet, and the export of its master derivation key. */
export const KEY_ACTIONS = {
  'keys/list': defineAction('keys/list', {
    session: true,
    async run({ kmd, session }) {
      return { addresses: textFields(await kmd.call('kmd.key.list', token(session)), 'addresses') }
    },
  }),

  'keys/generate': defineAction('keys/generate', {
    session: true,
    async run({ kmd, session, input }) {
      if (input.show_mnemonic && input.password === undefined)
        throw new BadInputError('showing the mnemonic needs the wallet password')
      const addr = textField(
        await kmd.call('kmd.key.generate', { ...token(session), display_mnemonic: false }),
        'address',
      )
      if (!input.show_mnemonic || input.password === undefined) return { address: addr }
      // kmd's own display_mnemonic is unsupported by its sqlite driver: export the new key once and show its words.
      const sk = textField(
        await kmd.call('kmd.key.export', { ...withPassword(session, input.password), address: addr }),
        'private_key',
      )
      return { address: addr, mnemonic: parse(() => privateKeyToMnemonic(fromBase64(sk, 'private key'))) }
    },
  }),

  'keys/import': defineAction('keys/import', {
    session: true,
    async run({ kmd, session, input }) {
      const privateKey = parse(() => parsePrivateKey(input.key))
      return {
        address: textField(await kmd.call('kmd.key.import', { ...token(session), private_key: privateKey }), 'address'),
      }
    },
  }),

  'keys/export': defineAction('keys/export', {
    session: true,
    async run({ kmd, session, input }) {
      const sk = textField(
        await kmd.call('kmd.key.export', { ...withPassword(session, input.password), address: input.address }),
        'private_key',
      )
      return {
        address: input.address,
        private_key: sk,
        mnemonic: parse(() => privateKeyToMnemonic(fromBase64(sk, 'private key'))),
      }
    },
  }),

  'keys/delete': defineAction('keys/delete', {
    session: true,
    async run({ kmd, session, input }) {
      await kmd.call('kmd.key.delete', { ...withPassword(session, input.password), address: input.address })
      return { deleted: input.address }
    },
  }),

  'master-key/export': defineAction('master-key/export', {
    session: true,
    async run({ kmd, session, input }) {
      const mdk = textField(
        await kmd.call('kmd.masterKey.export', withPassword(session, input.password)),
        'master_derivation_key',
      )
      return {
        master_derivation_key: mdk,
        mnemonic: parse(() => masterKeyToMnemonic(fromBase64(mdk, 'master derivation key'))),
      }
    },
  }),
}
