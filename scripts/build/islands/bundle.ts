/**
 * Builds the islands' browser code with esbuild (docs/islands.md): one small loader, one chunk per
 * island of the registry (components/islands/registry.ts), and shared chunks (React) that every page reuses from the
 * cache.
 * Islands use the React build Next.js renders with (next/dist/compiled), or hydration would not match.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import ts from 'typescript'
import { relativePath } from '../../../lib/list-files'
import { reachable, withEntriesWhole, withoutIdleRuntimeImports } from './chunks'
import { envDefines } from './env-defines'
import { ISLAND_NAME } from '../../../lib/islands/markup'

/** Where the islands' files go in the export, below the base path: Next's immutable-cache folder. */
export const ISLANDS_DIR = '_next/static/islands'

/** What a page that has an island needs: the files as paths below out/, without the base path. */
export type IslandFiles = {
  /**
   * The island's own module, which the loader imports (the page names it: `data-code`); none for an island that is
   * only its early script.
   */
  code?: string
  /** The island's code and everything it imports at once. */
  modules: string[]
  /** The CSS its entry imports: linked in the head, so nothing moves when it starts. */
  styles: string[]
  /**
   * What the loader may fetch ahead (never run) for an island that starts at the visitor's first action, once the
   * page is idle (lib/islands/ahead.ts): its code and what it imports, the code that hydrates a React island
   * (React), and the code that does again what the visitor did before it ran, without the loader's own files.
   */
  ahead: string[]
  /**
   * Its early script (the registry's `early`), run as the page opens, before the island starts; named by the page after
   * the loader.
   */
  early?: string
}

export type IslandBundle = {
  /** The loader, the one script a page with islands names. */
  loader: string
  /**
   * What a service worker keeps for every page: the loader and what it imports at once, and the islands'
   * early scripts with everything they import, at once or later (the message forms' guard keeps a message
   * on the phone with code it fetches only then, and that must work offline whenever the page opens).
   */
  shell: string[]
  islands: Map<string, IslandFiles>
}

/**
 * Where the islands step records its shell for the offline step (scripts/build/offline.ts): beside Next's build, not in
 * the export.
 */
export const ISLANDS_SHELL_RECORD = '.next/islands-shell.json'

const ENTRY = 'islands-entry'

/** The islands' registry, read by the bundler as well as by the server side. */
export const REGISTRY = 'components/islands/registry.ts'

/**
 * Each island of the registry by name, with the module its `code` imports (as written there). The file
 * is read with TypeScript's parser: the registry is `defineIslands({ name: { code: () => import('...'), ... } })`.
 */
type RegistryEntry = {
  name: string
  /** The module its `code` imports; none for an island that is only its early script. */
  specifier?: string
  styles: string[]
  early?: string
  /**
   * A DOM island (no React) that starts at the visitor's first action: the service worker keeps its code from the
   * start.
   */
  tapped?: boolean
}

export function registryEntries(root: string): RegistryEntry[] {
  const file = path.join(root, REGISTRY)
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const entries: RegistryEntry[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineIslands') {
      const [islands] = node.arguments
      if (!islands || !ts.isObjectLiteralExpression(islands))
        throw new Error(`${REGISTRY}: defineIslands() takes an object literal`)
      for (const property of islands.properties) {
        const name =
          property.name && (ts.isStringLiteral(property.name) || ts.isIdentifier(property.name))
            ? property.name.text
            : undefined
        const spec =
          ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)
            ? property.initializer
            : undefined
        const field = (key: string) =>
          spec?.properties.find(
            (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === key,
          )?.initializer
        // `() => import('...')`: the path it imports.
        const imported = (value: ts.Expression | undefined) => {
          const call = value && ts.isArrowFunction(value) && ts.isCallExpression(value.body) ? value.body : undefined
          return call?.expression.kind === ts.SyntaxKind.ImportKeyword &&
            call.arguments[0] &&
            ts.isStringLiteral(call.arguments[0])
            ? call.arguments[0].text
            : undefined
        }
        const specifier = imported(field('code'))
        const early = imported(field('early'))
        // Code to start, or else only an early script (and no `code` that is not an import).
        if (!name || (!specifier && (field('code') || !early)))
          throw new Error(
            `${REGISTRY}: each island is \`'name': { code: () => import('...'), component: '...' }\`, or only its early script, \`'name': { early: () => import('...') }\` (at "${property.getText(source).slice(0, 60)}")`,
          )
        if (!ISLAND_NAME.test(name))
          throw new Error(`${REGISTRY}: the island name "${name}" must be lower-case words joined by hyphens`)
        if (field('early') && !early)
          throw new Error(`${REGISTRY}: the ${name} island's early script is \`early: () => import('...')\``)
        const list = field('styles')
        if (list && !(ts.isArrayLiteralExpression(list) && list.elements.every(ts.isStringLiteral)))
          throw new Error(
            `${REGISTRY}: the ${name} island's styles are a list of import paths in quotes, e.g. ['slick-carousel/slick/slick.css']`,
          )
        const styles =
          list && ts.isArrayLiteralExpression(list) ? list.elements.map((e) => (e as ts.StringLiteral).text) : []
        const start = field('start')
        const tapped = !!field('enhance') && !!start && ts.isStringLiteral(start) && start.text === 'interaction'
        entries.push({
          name,
          ...(specifier ? { specifier } : {}),
          styles,
          ...(early ? { early } : {}),
          ...(tapped ? { tapped } : {}),
        })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  if (!entries.length) throw new Error(`${REGISTRY}: no islands found in defineIslands({ ... })`)
  return entries
}

/** The file a registry's `import('...')` names: relative to the registry, or `@/` for the project's root. */
export function moduleFile(root: string, specifier: string): string {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : path.resolve(root, path.dirname(REGISTRY), specifier)
  const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f))
  if (!file) throw new Error(`${REGISTRY}: import('${specifier}') names no .ts or .tsx file`)
  return file
}

