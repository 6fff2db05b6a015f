/**
 * For the benchmark: serves the export in out/ over HTTP/2 with TLS, as static hosts (Netlify,
 * Cloudflare Pages, GitHub Pages) do, so Lighthouse's simulation sees one multiplexed connection
 * rather than the six HTTP/1.1 connections of the local `serve`. The files are answered as
 * scripts/serve-files.mjs does (text gzipped like `serve` does).
 * The certificate is a throw-away self-signed one; the benchmark's Chromium is told to accept it.
 * A page's address with `?no-scripts` serves it without its scripts (serve-files.mjs, withoutScripts).
 *
 *   const server = await serveExportH2()   // { origin, close() }
 */
import http2 from 'node:http2'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { filesHandler } from './serve-files.mjs'
import { selfSignedCert } from './self-signed-cert.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'out')

export async function serveExportH2({ port = 0 } = {}) {
  const tls = selfSignedCert('localhost')
  const server = http2.createSecureServer(
    { ...tls, allowHTTP1: true },
    filesHandler(() => out),
  )
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `https://localhost:${server.address().port}`,
    close() {
      server.close()
    },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serveExportH2({ port: Number(process.env.PORT ?? 4443) }).then((server) =>
    console.log(`Serving out/ over HTTP/2 at ${server.origin}`),
  )
}
