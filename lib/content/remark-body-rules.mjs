/**
 * The MDX compile's own guard (next.config.mjs): a remark plugin that stops the build when a body holds what
 * content may not (body-rules.mjs), with the content check's words, file, line and column. The check
 * (npm run check:content) reports the same problems before the build; this guard is there so a skipped or
 * stale check can never let code, a redirect, a style or a forged mark into the site.
 *
 * It also turns an allowed `<a href>` tag into a Markdown link, so it leads to the page in the page's
 * language and under the site's base path as `[text](/path/)` does (mdx-components.tsx).
 */
import path from 'node:path'
import { bodyRuleProblems } from './body-rules.mjs'

/**
 * @typedef {import('./body-rules.mjs').MdNode} MdNode
 * @typedef {{ path?: string, cwd?: string }} File
 */

/** The file as the check names it: relative to the project (the build runs from its folder). */
function shownPath(/** @type {File} */ file) {
  if (!file.path) return '(body)'
  const relative = path.relative(file.cwd ?? process.cwd(), file.path)
  return relative.startsWith('..') || path.isAbsolute(relative) ? file.path : relative.split(path.sep).join('/')
}

/** `<a href="..." title="...">` (already checked) as the Markdown link it means. */
function anchorsAsLinks(/** @type {MdNode} */ node) {
  for (const child of node.children ?? []) anchorsAsLinks(child)
  if ((node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') || node.name !== 'a') return
  const values = Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value]))
  const link = /** @type {MdNode & { data?: object }} */ (node)
  link.type = 'link'
  link.url = String(values.href ?? '')
  link.title = typeof values.title === 'string' ? values.title : null
  link.data = typeof values.lang === 'string' ? { hProperties: { lang: values.lang } } : {}
  delete link.name
  delete link.attributes
}

/** The plugin: throws one error listing every problem of the file, each as `file:line:column: (body): message`. */
export default function remarkBodyRules() {
  /** @param {MdNode} tree @param {File} file */
  return (tree, file) => {
    const problems = bodyRuleProblems(tree)
    if (problems.length > 0) {
      const where = shownPath(file)
      throw new Error(problems.map((p) => `${where}:${p.line}:${p.column}: (body): ${p.message}`).join('\n'))
    }
    anchorsAsLinks(tree)
  }
}
