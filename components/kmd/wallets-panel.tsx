'use client'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { kmdPost, type SessionView, type WalletView } from '@/lib/client/kmd'
import { Button, ErrorText, Field, PasswordInput, ConsoleSection, TextInput } from './ui'

/**
 * Wallets: list, unlock (the only place a password opens a session), create (name, password, optional master
 * derivation key, driver) and rename. Passwords live in form state only until the call returns.
 */
export function WalletsPanel({
  current,
  onUnlocked,
}: {
  current: SessionView | null
  onUnlocked: (s: SessionView) => void
}) {
  const [wallets, setWallets] = useState<WalletView[] | null>(null)
  const [error, setError] = useState<string>()
  const [version, setVersion] = useState(0)
  const load = useCallback(() => setVersion((v) => v + 1), [])
  useEffect(() => {
    let live = true
    void kmdPost<{ wallets: WalletView[] }>('wallets/list').then((r) => {
      if (!live) return
      if (r.ok) setWallets(r.wallets)
      else setError(r.message)
    })
    return () => {
      live = false
    }
  }, [version, current?.wallet_name])

  return (
    <ConsoleSection
      id="wallets"
      title="Wallets"
      actions={
        <Button variant="plain" onClick={load}>
          Refresh
        </Button>
      }
    >
      <ErrorText message={error} />
      {wallets === null ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">Loading wallets…</p>
      ) : wallets.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">The daemon has no wallet yet: create one below.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Wallets">
          {wallets.map((w) => (
            <WalletRow key={w.id} wallet={w} unlocked={current?.wallet_id === w.id} onUnlocked={onUnlocked} />
          ))}
        </ul>
      )}
      <details className="rounded border border-zinc-200 p-2 dark:border-zinc-800">
        <summary className="cursor-pointer text-sm font-medium">Create a wallet</summary>
        <CreateWallet onCreated={load} />
      </details>
      {wallets && wallets.length > 0 && (
        <details className="rounded border border-zinc-200 p-2 dark:border-zinc-800">
          <summary className="cursor-pointer text-sm font-medium">Rename a wallet</summary>
          <RenameWallet wallets={wallets} onRenamed={load} />
        </details>
      )}
    </ConsoleSection>
  )
}

function WalletRow({
  wallet,
  unlocked,
  onUnlocked,
}: {
  wallet: WalletView
  unlocked: boolean
  onUnlocked: (s: SessionView) => void
}) {
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(undefined)
    const r = await kmdPost<{ session: SessionView }>('unlock', { wallet_id: wallet.id, password })
    setPassword('')
    setBusy(false)
    if (r.ok) {
      setOpen(false)
      onUnlocked(r.session)
    } else setError(r.message)
  }
  return (
    <li className="flex flex-col gap-2 py-2" data-testid={`wallet-${wallet.name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{wallet.name}</span>
        <span className="text-xs text-zinc-500 dark:text-zinc-400">{wallet.driver_name}</span>
        {unlocked ? (
          <span className="ml-auto rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
            unlocked
          </span>
        ) : (
          <Button variant="plain" className="ml-auto" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            Unlock
          </Button>
        )}
      </div>
      {open && !unlocked && (
        <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
          <Field label={`Password of ${wallet.name}`}>
            <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? 'Unlocking…' : 'Unlock wallet'}
          </Button>
          <ErrorText message={error} />
        </form>
      )}
    </li>
  )
}

function CreateWallet({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [masterKey, setMasterKey] = useState('')
  const [driver, setDriver] = useState('sqlite')
  const [error, setError] = useState<string>()
  const [done, setDone] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setDone(undefined)
    if (password !== confirm) return setError('The two passwords differ.')
    setError(undefined)
    const r = await kmdPost<{ wallet: WalletView }>('wallets/create', {
      name,
      password,
      ...(masterKey.trim() && { master_key: masterKey }),
      ...(driver && { driver }),
    })
    setPassword('')
    setConfirm('')
    setMasterKey('')
    if (!r.ok) return setError(r.message)
    setDone(`Created wallet ${r.wallet.name}.`)
    setName('')
    onCreated()
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-2 grid gap-2 sm:grid-cols-2" aria-label="Create a wallet">
      <Field label="Wallet name">
        <TextInput value={name} onChange={(e) => setName(e.target.value)} required maxLength={64} />
      </Field>
      <Field label="Driver">
        <TextInput value={driver} onChange={(e) => setDriver(e.target.value)} />
      </Field>
      <Field label="New wallet password">
        <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
      </Field>
      <Field label="Repeat the password">
        <PasswordInput value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" />
      </Field>
      <div className="sm:col-span-2">
        <Field
          label="Master derivation key (optional)"
          hint="25-word mnemonic or base64; leave empty for a new random key."
        >
          <PasswordInput value={masterKey} onChange={(e) => setMasterKey(e.target.value)} />
        </Field>
      </div>
      <div className="flex items-center gap-2 sm:col-span-2">
        <Button type="submit">Create wallet</Button>
        <ErrorText message={error} />
        {done && (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            {done}
          </p>
        )}
      </div>
    </form>
  )
}

function RenameWallet({ wallets, onRenamed }: { wallets: WalletView[]; onRenamed: () => void }) {
  const [id, setId] = useState(wallets[0]?.id ?? '')
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const r = await kmdPost<{ wallet: WalletView }>('wallets/rename', { wallet_id: id, name, password })
    setPassword('')
    if (!r.ok) return setError(r.message)
    setError(undefined)
    setName('')
    onRenamed()
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-2 grid gap-2 sm:grid-cols-3" aria-label="Rename a wallet">
      <Field label="Wallet">
        <select
          value={id}
          onChange={(e) => setId(e.target.value)}
          className="rounded border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        >
          {wallets.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="New name">
        <TextInput value={name} onChange={(e) => setName(e.target.value)} required maxLength={64} />
      </Field>
      <Field label="Wallet password">
        <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <div className="flex items-center gap-2 sm:col-span-3">
        <Button type="submit">Rename</Button>
        <ErrorText message={error} />
      </div>
    </form>
  )
}
