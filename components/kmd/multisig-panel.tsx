'use client'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import type { MultisigInfo, MultisigView } from '@/lib/client/kmd'
import { useKmd } from './context'
import { DeleteWithPassword } from './delete-with-password'
import { KeySelect } from './sign-panel'
import { TxnField } from './txn-preview'
import { Button, ErrorText, Field, Mono, PasswordInput, ConsoleSection, TextArea, TextInput } from './ui'

/** Multisig accounts of the wallet: import, list, export, delete, and partial signing of transactions and programs. */
export function MultisigPanel() {
  const { call } = useKmd()
  const [list, setList] = useState<MultisigInfo[] | null>(null)
  const [error, setError] = useState<string>()
  const [version, setVersion] = useState(0)
  const load = useCallback(() => setVersion((v) => v + 1), [])
  useEffect(() => {
    let live = true
    void call<{ multisigs: MultisigInfo[] }>('multisig/list').then((r) => {
      if (!live) return
      if (r.ok) setList(r.multisigs)
      else setError(r.message)
    })
    return () => {
      live = false
    }
  }, [call, version])
  return (
    <ConsoleSection
      id="multisig"
      title="Multisig accounts"
      actions={
        <Button variant="plain" onClick={load}>
          Refresh
        </Button>
      }
    >
      <ErrorText message={error} />
      {list && list.length === 0 && (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">No multisig account stored in this wallet.</p>
      )}
      {list && list.length > 0 && (
        <ul aria-label="Multisig accounts" className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800">
          {list.map((m) => (
            <MultisigRow key={m.address} m={m} onDeleted={load} />
          ))}
        </ul>
      )}
      <ImportMultisig onImported={load} />
      <MultisigSign multisigs={list ?? []} />
    </ConsoleSection>
  )
}

