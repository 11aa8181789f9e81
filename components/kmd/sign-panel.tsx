'use client'
import Link from 'next/link'
import { useState, type FormEvent } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import { fromBase64 } from '@/lib/kmd/codec'
import { composePayment, kmdNetwork, nativeUnit, type NodeParams } from '@/lib/kmd/compose'
import { submitOutcome } from '@/lib/explorer/ledger/submit'
import { useKmd } from './context'
import { SimulateStep } from './simulate-step'
import { TxnField } from './txn-preview'
import { Button, ErrorText, Field, Mono, PasswordInput, ConsoleSection, TextArea, TextInput } from './ui'

export interface NodeUrls {
  /** Proxy URL of the node's suggested params (catalog-derived by the page). */
  params: string
  /** Proxy URL of the node's transaction submit. */
  submit: string
  /** Proxy URL of the node's simulate (the step before signing). */
  simulate: string
}

function KeySelect({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  const { keys } = useKmd()
  return (
    <Field label={label}>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-w-0 rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
      >
        <option value="">—</option>
        {keys.map((k) => (
          <option key={k} value={k}>
            {k}
          </option>
        ))}
      </select>
    </Field>
  )
}

export { KeySelect }

/** Sign a transaction: paste (or compose) → review the decoded fields → password → signed blob → submit → explorer. */
export function SignTransactionPanel({ node }: { node: NodeUrls }) {
  const { call } = useKmd()
  const [txn, setTxn] = useState('')
  const [password, setPassword] = useState('')
  const [auth, setAuth] = useState('')
  const [signed, setSigned] = useState<{ blob: string; txid: string } | null>(null)
  const [error, setError] = useState<string>()
  const [submitted, setSubmitted] = useState<{ txid?: string; error?: string } | null>(null)

  const sign = async (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(null)
    const r = await call<{ signed_transaction: string; txid: string }>('transaction/sign', {
      transaction: txn,
      password,
      ...(auth && { auth_address: auth }),
    })
    setPassword('')
    if (!r.ok) return setError(r.message)
    setError(undefined)
    setSigned({ blob: r.signed_transaction, txid: r.txid })
  }

  const submit = async () => {
    if (!signed) return
    const res = await fetch(node.submit, {
      method: 'POST',
      headers: { 'content-type': 'application/x-binary' },
      body: fromBase64(signed.blob) as BodyInit,
    }).catch(() => null)
    setSubmitted(submitOutcome(res?.status ?? 0, res ? await res.json().catch(() => null) : null))
  }

  return (
    <ConsoleSection id="sign-transaction" title="Sign a transaction">
      <ComposePayment
        node={node}
        onComposed={(b) => {
          setTxn(b)
          setSigned(null)
        }}
      />
      <form onSubmit={(e) => void sign(e)} className="flex flex-col gap-2" aria-label="Sign a transaction">
        <TxnField
          value={txn}
          onChange={(v) => {
            setTxn(v)
            setSigned(null)
          }}
        />
        <SimulateStep txn={txn} url={node.simulate} />
        <div className="grid gap-2 sm:grid-cols-2">
          <KeySelect label="Signing key, if the sender is rekeyed (optional)" value={auth} onChange={setAuth} />
          <Field label="Wallet password">
            <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
        </div>
        <Button type="submit" className="self-start" disabled={!txn.trim()}>
          Sign transaction
        </Button>
        <ErrorText message={error} />
      </form>
      {signed && (
        <div className="flex flex-col gap-2 rounded border border-emerald-300 p-2 dark:border-emerald-800">
          <p className="text-sm">
            Signed transaction <Mono testId="signed-txid">{signed.txid}</Mono>
          </p>
          <div className="flex items-start gap-1">
            <Mono testId="signed-blob">{signed.blob}</Mono>
            <CopyButton value={signed.blob} label="Copy signed transaction" />
          </div>
          <Button className="self-start" onClick={() => void submit()}>
            Submit to the ledger node
          </Button>
          {submitted?.error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {submitted.error}
            </p>
          )}
          {submitted?.txid && (
            <p role="status" className="text-sm">
              Submitted:{' '}
              <Link
                href={`/${kmdNetwork()}/txs/${encodeURIComponent(submitted.txid)}`}
                className="text-sky-700 hover:underline dark:text-sky-400"
                data-testid="submitted-link"
              >
                {submitted.txid}
              </Link>
            </p>
          )}
        </div>
      )}
    </ConsoleSection>
  )
}

function ComposePayment({ node, onComposed }: { node: NodeUrls; onComposed: (blob: string) => void }) {
  const [sender, setSender] = useState('')
  const [receiver, setReceiver] = useState('')
  const [amount, setAmount] = useState('')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string>()
  const compose = async (e: FormEvent) => {
    e.preventDefault()
    try {
      const res = await fetch(node.params, { cache: 'no-store' })
      if (!res.ok) throw new Error(`the node answered ${res.status} for its suggested params`)
      onComposed(composePayment({ sender, receiver, amount, note }, (await res.json()) as NodeParams))
      setError(undefined)
    } catch (err) {
      setError((err as Error).message)
    }
  }
  return (
    <details className="rounded border border-zinc-200 p-2 dark:border-zinc-800">
      <summary className="cursor-pointer text-sm font-medium">Compose a payment</summary>
      <form onSubmit={(e) => void compose(e)} className="mt-2 grid gap-2 sm:grid-cols-2" aria-label="Compose a payment">
        <KeySelect label="From" value={sender} onChange={setSender} />
        <Field label="To (address)">
          <TextInput
            value={receiver}
            onChange={(e) => setReceiver(e.target.value.trim())}
            className="font-mono text-xs"
          />
        </Field>
        <Field label={`Amount (${nativeUnit().display})`}>
          <span className="flex items-center gap-1">
            <TextInput
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              placeholder="1.5"
              className="min-w-0 flex-1"
            />
            <span className="text-sm text-zinc-600 dark:text-zinc-400" aria-hidden>
              {nativeUnit().display}
            </span>
          </span>
        </Field>
        <Field label="Note (optional)">
          <TextInput value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <div className="flex items-center gap-2 sm:col-span-2">
          <Button type="submit" variant="plain">
            Fill the transaction below
          </Button>
          <ErrorText message={error} />
        </div>
      </form>
    </details>
  )
}

/** Sign a program (a delegated logic signature) with one key of the wallet. */
export function SignProgramPanel() {
  const { call } = useKmd()
  const [address, setAddress] = useState('')
  const [program, setProgram] = useState('')
  const [password, setPassword] = useState('')
  const [sig, setSig] = useState<string>()
  const [error, setError] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const r = await call<{ sig: string }>('program/sign', { address, program, password })
    setPassword('')
    if (!r.ok) return setError(r.message)
    setError(undefined)
    setSig(r.sig)
  }
  return (
    <ConsoleSection id="sign-program" title="Sign a program">
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2" aria-label="Sign a program">
        <KeySelect label="Key" value={address} onChange={setAddress} />
        <Field label="Compiled program (base64)">
          <TextArea value={program} onChange={(e) => setProgram(e.target.value)} />
        </Field>
        <Field label="Wallet password">
          <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Button type="submit" className="self-start">
          Sign program
        </Button>
        <ErrorText message={error} />
      </form>
      {sig && (
        <p className="flex items-start gap-1 text-sm">
          Signature: <Mono testId="program-sig">{sig}</Mono>
          <CopyButton value={sig} label="Copy signature" />
        </p>
      )}
    </ConsoleSection>
  )
}
