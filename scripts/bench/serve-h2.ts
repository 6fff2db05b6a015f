/**
 * For the benchmark: serves the export in out/ over HTTP/2 with TLS, as static hosts (Netlify,
 * Cloudflare Pages, GitHub Pages) do, so Lighthouse's simulation sees one multiplexed connection
 * rather than the six HTTP/1.1 connections of the local `serve`. The files are answered as
 * scripts/serve/serve-files.ts does (text gzipped like `serve` does).
 * The certificate is a throw-away self-signed one; the benchmark's Chromium is told to accept it.
 * A page's address with `?no-scripts` serves it without its scripts (scripts/serve/serve-files.ts, withoutScripts).
 *
 *   const server = await serveExportH2()   // { origin, close() }
 */
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { filesHandler } from '../serve/serve-files'
import { selfSignedCert } from './self-signed-cert'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const out = path.join(root, 'out')

export async function serveExportH2({ port = 0 }: { port?: number } = {}) {
  const tls = selfSignedCert('localhost')
  const server = http2.createSecureServer(
    { ...tls, allowHTTP1: true },
    filesHandler(() => out),
  )
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
    close() {
      server.close()
    },
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  serveExportH2({ port: Number(process.env.PORT ?? 4443) }).then((server) =>
    console.log(`Serving out/ over HTTP/2 at ${server.origin}`),
  )
}
