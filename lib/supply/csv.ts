/**
 * The table behind a chart, and its CSV. A chart, its accessible table and its CSV are all built from one
 * `ChartTable`, so the download holds exactly what is plotted and shown. Cells are exact strings. Pure.
 */

export interface ChartColumn {
  key: string
  label: string
  numeric?: boolean
}

export interface ChartTable {
  columns: ChartColumn[]
  /** Column key → exact cell text; a missing key is an empty cell. */
  rows: Record<string, string>[]
}

/** RFC 4180 quoting; cells that a spreadsheet would run as a formula get a leading apostrophe. */
export function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) && !/^-?\d/.test(v) ? `'${v}` : v
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(table: ChartTable): string {
  const lines = [table.columns.map((c) => csvCell(c.label)).join(',')]
  for (const r of table.rows) lines.push(table.columns.map((c) => csvCell(r[c.key] ?? '')).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** Parse CSV produced by toCsv (tests and e2e compare it with the table). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''))
      rows.push(row)
      row = []
      cell = ''
    } else cell += c
  }
  if (cell !== '' || row.length) rows.push([...row, cell])
  return rows
}

/** A file name for a download: `supply-<what>-<ISO time>.csv`, safe on every OS. */
export const csvFileName = (what: string, at: number) =>
  `supply-${what.replace(/[^a-z0-9-]+/gi, '-')}-${new Date(at).toISOString().replace(/[:.]/g, '-')}.csv`
