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
 * of their own, at the moment that counts.
 * - An early script runs as its page opens, before any input: a shared chunk there was counted by Lighthouse as
 *   blocking time.
 * - A DOM island that starts at the visitor's first action (the church finder, the copy buttons) runs while the
 *   browser is busy with that action's events: each module is a few more tasks before the first letter is answered.
 * Only an entry with no lazy part is made whole; one with a lazy part (the message forms' guard, which fetches its
 * sending code only when it sends) keeps its chunks.
 */
export async function withEntriesWhole(
  root: string,
  outputs: Outputs,
  wholeEntries: { in: string; out: string }[],
  options: esbuild.BuildOptions,
): Promise<Outputs> {
  const reach = (from: string[], kinds: string[]) => reachable(outputs, from, kinds)
  const entryFiles = Object.entries(outputs).flatMap(([file, o]) =>
    o.entryPoint && file.endsWith('.js') ? [[o.entryPoint, file] as const] : [],
  )
  const whole = wholeEntries.filter((entry) => {
    const file = entryFiles.find(([source]) => source === relativePath(root, entry.in))?.[1]
    return (
      file !== undefined &&
      !reach([file], ['import-statement', 'dynamic-import']).some((f) =>
        outputs[f]?.imports.some((i) => i.kind === 'dynamic-import'),
      )
    )
  })
  if (!whole.length) return outputs
  const sources = new Set(whole.map((entry) => relativePath(root, entry.in)))
  const replaced = entryFiles.filter(([source]) => sources.has(source)).map(([, file]) => file)
  const kept = entryFiles.filter(([source]) => !sources.has(source)).map(([, file]) => file)
  const stillUsed = new Set(reach(kept, ['import-statement', 'dynamic-import']))
  const rebuilt = await esbuild.build({ ...options, entryPoints: whole, splitting: false, metafile: true })
  const next: Outputs = { ...outputs }
  for (const file of reach(replaced, ['import-statement', 'dynamic-import'])) {
    if (stillUsed.has(file)) continue
    fs.rmSync(path.join(root, file), { force: true })
    delete next[file]
  }
  return { ...next, ...rebuilt.metafile.outputs }
}
