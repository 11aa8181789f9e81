/**
 * Pasted ABIs live in this browser only (localStorage), one per contract address: nothing is sent to a server.
 * A stored ABI that no longer parses is ignored rather than trusted.
 */
import { parseAbi, type AbiItem } from './abi'

const PREFIX = 'explorer.vm-abi.'
const EVENT = 'explorer:vm-abi'
/** A pasted ABI larger than this is refused (localStorage is small and shared with the rest of the app). */
export const MAX_ABI_CHARS = 200_000

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export const abiKey = (address: string) => `${PREFIX}${address.toLowerCase()}`

export function readAbiText(address: string): string {
  return storage()?.getItem(abiKey(address)) ?? ''
}

export function readAbi(address: string): AbiItem[] | undefined {
  const text = readAbiText(address)
  if (!text) return undefined
  const r = parseAbi(text)
  return r.ok ? r.items : undefined
}

export function saveAbi(address: string, text: string): { ok: true; count: number } | { ok: false; message: string } {
  if (text.length > MAX_ABI_CHARS)
    return {
      ok: false,
      message: `An ABI of more than ${MAX_ABI_CHARS.toLocaleString('en-US')} characters is not kept.`,
    }
  const r = parseAbi(text)
  if (!r.ok) return r
  const s = storage()
  if (!s) return { ok: false, message: 'This browser does not let the page keep data (storage is off).' }
  try {
    s.setItem(abiKey(address), JSON.stringify(r.items))
  } catch {
    return { ok: false, message: 'The browser refused to keep the ABI (storage full).' }
  }
  window.dispatchEvent(new Event(EVENT))
  return { ok: true, count: r.items.length }
}

export function removeAbi(address: string) {
  storage()?.removeItem(abiKey(address))
  window.dispatchEvent(new Event(EVENT))
}

/** Changes from this tab (custom event) and from other tabs (storage event). */
export function subscribeAbis(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (!e.key || e.key.startsWith(PREFIX)) onChange()
  }
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}
