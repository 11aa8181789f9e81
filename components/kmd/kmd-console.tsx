'use client'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { KmdContext, type KmdContextValue } from './context'
import { KeysPanel } from './keys-panel'
import { MultisigPanel } from './multisig-panel'
import { SignProgramPanel, SignTransactionPanel, type NodeUrls } from './sign-panel'
import { Button } from './ui'
import { useKmdSession, type Phase } from './use-session'
import { WalletsPanel } from './wallets-panel'

const secondsLeft = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000))
const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`

/** The KMD console: wallets while locked; keys, multisig and signing once a wallet is unlocked. */
export function KmdConsole({ node }: { node: NodeUrls }) {
  const { phase, clock, now, adopt, call, lock } = useKmdSession()
  // Keys are held with the wallet they were listed for: after a lock and another unlock, the last wallet's keys
  // must not be offered (signing with them fails) while the new list is on its way.
  const [listed, setListed] = useState<{ wallet: string; keys: string[] }>({ wallet: '', keys: [] })
  const unlocked = phase.kind === 'unlocked' ? phase.session : null
  const walletId = unlocked?.wallet_id

  const reloadKeys = useCallback(async () => {
    const r = await call<{ addresses: string[] }>('keys/list')
    if (r.ok && walletId) setListed({ wallet: walletId, keys: r.addresses })
  }, [call, walletId])
  useEffect(() => {
    let live = true
    if (walletId)
      void call<{ addresses: string[] }>('keys/list').then(
        (r) => live && setListed({ wallet: walletId, keys: r.ok ? r.addresses : [] }),
      )
    return () => {
      live = false
    }
  }, [walletId, call])

  const ctx = useMemo<KmdContextValue | null>(
    () =>
      unlocked
        ? { session: unlocked, call, keys: walletId && listed.wallet === walletId ? listed.keys : [], reloadKeys }
        : null,
    [unlocked, walletId, call, listed, reloadKeys],
  )

  if (phase.kind === 'loading')
    return <p className="text-sm text-zinc-500 dark:text-zinc-400">Checking the key management daemon…</p>
  if (phase.kind === 'unconfigured') return <NotConfigured />
  if (phase.kind === 'unavailable') return <Unavailable message={phase.message} />

  return (
    <div className="flex flex-col gap-4">
      {ctx && clock ? (
        <div
          role="status"
          aria-label="Session"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm dark:border-emerald-800 dark:bg-emerald-950"
        >
          <span>
            Unlocked: <strong data-testid="unlocked-wallet">{ctx.session.wallet_name}</strong>
          </span>
          <span className="tabular-nums" data-testid="handle-expiry">
            handle expires in {mmss(secondsLeft(clock.expiresAt, now))}
          </span>
          <span className="tabular-nums">locks after inactivity in {mmss(secondsLeft(clock.idleAt, now))}</span>
          <Button variant="plain" className="ml-auto" onClick={() => void lock('Locked.')}>
            Lock
          </Button>
        </div>
      ) : (
        <LockedNotice phase={phase} />
      )}
      <WalletsPanel current={unlocked} onUnlocked={(s) => adopt(s)} />
      {ctx && (
        <KmdContext.Provider value={ctx}>
          <KeysPanel />
          <MultisigPanel />
          <SignTransactionPanel node={node} />
          <SignProgramPanel />
        </KmdContext.Provider>
      )}
    </div>
  )
}

function LockedNotice({ phase }: { phase: Phase }) {
  const reason = phase.kind === 'locked' ? phase.reason : undefined
  return (
    <div
      role="status"
      data-testid="locked"
      className="rounded-lg border border-zinc-300 px-3 py-2 text-sm dark:border-zinc-700"
    >
      {reason ? <p className="font-medium">{reason}</p> : null}
      <p>No wallet is unlocked. Pick a wallet below and unlock it with its password.</p>
    </div>
  )
}

export function NotConfigured() {
  return (
    <div
      role="status"
      data-testid="kmd-not-configured"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
    >
      <p className="font-medium">No key management daemon is configured on this server.</p>
      <p>
        Set <code>KMD_ENABLED=true</code> and point <code>KMD_URL</code> at a kmd gateway with its key in{' '}
        <code>KMD_API_KEY</code>
        (or leave <code>KMD_URL</code> unset to use the embedded devnet), then restart the server. Keep the console off
        on public deployments: kmd is a local development tool.
      </p>
    </div>
  )
}

function Unavailable({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-1 rounded-lg border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950"
    >
      <p className="font-medium">The key management daemon is not answering: {message}.</p>
      <p>
        Check that it runs and that <code>KMD_URL</code> and <code>KMD_API_KEY</code> point at it, then reload this
        page.
      </p>
    </div>
  )
}
