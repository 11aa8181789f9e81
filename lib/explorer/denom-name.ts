import type { DenomInfo } from '@/lib/networks'

/** `Gold Ounce (GOLD)`, or whichever of name and unit is known; undefined when neither is. */
export function denomName(info: DenomInfo | undefined): string | undefined {
  if (!info) return undefined
  const unit = info.display.startsWith('#') ? '' : info.display
  if (info.name && unit && info.name !== unit) return `${info.name} (${unit})`
  return info.name || unit || undefined
}