/** An island's `styles` bundled into one file, `<name>-<hash>.css`; its path below out/. */
async function islandStylesheet(
  root: string,
  outdir: string,
  out: string,
  name: string,
  styles: string[],
): Promise<string> {
  const css = await esbuild.build({
    stdin: { contents: styles.map((s) => `@import ${JSON.stringify(s)};`).join('\n'), loader: 'css', resolveDir: root },
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
  })
  const text = css.outputFiles[0]!.text
  const file = `${name}-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase()}.css`
  fs.writeFileSync(path.join(outdir, file), text)
  return relativePath(out, path.join(outdir, file))
}

/**
 * CSS imported by an island's component code is loaded with that code (CSS an island needs from the
 * start is its registry entry's `styles`, linked in the head): the import becomes "link this stylesheet and wait for
 * it", so code fetched later (swiper,
 * when the visitor nears the testimonials) brings its CSS then, and renders styled.
 */
function lazyStylesheets(root: string, outdir: string): esbuild.Plugin {
  const linker = path.join(root, 'lib/islands/stylesheet.ts')
  return {
    name: 'lazy-stylesheets',
    setup(build) {
      // Specifiers that may name CSS ('./x.css', 'swiper/css'); what they resolve to decides.
      build.onResolve({ filter: /css/ }, async (args) => {
        if (args.pluginData?.plain || args.kind !== 'import-statement') return undefined
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { plain: true },
        })
        if (resolved.errors.length || !resolved.path.endsWith('.css')) return undefined
        return { path: resolved.path, namespace: 'lazy-css' }
      })
      build.onLoad({ filter: /.*/, namespace: 'lazy-css' }, async (args) => {
        const css = await esbuild.build({
          entryPoints: [args.path],
          bundle: true,
          minify: true,
          write: false,
          logLevel: 'warning',
        })
        const text = css.outputFiles[0]!.text
        if (!text.trim()) return { contents: '', loader: 'js' }
        const name = `${path.basename(args.path, '.css')}-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase()}.css`
        fs.mkdirSync(outdir, { recursive: true })
        fs.writeFileSync(path.join(outdir, name), text)
        const contents = `import { linkStylesheet } from ${JSON.stringify(linker)}\nawait linkStylesheet(new URL(${JSON.stringify(`./${name}`)}, import.meta.url).href)\n`
        return { contents, loader: 'js', resolveDir: root }
      })
    },
  }
}

