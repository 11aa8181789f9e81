'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import { Button, ErrorText, Field, PasswordInput } from './ui'

/** How long a revealed secret stays on screen. */
export const REVEAL_MS = 20_000

export interface SecretItem {
  label: string
  value: string
}

/**
 * A secret on screen: copyable, and gone after REVEAL_MS (or "Hide now"). It lives only in this component's
 * state, so hiding or unmounting drops it; nothing is written to storage.
 */
export function SecretBox({ items, onHide, testId }: { items: SecretItem[]; onHide: () => void; testId?: string }) {
  const [left, setLeft] = useState(REVEAL_MS / 1000)
  // The timer starts once per reveal, whatever the parent re-renders.
  const hide = useRef(onHide)
  useEffect(() => {
    hide.current = onHide
  })
  useEffect(() => {
    const started = Date.now()
    const t = setInterval(() => {
      const s = Math.ceil((REVEAL_MS - (Date.now() - started)) / 1000)
      if (s <= 0) hide.current()
      else setLeft(s)
    }, 250)
    return () => clearInterval(t)
  }, [])
  return (
    <div
      data-testid={testId}
      className="flex min-w-0 flex-col gap-2 self-stretch rounded border border-amber-300 bg-amber-50 p-2 dark:border-amber-700 dark:bg-amber-950"
    >
      <p className="text-xs text-amber-900 dark:text-amber-200">
        Secret — anyone who sees it controls the funds. Hidden in {left} s.
      </p>
      {items.map((it) => (
        <div key={it.label} className="flex min-w-0 items-start gap-1">
          <div className="min-w-0 flex-1">
            <div className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{it.label}</div>
            <code data-secret={it.label} className="block break-all font-mono text-xs">
              {it.value}
            </code>
          </div>
          <CopyButton value={it.value} label={`Copy ${it.label}`} />
        </div>
      ))}
      <Button variant="plain" className="self-start" onClick={onHide}>
        Hide now
      </Button>
    </div>
  )
}

/**
 * Export behind an explicit click and the wallet password again: "Reveal…" → password → the secret in a
 * SecretBox. The password is cleared as soon as the call returns.
 */
export function RevealWithPassword({
  label,
  reveal,
  testId,
}: {
  label: string
  reveal: (password: string) => Promise<{ items: SecretItem[] } | { error: string }>
  testId?: string
}) {
  const [asking, setAsking] = useState(false)
  const [password, setPassword] = useState('')
  const [items, setItems] = useState<SecretItem[] | null>(null)
  const [error, setError] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const r = await reveal(password)
    setPassword('')
    if ('error' in r) return setError(r.error)
    setError(undefined)
    setAsking(false)
    setItems(r.items)
  }
  if (items) return <SecretBox items={items} onHide={() => setItems(null)} {...(testId && { testId })} />
  if (!asking)
    return (
      <Button variant="plain" onClick={() => setAsking(true)}>
        {label}
      </Button>
    )
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2" aria-label={label}>
      <Field label="Wallet password">
        <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
      </Field>
      <Button type="submit">Reveal</Button>
      <Button
        variant="plain"
        onClick={() => {
          setAsking(false)
          setPassword('')
        }}
      >
        Cancel
      </Button>
      <ErrorText message={error} />
    </form>
  )
}
