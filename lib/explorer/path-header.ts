/** The request header in which the request proxy (proxy.ts) hands a page's path to the not-found page. */
export const PATH_HEADER = 'x-explorer-path'
