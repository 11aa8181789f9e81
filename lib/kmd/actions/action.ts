import 'server-only'
import type * as z from 'zod'
import { KMD_INPUTS, type KmdActionName } from '@/lib/client/kmd-contract'
import type { KmdAnswer, KmdClient } from '../client'
import type { KmdSession, SessionStore } from '../sessions'

/**
 * What one console action is: its request schema (from the contract the browser shares, lib/client/kmd-contract.ts),
 * whether it needs an unlocked wallet, and what it does. Answers carry only what the page shows: handle tokens
 * never, secrets only from the explicit export calls.
 */

export class BadInputError extends Error {}

export interface ActionContext<I> {
  input: I
  kmd: KmdClient
  store: SessionStore
  /** The caller's session (present when the action requires one). */
  session: KmdSession
  /** Replace the caller's session (unlock) or drop it (lock): sets or clears the cookie. */
  setSession(session: KmdSession | null): void
  /** The caller's session id from its cookie, live or not. */
  sessionId: string | undefined
  /** The caller's address (sessions are capped per address). */
  client: string
}

export interface Action<S extends z.ZodType = z.ZodType> {
  input: S
  /** Needs an unlocked wallet: answered 401 `locked` otherwise. */
  session: boolean
  run(ctx: ActionContext<z.output<S>>): Promise<Record<string, unknown>>
}

type Schema<A extends KmdActionName> = (typeof KMD_INPUTS)[A]

/** The action named `name`, its input parsed by the contract's schema for that name. */
export const defineAction = <A extends KmdActionName>(name: A, spec: Omit<Action<Schema<A>>, 'input'>): Action =>
  ({ input: KMD_INPUTS[name], ...spec }) as unknown as Action

/** Turns a codec error (bad base64, mnemonic, address) into a 400 with its message. */
export function parse<T>(fn: () => T): T {
  try {
    return fn()
  } catch (e) {
    throw new BadInputError((e as Error).message)
  }
}

export const token = (s: KmdSession) => ({ wallet_handle_token: s.handleToken })
export const withPassword = (s: KmdSession, pw: string) => ({ ...token(s), wallet_password: pw })
export const textField = (a: KmdAnswer, k: string) => (typeof a[k] === 'string' ? (a[k] as string) : '')
export const textFields = (a: KmdAnswer, k: string) =>
  Array.isArray(a[k]) ? (a[k] as unknown[]).filter((x): x is string => typeof x === 'string') : []
