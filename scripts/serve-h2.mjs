/**
 * For the benchmark: serves the export in out/ over HTTP/2 with TLS, as static hosts (Netlify,
 * Cloudflare Pages, GitHub Pages) do, so Lighthouse's simulation sees one multiplexed connection
 * rather than the six HTTP/1.1 connections of the local `serve`. Text is gzipped like `serve` does.
 * The certificate is a throw-away self-signed one; the benchmark's Chromium is told to accept it.
 * A page's address with `?no-scripts` serves it without its scripts (withoutScripts).
 *
 *   const server = await serveExportH2()   // { origin, close() }
 */
import fs from 'node:fs'
import http2 from 'node:http2'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { selfSignedCert } from './self-signed-cert.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'out')

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.svg': 'image/svg+xml',
  '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.ico': 'image/x-icon', '.mp4': 'video/mp4',
  '.webm': 'video/webm', '.vtt': 'text/vtt', '.pdf': 'application/pdf', '.woff2': 'font/woff2', '.webmanifest': 'application/manifest+json',
}
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

/**
 * A page as it would be with no script at all, for the benchmark's "paint first" figure: every script
 * but data (JSON-LD) and every script preload removed. Asked for with `?no-scripts` on the page's address.
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*\/?>|<link\b[^>]*rel="modulepreload"[^>]*\/?>/g, '')
}

/** The file a request path is served from: folders answer with their index.html. */
function fileFor(urlPath) {
  const p = decodeURIComponent(urlPath.split('?')[0])
  const full = path.join(out, p)
  if (!full.startsWith(out)) return undefined
  for (const candidate of [full, path.join(full, 'index.html'), `${full}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return undefined
}

export async function serveExportH2({ port = 0 } = {}) {
  const tls = selfSignedCert('localhost')
  const server = http2.createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => {
    const file = fileFor(req.url ?? '/')
    const status = file ? 200 : 404
    const served = file ?? path.join(out, '404.html')
    const type = types[path.extname(served)] ?? 'application/octet-stream'
    let body = fs.readFileSync(served)
    if (type.startsWith('text/html') && /[?&]no-scripts\b/.test(req.url ?? '')) body = Buffer.from(withoutScripts(body.toString('utf8')))
    const headers = { 'content-type': type }
    if (compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body)
      headers['content-encoding'] = 'gzip'
    }
    res.writeHead(status, headers)
    res.end(body)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `https://localhost:${server.address().port}`,
    close() {
      server.close()
    },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serveExportH2({ port: Number(process.env.PORT ?? 4443) }).then((server) => console.log(`Serving out/ over HTTP/2 at ${server.origin}`))
}
