/**
 * Module resolve hook for the production server process (scripts/serve.ts). `server-only` is a bundler marker:
 * it resolves to an empty module under the `react-server` condition and throws everywhere else, so that client
 * bundles cannot include server code. This process IS the server, so the marker resolves as it does in Next's
 * server bundles. Nothing else's resolution changes.
 */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only')
    return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
  return nextResolve(specifier, context)
}