function MultisigRow({ m, onDeleted }: { m: MultisigInfo; onDeleted: () => void }) {
  const { call } = useKmd()
  const [exported, setExported] = useState<string>()
  const [error, setError] = useState<string>()
  const doExport = async () => {
    const r = await call<{ multisig: MultisigInfo }>('multisig/export', { address: m.address })
    if (r.ok)
      setExported(
        JSON.stringify(
          { version: r.multisig.version, threshold: r.multisig.threshold, addresses: r.multisig.addresses },
          null,
          2,
        ),
      )
    else setError(r.message)
  }
  const remove = async (password: string) => {
    const r = await call('multisig/delete', { address: m.address, password })
    if (!r.ok) return r.message
    onDeleted()
  }
  return (
    <li className="flex flex-col gap-2 py-2" data-testid={`msig-${m.address}`}>
      <div className="flex flex-wrap items-center gap-1">
        <Mono>{m.address}</Mono>
        <CopyButton value={m.address} label="Copy multisig address" />
        <span className="text-xs text-zinc-500 dark:text-zinc-400">
          {m.threshold} of {m.addresses.length}, version {m.version}
        </span>
      </div>
      <ul className="ml-4 list-disc text-xs">
        {m.addresses.map((a) => (
          <li key={a}>
            <Mono>{a}</Mono>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-start gap-2">
        <Button variant="plain" onClick={() => void doExport()}>
          Export
        </Button>
        <DeleteWithPassword label={`Delete multisig ${m.address}`} action="Delete multisig" onDelete={remove} />
      </div>
      {exported && (
        <div className="flex items-start gap-1">
          <pre className="overflow-x-auto rounded bg-zinc-50 p-2 text-xs dark:bg-zinc-900" data-testid="msig-export">
            {exported}
          </pre>
          <CopyButton value={exported} label="Copy multisig preimage" />
        </div>
      )}
      <ErrorText message={error} />
    </li>
  )
}

function ImportMultisig({ onImported }: { onImported: () => void }) {
  const { call, keys } = useKmd()
  const [addresses, setAddresses] = useState('')
  const [threshold, setThreshold] = useState('2')
  const [version, setVersion] = useState('1')
  const [made, setMade] = useState<string>()
  const [error, setError] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const list = addresses.split(/[\s,]+/).filter(Boolean)
    const r = await call<{ address: string }>('multisig/import', {
      addresses: list,
      threshold: Number(threshold),
      version: Number(version),
    })
    if (!r.ok) return setError(r.message)
    setError(undefined)
    setMade(r.address)
    onImported()
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-2 rounded border border-zinc-200 p-2 dark:border-zinc-800"
      aria-label="Import a multisig account"
    >
      <h3 className="text-sm font-semibold">Import a multisig account</h3>
      <Field label="Member addresses, in order (one per line)">
        <TextArea value={addresses} onChange={(e) => setAddresses(e.target.value)} rows={4} />
      </Field>
      {keys.length > 0 && (
        <Button variant="plain" className="self-start" onClick={() => setAddresses(keys.join('\n'))}>
          Use this wallet&apos;s keys
        </Button>
      )}
      <div className="flex flex-wrap gap-2">
        <Field label="Threshold">
          <TextInput
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
            inputMode="numeric"
            className="w-24"
          />
        </Field>
        <Field label="Version">
          <TextInput
            value={version}
            onChange={(e) => setVersion(e.target.value)}
            inputMode="numeric"
            className="w-24"
          />
        </Field>
      </div>
      <Button type="submit" className="self-start">
        Import multisig
      </Button>
      <ErrorText message={error} />
      {made && (
        <p role="status" className="text-sm">
          Multisig address: <Mono testId="msig-address">{made}</Mono>
        </p>
      )}
    </form>
  )
}

function PartialView({ blob, view }: { blob: string; view: MultisigView }) {
  return (
    <div
      className="flex flex-col gap-1 rounded border border-emerald-300 p-2 text-sm dark:border-emerald-800"
      data-testid="msig-partial"
    >
      <p>
        <span data-testid="msig-signatures">{view.signatures}</span> of {view.threshold} signatures (version{' '}
        {view.version}){view.signatures >= view.threshold ? ' — complete' : ' — partial'}
      </p>
      <ul className="ml-4 list-disc text-xs">
        {view.subsigs.map((s) => (
          <li key={s.address}>
            <Mono>{s.address}</Mono> {s.signed ? '✓ signed' : '· not yet'}
          </li>
        ))}
      </ul>
      <div className="flex items-start gap-1">
        <Mono>{blob}</Mono>
        <CopyButton value={blob} label="Copy partial multisig" />
      </div>
    </div>
  )
}

function MultisigSign({ multisigs }: { multisigs: MultisigInfo[] }) {
  const { call } = useKmd()
  const [mode, setMode] = useState<'txn' | 'program'>('txn')
  const [input, setInput] = useState('')
  const [msig, setMsig] = useState('')
  const [signer, setSigner] = useState('')
  const [partial, setPartial] = useState('')
  const [password, setPassword] = useState('')
  const [out, setOut] = useState<{ blob: string; view: MultisigView } | null>(null)
  const [error, setError] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const common = { signer, password, ...(partial.trim() && { partial: partial.trim() }) }
    const r =
      mode === 'txn'
        ? await call<{ multisig: string; view: MultisigView }>('multisig/sign', {
            ...common,
            transaction: input,
            ...(msig && { multisig_address: msig }),
          })
        : await call<{ multisig: string; view: MultisigView }>('multisig/sign-program', {
            ...common,
            program: input,
            multisig_address: msig,
          })
    setPassword('')
    if (!r.ok) return setError(r.message)
    setError(undefined)
    setOut({ blob: r.multisig, view: r.view })
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-2 rounded border border-zinc-200 p-2 dark:border-zinc-800"
      aria-label="Multisig signing"
    >
      <h3 className="text-sm font-semibold">Sign as one member</h3>
      <div role="group" aria-label="What to sign" className="flex gap-3 text-sm">
        <label className="flex items-center gap-1">
          <input type="radio" checked={mode === 'txn'} onChange={() => setMode('txn')} /> Transaction
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" checked={mode === 'program'} onChange={() => setMode('program')} /> Program
        </label>
      </div>
      {mode === 'txn' ? (
        <TxnField value={input} onChange={setInput} />
      ) : (
        <Field label="Compiled program (base64)">
          <TextArea value={input} onChange={(e) => setInput(e.target.value)} />
        </Field>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label={mode === 'txn' ? 'Multisig account (if not the sender)' : 'Multisig account'}>
          <select
            value={msig}
            onChange={(e) => setMsig(e.target.value)}
            className="min-w-0 rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
          >
            <option value="">—</option>
            {multisigs.map((m) => (
              <option key={m.address} value={m.address}>
                {m.address}
              </option>
            ))}
          </select>
        </Field>
        <KeySelect label="Signing member (a key of this wallet)" value={signer} onChange={setSigner} />
        <Field label="Partial multisig so far (optional)">
          <TextArea value={partial} onChange={(e) => setPartial(e.target.value)} rows={2} />
        </Field>
        <Field label="Wallet password">
          <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
      </div>
      <Button type="submit" className="self-start">
        Sign as member
      </Button>
      <ErrorText message={error} />
      {out && <PartialView blob={out.blob} view={out.view} />}
    </form>
  )
}
