'use client'

/** The SVG as a standalone file: light colours, a white ground, the fonts named (a viewer has no page styles). */
function download(svg: SVGSVGElement, name: string) {
  const copy = svg.cloneNode(true) as SVGSVGElement
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  copy.setAttribute('style', 'color:#18181b;font-family:ui-sans-serif,system-ui,sans-serif')
  const ground = document.createElementNS('http://www.w3.org/2000/svg', 'rect')
  ground.setAttribute('width', '100%')
  ground.setAttribute('height', '100%')
  ground.setAttribute('fill', '#ffffff')
  copy.insertBefore(ground, copy.firstChild)
  const url = URL.createObjectURL(new Blob([copy.outerHTML], { type: 'image/svg+xml' }))
  const a = document.createElement('a')
  a.href = url
  a.download = `${name}.svg`
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** "Download SVG" for the diagram whose `<svg>` has the id `svgId`. */
export function FlowDownload({ svgId, name }: { svgId: string; name: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        const svg = document.getElementById(svgId)
        if (svg instanceof SVGSVGElement) download(svg, name)
      }}
      className="rounded border border-zinc-300 px-2 py-1 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
    >
      Download SVG
    </button>
  )
}
