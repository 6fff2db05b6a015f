/**
 * Runs `npm run build` for one of the two builds of the same content (lib/build-mode.ts): the public
 * site, or with `--preview` the editors' preview (SITE_PREVIEW=1). `npm run build:preview` and
 * `npm start -- --preview` use it. The export says which it is: `<html data-build="preview">`.
 * `--out <folder>` moves the export from out/ to that folder (the tests keep the preview in out-preview/).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Builds the export into out/ (then moves it to `out` when given); exits the process when the build fails. */
export function buildSite({ preview, out }: { preview: boolean; out?: string }): void {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_PREVIEW: preview ? '1' : '' }
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env,
    shell: process.platform === 'win32',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  if (out && out !== 'out') {
    fs.rmSync(path.join(root, out), { recursive: true, force: true })
    fs.renameSync(path.join(root, 'out'), path.join(root, out))
  }
}

/** Which build out/ holds: 'preview', 'public', or undefined when there is none. */
export function exportMode(): 'preview' | 'public' | undefined {
  const home = path.join(root, 'out', 'index.html')
  if (!fs.existsSync(home)) return undefined
  return /<html[^>]*\sdata-build="preview"/.test(fs.readFileSync(home, 'utf8')) ? 'preview' : 'public'
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  buildSite({
    preview: args.includes('--preview'),
    out: args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined,
  })
}
