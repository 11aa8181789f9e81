// The catalog reads which networks offer each operation from the network files, so they load first.
import '../lib/networks/disk'
import { CATALOG } from '../lib/catalog'

/** `npm run --silent catalog`: the whole catalog as JSON (schemas as their param descriptors). */
const rows = CATALOG.map(({ pathSchema: _p, querySchema: _q, body, ...op }) => ({
  ...op,
  hasBody: body !== undefined,
}))
process.stdout.write(JSON.stringify(rows, null, 2) + '\n')
