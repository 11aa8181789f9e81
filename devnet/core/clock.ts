import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The instant devnet's chains count their heights from, kept under DEVNET_DATA_DIR so a restarted devnet (the
 * supervisor after a crash, `npm start` again) resumes every chain at the height wall time gives it: at or above
 * what it served before, never rewound. A new instant is taken when there is none, when the seed or block interval
 * changed (the same instant would not give the same chains), or when it is older than `maxAgeMs`: resuming then
 * would replay more history at start-up than is worth waiting for, so the chains start over (and it is logged).
 */
export interface ClockFile {
  seed: number
  blockMs: number | null
  epoch: number
}

export function resumeEpoch(o: {
  dataDir: string
  seed: number
  blockMs: number | undefined
  now: number
  maxAgeMs: number
  log: (line: string) => void
}): number {
  const file = join(o.dataDir, 'clock.json')
  const want = { seed: o.seed, blockMs: o.blockMs ?? null }
  let why = 'no clock yet'
  if (existsSync(file)) {
    try {
      const c = JSON.parse(readFileSync(file, 'utf8')) as Partial<ClockFile>
      const age = o.now - Number(c.epoch)
      if (c.seed !== want.seed || c.blockMs !== want.blockMs) why = 'the seed or block interval changed'
      else if (!Number.isSafeInteger(c.epoch) || age < 0) why = 'its clock file is unreadable or in the future'
      else if (age > o.maxAgeMs) why = `its clock is ${(age / 3_600_000).toFixed(1)} h old`
      else {
        o.log(`resuming the chains of ${new Date(c.epoch!).toISOString()} (${Math.round(age / 1000)} s ago)`)
        return c.epoch!
      }
    } catch {
      why = 'its clock file is unreadable'
    }
    o.log(`starting new chains: ${why}`)
  }
  const tmp = `${file}.tmp`
  writeFileSync(tmp, JSON.stringify({ ...want, epoch: o.now } satisfies ClockFile))
  renameSync(tmp, file)
  return o.now
}
