import 'server-only'
import { parseMasterKey } from '../codec'
import { defineAction, parse } from './action'
import { walletView, type WalletJson } from './views'

/** Wallets: list, create (optionally from a master derivation key), rename. */
export const WALLET_ACTIONS = {
  'wallets/list': defineAction('wallets/list', {
    session: false,
    async run({ kmd }) {
      const a = await kmd.call('kmd.wallets.list', {})
      return { wallets: (Array.isArray(a.wallets) ? (a.wallets as WalletJson[]) : []).map(walletView) }
    },
  }),

  'wallets/create': defineAction('wallets/create', {
    session: false,
    async run({ kmd, input }) {
      const mdk = parse(() => parseMasterKey(input.master_key ?? ''))
      const a = await kmd.call('kmd.wallet.create', {
        wallet_name: input.name,
        wallet_password: input.password,
        ...(mdk ? { master_derivation_key: mdk } : {}),
        ...(input.driver ? { wallet_driver_name: input.driver } : {}),
      })
      return { wallet: walletView(a.wallet as WalletJson) }
    },
  }),

  'wallets/rename': defineAction('wallets/rename', {
    session: false,
    async run({ kmd, input, store, sessionId }) {
      const a = await kmd.call('kmd.wallet.rename', {
        wallet_id: input.wallet_id,
        wallet_name: input.name,
        wallet_password: input.password,
      })
      const s = store.get(sessionId)
      if (s && s.walletId === input.wallet_id) s.walletName = input.name
      return { wallet: walletView(a.wallet as WalletJson) }
    },
  }),
}
