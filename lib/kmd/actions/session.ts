import 'server-only'
import type { KmdAnswer } from '../client'
import { BadInputError, defineAction, textField, token } from './action'
import { expiresMs, sessionView, walletView, type WalletJson } from './views'

/** Session: whether the browser holds an unlocked wallet, unlocking, keeping it alive, locking. */
export const SESSION_ACTIONS = {
  status: defineAction('status', {
    session: false,
    async run({ kmd, store, sessionId, setSession }) {
      const s = store.get(sessionId)
      if (!s) {
        if (sessionId) setSession(null)
        return { session: null }
      }
      // Ask kmd: the handle may have expired or been released behind our back.
      const info = await kmd.call('kmd.wallet.info', token(s))
      s.tokenExpiresAt = Date.now() + expiresMs(info)
      return { session: sessionView(store, s) }
    },
  }),

  unlock: defineAction('unlock', {
    session: false,
    async run({ kmd, input, store, sessionId, setSession, client }) {
      // A new unlock always gets a new session id (and releases the previous handle of this browser).
      if (sessionId) await store.end(sessionId)
      store.assertRoom(client) // before kmd hands out a handle we could not keep
      const init = await kmd.call('kmd.wallet.init', { wallet_id: input.wallet_id, wallet_password: input.password })
      const handleToken = textField(init, 'wallet_handle_token')
      if (!handleToken) throw new BadInputError('kmd returned no wallet handle')
      let info: KmdAnswer
      try {
        info = await kmd.call('kmd.wallet.info', { wallet_handle_token: handleToken })
      } catch (e) {
        await kmd.call('kmd.wallet.release', { wallet_handle_token: handleToken }).catch(() => undefined)
        throw e
      }
      const wallet = walletView((info.wallet_handle as { wallet?: WalletJson } | undefined)?.wallet)
      const s = store.create({
        walletId: input.wallet_id,
        walletName: wallet.name,
        handleToken,
        tokenExpiresAt: Date.now() + expiresMs(info),
        client,
      })
      setSession(s)
      return { session: sessionView(store, s) }
    },
  }),

  renew: defineAction('renew', {
    session: true,
    async run({ kmd, store, session }) {
      const a = await kmd.call('kmd.wallet.renew', token(session))
      session.tokenExpiresAt = Date.now() + expiresMs(a)
      return { session: sessionView(store, session) }
    },
  }),

  lock: defineAction('lock', {
    session: false,
    async run({ store, sessionId, setSession }) {
      const released = sessionId ? await store.end(sessionId) : false
      setSession(null)
      return { released }
    },
  }),
}
