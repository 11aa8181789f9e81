/** Reads an SSE Response the way a browser's EventSource would, for tests. */

export interface Frame {
  id?: string
  event: string
  data: unknown
}

export interface FrameReader {
  frames: Frame[]
  comments: string[]
  retry?: number
  /** The stream ended. */
  done: Promise<void>
  /** Resolve when `pred` holds for the frames read so far; reject after `timeoutMs`. */
  until(pred: (frames: Frame[]) => boolean, timeoutMs?: number): Promise<void>
  blocks(): Frame[]
}

export function readFrames(res: Response): FrameReader {
  const frames: Frame[] = []
  const comments: string[] = []
  const waiters = new Set<() => void>()
  const reader = res.body!.getReader()
  const dec = new TextDecoder()
  const out: FrameReader = {
    frames,
    comments,
    done: Promise.resolve(),
    until(pred, timeoutMs = 5000) {
      if (pred(frames)) return Promise.resolve()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`timed out; frames: ${JSON.stringify(frames.map((f) => [f.event, f.id]))}`))
        }, timeoutMs)
        const check = () => {
          if (!pred(frames)) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve()
        }
        waiters.add(check)
      })
    },
    blocks: () => frames.filter((f) => f.event === 'block'),
  }
  out.done = (async () => {
    let buf = ''
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch {
        return
      }
      if (chunk.done) return
      buf += dec.decode(chunk.value, { stream: true })
      let cut: number
      while ((cut = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, cut)
        buf = buf.slice(cut + 2)
        const f: Partial<Frame> & { dataText?: string } = {}
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim())
          else if (line.startsWith('id: ')) f.id = line.slice(4)
          else if (line.startsWith('event: ')) f.event = line.slice(7)
          else if (line.startsWith('data: ')) f.dataText = (f.dataText ?? '') + line.slice(6)
          else if (line.startsWith('retry: ')) out.retry = Number(line.slice(7))
        }
        if (f.dataText !== undefined)
          frames.push({
            ...(f.id !== undefined && { id: f.id }),
            event: f.event ?? 'message',
            data: JSON.parse(f.dataText),
          })
        for (const w of [...waiters]) w()
      }
    }
  })()
  return out
}

export const heights = (frames: Frame[]) =>
  frames.filter((f) => f.event === 'block').map((f) => (f.data as { height: string }).height)
