'use client'
import { kmdNetwork } from '@/lib/kmd/compose'
import { useState, type FormEvent } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import { useKmd } from './context'
import { DeleteWithPassword } from './delete-with-password'
import { RevealWithPassword, SecretBox, type SecretItem } from './secret'
import { Button, ErrorText, Field, Mono, PasswordInput, ConsoleSection, TextArea } from './ui'

/** Keys of the unlocked wallet: list, generate (mnemonic shown once on request), import, export, delete; the master key. */
export function KeysPanel() {
  const { keys, reloadKeys } = useKmd()
  return (
    <ConsoleSection
      id="keys"
      title="Keys"
      actions={
        <Button variant="plain" onClick={() => void reloadKeys()}>
          Refresh
        </Button>
      }
    >
      {keys.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">No keys in this wallet yet.</p>
      ) : (
        <ul aria-label="Keys" className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800">
          {keys.map((k) => (
            <KeyRow key={k} address={k} />
          ))}
        </ul>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <GenerateKey />
        <ImportKey />
      </div>
      <MasterKey />
    </ConsoleSection>
  )
}

function KeyRow({ address }: { address: string }) {
  const { call, reloadKeys } = useKmd()
  const remove = async (password: string) => {
    const r = await call('keys/delete', { address, password })
    if (!r.ok) return r.message
    await reloadKeys()
  }
  return (
    <li className="flex flex-col gap-2 py-2" data-testid={`key-${address}`}>
      <div className="flex flex-wrap items-center gap-1">
        <Mono>{address}</Mono>
        <CopyButton value={address} label="Copy address" />
        <a
          href={`/${kmdNetwork()}/accounts/${address}`}
          className="text-xs text-sky-700 hover:underline dark:text-sky-400"
        >
          account
        </a>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <RevealWithPassword
          label="Export key…"
          testId={`export-${address}`}
          reveal={async (pw) => {
            const r = await call<{ private_key: string; mnemonic: string }>('keys/export', { address, password: pw })
            return r.ok
              ? {
                  items: [
                    { label: 'Mnemonic', value: r.mnemonic },
                    { label: 'Private key (base64)', value: r.private_key },
                  ],
                }
              : { error: r.message }
          }}
        />
        <DeleteWithPassword label={`Delete ${address}`} action="Delete key" onDelete={remove} />
      </div>
    </li>
  )
}

function GenerateKey() {
  const { call, reloadKeys } = useKmd()
  const [showMnemonic, setShowMnemonic] = useState(false)
  const [password, setPassword] = useState('')
  const [secret, setSecret] = useState<SecretItem[] | null>(null)
  const [made, setMade] = useState<string>()
  const [error, setError] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const r = await call<{ address: string; mnemonic?: string }>(
      'keys/generate',
      showMnemonic ? { show_mnemonic: true, password } : {},
    )
    setPassword('')
    if (!r.ok) return setError(r.message)
    setError(undefined)
    setMade(r.address)
    if (r.mnemonic) setSecret([{ label: 'Mnemonic of the new key', value: r.mnemonic }])
    await reloadKeys()
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-2 rounded border border-zinc-200 p-2 dark:border-zinc-800"
      aria-label="Generate a key"
    >
      <h3 className="text-sm font-semibold">Generate a key</h3>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={showMnemonic} onChange={(e) => setShowMnemonic(e.target.checked)} />
        Show its 25-word mnemonic once
      </label>
      {showMnemonic && (
        <Field label="Wallet password (to read the new key once)">
          <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
      )}
      <Button type="submit" className="self-start">
        Generate key
      </Button>
      <ErrorText message={error} />
      {made && (
        <p role="status" className="text-sm">
          New key: <Mono testId="generated-address">{made}</Mono>
        </p>
      )}
      {secret && <SecretBox items={secret} onHide={() => setSecret(null)} testId="generated-mnemonic" />}
    </form>
  )
}

function ImportKey() {
  const { call, reloadKeys } = useKmd()
  const [key, setKey] = useState('')
  const [made, setMade] = useState<string>()
  const [error, setError] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const r = await call<{ address: string }>('keys/import', { key })
    if (!r.ok) return setError(r.message)
    setKey('')
    setError(undefined)
    setMade(r.address)
    await reloadKeys()
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-2 rounded border border-zinc-200 p-2 dark:border-zinc-800"
      aria-label="Import a key"
    >
      <h3 className="text-sm font-semibold">Import a key</h3>
      <Field
        label="Mnemonic or private key"
        hint="25 words, or base64 of the 64-byte key. Imported keys are backed up only with the wallet database."
      >
        <TextArea value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" />
      </Field>
      <Button type="submit" className="self-start">
        Import key
      </Button>
      <ErrorText message={error} />
      {made && (
        <p role="status" className="text-sm">
          Imported: <Mono testId="imported-address">{made}</Mono>
        </p>
      )}
    </form>
  )
}

function MasterKey() {
  const { call } = useKmd()
  return (
    <div className="flex flex-col items-start gap-1 rounded border border-zinc-200 p-2 dark:border-zinc-800">
      <h3 className="text-sm font-semibold">Master derivation key</h3>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        Regenerates every generated key of this wallet (not imported ones).
      </p>
      <RevealWithPassword
        label="Export master key…"
        testId="master-key"
        reveal={async (pw) => {
          const r = await call<{ master_derivation_key: string; mnemonic: string }>('master-key/export', {
            password: pw,
          })
          return r.ok
            ? {
                items: [
                  { label: 'Master key mnemonic', value: r.mnemonic },
                  { label: 'Master key (base64)', value: r.master_derivation_key },
                ],
              }
            : { error: r.message }
        }}
      />
    </div>
  )
}
