/** Local ESLint plugin: the layering rules of DESIGN.md that globs alone cannot express. */
const SERVER_PATH = /(^|\/)lib\/(server|gateway)(\/|$)|^server-only$/

function isServerOnly(source, filename) {
  if (source === 'server-only' || /^@\/lib\/(server|gateway)(\/|$)/.test(source)) return true
  if (source.startsWith('.')) {
    const dir = filename.split('/').slice(0, -1).join('/')
    const resolved = new URL(source, `file://${dir}/`).pathname
    return SERVER_PATH.test(resolved)
  }
  return false
}

const clientNoServer = {
  meta: {
    type: 'problem',
    docs: { description: "a 'use client' module must not import server-only modules" },
    schema: [],
  },
  create(context) {
    let client = false
    const check = (node, source) => {
      if (client && typeof source === 'string' && isServerOnly(source, context.filename))
        context.report({ node, message: `'use client' module imports server-only '${source}'` })
    }
    return {
      Program(node) {
        client = node.body.some(
          (s) => s.type === 'ExpressionStatement' && s.directive === 'use client',
        )
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    }
  },
}

const plugin = { rules: { 'client-no-server': clientNoServer } }
export default plugin
