import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { decodeSignedTransaction, encodeMsgpack, type SignedTransaction } from 'algosdk'
import type { SigType } from './state'

/** Which chain a journal belongs to: another seed, clock or history length makes other rounds. */
export interface JournalChain {
  seed: number
  genesisMs: number
  blockMs: number
  historyRounds: number
}

export interface JournaledTxn {
  stxn: SignedTransaction
  sigType: SigType
}

interface Line {
  round: number
  txns: { sigType: SigType; stxn: string }[]
}

/**
 * The submitted transactions each round took from the pool, one JSON line per round under DEVNET_DATA_DIR. The
 * synthetic traffic is a function of (seed, round) and needs no record, but what clients sent does: a restarted
 * ledger replays these into the same rounds, so every round it served before comes back byte for byte (Algorand
 * never reorganises). A line is written before its round is committed, so a round served is a round recorded.
 */
export class RoundJournal {
  private constructor(private readonly file: string) {}

  /**
   * Open the journal for `chain`, answering what it holds per round. A journal of another chain starts over
   * (its rounds are never rebuilt); a line cut short by a crash is dropped, and the file rewritten without it
   * so the next line does not run on from it.
   */
  static open(file: string, chain: JournalChain): { journal: RoundJournal; rounds: Map<number, JournaledTxn[]> } {
    const header = JSON.stringify({ chain })
    const rounds = new Map<number, JournaledTxn[]>()
    const kept: string[] = []
    let clean = false
    if (existsSync(file)) {
      const [first, ...lines] = readFileSync(file, 'utf8').split('\n')
      if (first === header) {
        clean = lines.at(-1) === ''
        for (const text of lines) {
          if (!text) continue
          const entry = parse(text)
          if (!entry) {
            clean = false
            continue
          }
          kept.push(text)
          rounds.set(entry.round, [...(rounds.get(entry.round) ?? []), ...entry.txns])
        }
      }
    }
    if (!clean) {
      mkdirSync(dirname(file), { recursive: true })
      const tmp = `${file}.tmp`
      writeFileSync(tmp, [header, ...kept, ''].join('\n'))
      renameSync(tmp, file)
    }
    return { journal: new RoundJournal(file), rounds }
  }

  append(round: number, txns: readonly JournaledTxn[]): void {
    const line: Line = {
      round,
      txns: txns.map((t) => ({ sigType: t.sigType, stxn: Buffer.from(encodeMsgpack(t.stxn)).toString('base64') })),
    }
    appendFileSync(this.file, `${JSON.stringify(line)}\n`)
  }
}

function parse(text: string): { round: number; txns: JournaledTxn[] } | undefined {
  try {
    const line = JSON.parse(text) as Line
    if (!Number.isSafeInteger(line.round) || !Array.isArray(line.txns)) return undefined
    return {
      round: line.round,
      txns: line.txns.map((t) => ({
        sigType: t.sigType,
        stxn: decodeSignedTransaction(Buffer.from(t.stxn, 'base64')),
      })),
    }
  } catch {
    return undefined
  }
}
