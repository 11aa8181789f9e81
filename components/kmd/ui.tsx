'use client'
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'

/** Form pieces of the KMD console (labels always visible, errors announced). */

export const inputClass =
  'w-full min-w-0 rounded border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900 focus:outline-none focus:ring-2 focus:ring-sky-500'

export function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm">
      <span className="font-medium text-zinc-700 dark:text-zinc-300">{label}</span>
      {children}
      {hint && <span className="text-xs text-zinc-500 dark:text-zinc-400">{hint}</span>}
    </label>
  )
}

export function TextInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={`${inputClass} ${props.className ?? ''}`} />
}

/** A password box that browsers neither remember nor autofill into other forms. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="password"
      autoComplete="off"
      spellCheck={false}
      {...props}
      className={`${inputClass} ${props.className ?? ''}`}
    />
  )
}

export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      spellCheck={false}
      rows={3}
      {...props}
      className={`${inputClass} font-mono text-xs ${props.className ?? ''}`}
    />
  )
}

export function Button({
  variant = 'primary',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'plain' | 'danger' }) {
  const look = {
    primary: 'bg-sky-700 text-white hover:bg-sky-800 disabled:bg-zinc-400',
    plain: 'border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800 disabled:opacity-50',
    danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-zinc-400',
  }[variant]
  return (
    <button
      type="button"
      {...props}
      className={`rounded px-3 py-1 text-sm font-medium ${look} ${props.className ?? ''}`}
    />
  )
}

export function ErrorText({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  )
}

export function ConsoleSection({
  id,
  title,
  children,
  actions,
}: {
  id: string
  title: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h2>
        <div className="ml-auto flex items-center gap-1">{actions}</div>
      </header>
      <div className="flex flex-col gap-3 p-3">{children}</div>
    </section>
  )
}

export function Mono({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <code data-testid={testId} className="break-all font-mono text-xs">
      {children}
    </code>
  )
}
