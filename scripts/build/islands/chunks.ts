/**
 * What the islands' bundler does to esbuild's chunks after it has made them (scripts/build/islands/bundle.ts): the
 * unused runtime imports taken out, and the early scripts with no lazy part made one file.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { relativePath } from '../../../lib/list-files'

/**
 * esbuild puts its runtime helpers (for the CommonJS modules of React) in a chunk of their own and has every entry
 * import it, used or not: the loader, on every page with islands, would fetch and parse 0.8 KB it never uses. The
 * chunk only defines functions, so an import of it that binds nothing (`import"./chunk-X.js";`) is removed, here and
 * from the build's record of what imports what (the service worker's shell, the modules fetched ahead).
 */
export function withoutIdleRuntimeImports(root: string, outputs: esbuild.Metafile['outputs']) {
  const runtime = Object.keys(outputs).filter((file) => {
    const inputs = Object.keys(outputs[file]?.inputs ?? {})
    // esbuild lists no input for it (the runtime is its own).
    return file.endsWith('.js') && inputs.every((input) => input === '<runtime>')
  })
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js')) continue
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    let stripped = text
    for (const chunk of runtime) {
      const name = path.posix.basename(chunk)
      stripped = stripped.replaceAll(`import"./${name}";`, '')
      if (!stripped.includes(`"./${name}"`))
        output.imports = output.imports.filter((i) => path.posix.normalize(i.path) !== path.posix.normalize(chunk))
    }
    if (stripped !== text) fs.writeFileSync(path.join(root, file), stripped)
  }
}

type Outputs = esbuild.Metafile['outputs']

/** The files the build made that `from` reach through imports of these kinds, `from` included, first seen first. */
export function reachable(outputs: Outputs, from: string[], kinds: string[]): string[] {
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f)) return
    seen.add(f)
    for (const i of outputs[f]?.imports ?? []) if (kinds.includes(i.kind) && !i.external) visit(i.path)
  }
  from.forEach(visit)
  return [...seen]
}

/**
 * Entries made one file again, sharing no chunk with the islands or the loader, at the cost of a few hundred bytes the
 * loader or another island may have too: each shared chunk is one more module to fetch, compile and run, in tasks
 * of their own, at the moment that counts, and the whole of each chunk is run, what the entry uses of it or not.
 * - An early script runs as its page opens, before any input: a shared chunk there was counted by Lighthouse as
 *   blocking time.
 * - A DOM island that starts at the visitor's first action (the church finder) runs while the
 *   browser is busy with that action's events: each module is a few more tasks before the first letter is answered.
 * An entry's lazy parts (the message forms' guard fetches its keeping and sending code only when it needs it) stay the
 * files the first build made, with their chunks: the whole entry imports them by those files' names. The modules it
 * shares with them are plain code (names and pure functions, no state), so a copy in each is the same.
 */
export async function withEntriesWhole(
  root: string,
  outputs: Outputs,
  wholeEntries: { in: string; out: string }[],
  options: esbuild.BuildOptions,
): Promise<Outputs> {
  const reach = (from: string[], kinds: string[]) => reachable(outputs, from, kinds)
  // esbuild names each module imported lazily as an entry point of its own chunk, as it does the entries.
  const entryFiles = Object.entries(outputs).flatMap(([file, o]) =>
    o.entryPoint && file.endsWith('.js') ? [[o.entryPoint, file] as const] : [],
  )
  const whole = wholeEntries.filter((entry) => entryFiles.some(([source]) => source === relativePath(root, entry.in)))
  if (!whole.length) return outputs
  const sources = new Set(whole.map((entry) => relativePath(root, entry.in)))
  const replaced = entryFiles.filter(([source]) => sources.has(source)).map(([, file]) => file)
  const lazy = new Set(
    replaced.flatMap((file) =>
      reach([file], ['import-statement']).flatMap((f) =>
        (outputs[f]?.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
      ),
    ),
  )
  const kept = [...entryFiles.filter(([source]) => !sources.has(source)).map(([, file]) => file), ...lazy]
  const stillUsed = new Set(reach(kept, ['import-statement', 'dynamic-import']))
  const lazyFile = new Map(entryFiles.filter(([, file]) => lazy.has(file)))
  const outdir = options.outdir ?? ''
  // A lazy part is imported by the name of the file the first build made of it.
  const lazyParts: esbuild.Plugin = {
    name: 'lazy-parts',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.plain) return undefined
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { plain: true },
        })
        const file = lazyFile.get(relativePath(root, resolved.path))
        if (!file) return undefined
        return { path: `./${path.posix.relative(relativePath(root, outdir), file)}`, external: true }
      })
    },
  }
  const rebuilt = await esbuild.build({
    ...options,
    entryPoints: whole,
    splitting: false,
    metafile: true,
    plugins: [...(options.plugins ?? []), lazyParts],
  })
  const next: Outputs = { ...outputs }
  for (const file of reach(replaced, ['import-statement', 'dynamic-import'])) {
    if (stillUsed.has(file)) continue
    fs.rmSync(path.join(root, file), { force: true })
    delete next[file]
  }
  // The lazy parts, in the record of what imports what, as the files they are (the service worker's shell follows them).
  const rebuiltOutputs = Object.fromEntries(
    Object.entries(rebuilt.metafile.outputs).map(([file, output]) => [
      file,
      {
        ...output,
        imports: output.imports.map((i) =>
          i.external && i.kind === 'dynamic-import' && i.path.startsWith('./')
            ? { path: path.posix.join(path.posix.dirname(file), i.path), kind: i.kind }
            : i,
        ),
      },
    ]),
  )
  return { ...next, ...rebuiltOutputs }
}
