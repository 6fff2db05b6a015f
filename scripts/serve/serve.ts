/**
 * Serves the static export in out/ (or the folder given with `--dir out-preview`) with the `serve`
 * package (404.html answers unknown paths with 404).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export function serveExport({
  port = process.env.PORT || '3000',
  quiet = false,
  dir = 'out',
}: { port?: string; quiet?: boolean; dir?: string } = {}) {
  const bin = path.join(root, 'node_modules', '.bin', 'serve')
  const args = [
    dir,
    '--listen',
    `tcp://127.0.0.1:${port}`,
    '--config',
    '../serve.json',
    '--no-clipboard',
    '--no-port-switching',
  ]
  if (quiet) args.push('--no-request-logging')
  const child = spawn(bin, args, { cwd: root, stdio: 'inherit' })
  const stop = () => child.kill('SIGTERM')
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  child.on('exit', (code) => process.exit(code ?? 0))
  return child
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv.includes('--dir') ? process.argv[process.argv.indexOf('--dir') + 1] : 'out'
  serveExport({ quiet: process.argv.includes('--quiet'), dir })
}
