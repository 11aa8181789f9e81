/** How the transcribed gateway tables name a row: `METHOD /path`. */
export const rowKey = (o: { method: string; path: string }) => `${o.method} ${o.path}`