export async function bundleIslands(root: string, out: string): Promise<IslandBundle> {
  const entries = registryEntries(root)
  const outdir = path.join(out, ISLANDS_DIR)
  fs.rmSync(outdir, { recursive: true, force: true })
  const earlyEntries = entries.flatMap(({ name, early }) =>
    early ? [{ in: moduleFile(root, early), out: `${name}-early` }] : [],
  )
  const options = {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    // Next.js 16's default browser targets.
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    minify: true,
    legalComments: 'none',
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    jsx: 'automatic',
    alias: {
      react: 'next/dist/compiled/react',
      'react-dom': 'next/dist/compiled/react-dom',
      scheduler: 'next/dist/compiled/scheduler',
      // A polyfill for what every browser of these targets has (react-slick imports it): the browser's own.
      'resize-observer-polyfill': './lib/islands/resize-observer.ts',
    },
    define: envDefines(root),
    logLevel: 'warning',
  } satisfies esbuild.BuildOptions
  const result = await esbuild.build({
    ...options,
    // Each island's module is also an entry of its own, so that its chunk carries the island's name.
    entryPoints: [
      ENTRY,
      ...entries.flatMap(({ name, specifier }) => (specifier ? [{ in: moduleFile(root, specifier), out: name }] : [])),
      ...earlyEntries,
    ],
    splitting: true,
    plugins: [
      lazyStylesheets(root, outdir),
      {
        name: 'islands-entry',
        setup(build) {
          build.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({ path: ENTRY, namespace: ENTRY }))
          build.onLoad({ filter: /.*/, namespace: ENTRY }, () => ({
            // The loader alone: each page names its islands' code (scripts/build/islands/page.ts), so no list of them
            // is in it.
            contents: `import { startIslands } from './lib/islands/load'\nstartIslands()\n`,
            loader: 'ts',
            resolveDir: root,
          }))
        },
      },
    ],
  })
  // Early scripts, and the DOM islands that start at the visitor's first action, each one file (chunks.ts).
  const tappedEntries = entries.flatMap(({ name, specifier, tapped }) =>
    tapped && specifier ? [{ in: moduleFile(root, specifier), out: name }] : [],
  )
  const outputs = await withEntriesWhole(root, result.metafile.outputs, [...earlyEntries, ...tappedEntries], options)
  withoutIdleRuntimeImports(root, outputs)
  // A read of `process.env` as a whole (or of a name built at run time) would fail in the browser.
  const readsEnv = Object.keys(outputs).filter(
    (file) => file.endsWith('.js') && /\bprocess\.env\b/.test(fs.readFileSync(path.join(root, file), 'utf8')),
  )
  if (readsEnv.length)
    throw new Error(
      `The islands' code reads process.env as a whole in ${readsEnv.join(', ')}: read each variable by its name (process.env.NEXT_PUBLIC_...), or pass it as a prop from the server`,
    )
  const below = (file: string) => relativePath(out, path.join(root, file))
  const byEntry = new Map(
    Object.entries(outputs).flatMap(([file, o]) =>
      o.entryPoint && file.endsWith('.js') ? [[o.entryPoint, file] as const] : [],
    ),
  )
  const closure = (file: string, kinds: string[]) => reachable(outputs, [file], kinds)
  const entryOf = (source: string) => {
    const file = byEntry.get(source)
    if (!file) throw new Error(`esbuild made no chunk for ${source}`)
    return file
  }
  const loader = entryOf(`${ENTRY}:${ENTRY}`)
  // esbuild also gathers every island's entry CSS into one file for the loader; no page links it.
  const gathered = outputs[loader]?.cssBundle
  if (gathered) fs.rmSync(path.join(root, gathered))
  const islands = new Map<string, IslandFiles>()
  const earlyScripts: string[] = []
  // Each island's chunk: the one esbuild made for the module the registry's `code` imports (an entry of its own).
  const chunkOf = (specifier: string) => entryOf(relativePath(root, moduleFile(root, specifier)))
  for (const { name, specifier, styles, early } of entries) {
    const file = specifier ? chunkOf(specifier) : undefined
    const earlyFile = early ? chunkOf(early) : undefined
    if (earlyFile) earlyScripts.push(earlyFile)
    islands.set(name, {
      ...(file ? { code: below(file) } : {}),
      modules: file ? closure(file, ['import-statement']).map(below) : [],
      ahead: [],
      styles: styles.length ? [await islandStylesheet(root, outdir, out, name, styles)] : [],
      ...(earlyFile ? { early: below(earlyFile) } : {}),
    })
  }
  // React is not in it: DOM islands (most pages' only ones) never need it, so a visitor's first visit does
  // not pay for it; a page whose React island ran keeps React in the worker's cache of island modules.
  // A DOM island that starts at the visitor's first tap (the church finder) is in it, with the code that does
  // that tap again once it runs: so it works on any page opened once, offline, though never tapped before.
  const replay = Object.keys(outputs).find(
    (file) => file.endsWith('.js') && Object.keys(outputs[file]?.inputs ?? {}).includes('lib/islands/replay.ts'),
  )
  const tapped = entries.flatMap((e) => (e.tapped && e.specifier ? [chunkOf(e.specifier)] : []))
  if (tapped.length && !replay) throw new Error('esbuild made no chunk for lib/islands/replay.ts')
  const hasReact = (file: string) =>
    Object.keys(outputs[file]?.inputs ?? {}).some((input) => input.includes('next/dist/compiled/react'))
  const hydrate = Object.keys(outputs).find(
    (file) => file.endsWith('.js') && Object.keys(outputs[file]?.inputs ?? {}).includes('lib/islands/hydrate.ts'),
  )
  const loaderFiles = new Set(closure(loader, ['import-statement']))
  for (const { name, specifier } of entries) {
    if (!specifier) continue
    const island = islands.get(name)!
    const own = closure(chunkOf(specifier), ['import-statement'])
    const react = own.some(hasReact)
    if (react && !hydrate) throw new Error('esbuild made no chunk for lib/islands/hydrate.ts')
    const wanted = [...own, ...(react && hydrate ? closure(hydrate, ['import-statement']) : [])]
    if (replay) wanted.push(...closure(replay, ['import-statement']))
    island.ahead = [...new Set(wanted)].filter((file) => !loaderFiles.has(file)).map(below)
  }
  const shell = [
    ...new Set([
      ...closure(loader, ['import-statement']),
      ...earlyScripts.flatMap((file) => closure(file, ['import-statement', 'dynamic-import'])),
      ...[...tapped, ...(tapped.length && replay ? [replay] : [])].flatMap((file) =>
        closure(file, ['import-statement']),
      ),
    ]),
  ]
  const withReact = shell.filter(hasReact)
  if (withReact.length)
    throw new Error(
      `The service worker's shell must not hold React, but an island's early script imports it (${withReact.join(', ')}): early scripts are plain code (docs/islands.md)`,
    )
  return { loader: below(loader), shell: shell.map(below), islands }
}
