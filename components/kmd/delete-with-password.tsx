'use client'
import { useState, type FormEvent } from 'react'
import { Button, ErrorText, Field, PasswordInput } from './ui'

/**
 * "Delete…", then a form asking for the wallet password (KMD refuses a delete without it). `onDelete` answers the
 * error message, or nothing once the item is gone.
 */
export function DeleteWithPassword({
  label,
  action,
  onDelete,
}: {
  /** Names the form for assistive technology: `Delete <address>`. */
  label: string
  /** The confirming button: `Delete key`. */
  action: string
  onDelete: (password: string) => Promise<string | undefined>
}) {
  const [deleting, setDeleting] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const problem = await onDelete(password)
    setPassword('')
    setError(problem)
  }
  if (!deleting)
    return (
      <Button variant="plain" onClick={() => setDeleting(true)}>
        Delete…
      </Button>
    )
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2" aria-label={label}>
      <Field label="Wallet password to delete">
        <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Button type="submit" variant="danger">
        {action}
      </Button>
      <Button variant="plain" onClick={() => setDeleting(false)}>
        Cancel
      </Button>
      <ErrorText message={error} />
    </form>
  )
}
