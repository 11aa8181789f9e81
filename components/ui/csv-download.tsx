/** A link that saves the rows on screen as CSV; a data URL, so the download needs no second request. */
export function CsvDownload({ filename, csv }: { filename: string; csv: string }) {
  return (
    <a
      download={filename}
      href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
      className="ml-auto rounded border border-zinc-300 px-2 py-0.5 text-xs dark:border-zinc-700"
    >
      Download this page as CSV
    </a>
  )
}
