/**
 * Answers requests with the files of a static export, as static hosts do: folders with their
 * index.html, unknown paths with 404.html and status 404, text gzipped when the browser accepts it,
 * and 304 to a browser that has the file already (an ETag from its size and time); a page asked for
 * with `?no-scripts` comes without its scripts (withoutScripts).
 * scripts/bench/serve-h2.ts serves out/ with it over HTTP/2; the offline tests and the benchmark serve an
 * export over plain HTTP with it (`serveFolder`), switching folders to play a new deploy.
 */
import fs from 'node:fs'
import http, { type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'
import { IMMUTABLE } from '../build/host-rules'

export const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.ics': 'text/calendar; charset=utf-8',
}
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

/**
 * A page as it would be with no script at all, for the benchmark's "paint first" figure: every script
 * but data (JSON-LD) and every script preload removed. Asked for with `?no-scripts` on the page's address.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(
      /<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*\/?>|<link\b[^>]*rel="modulepreload"[^>]*\/?>/g,
      '',
    )
}

/** The file a request path is served from in `dir`: folders answer with their index.html. */
export function fileFor(dir: string, urlPath: string): string | undefined {
  const p = decodeURIComponent(urlPath.split('?')[0]!)
  const full = path.join(dir, p)
  if (!full.startsWith(dir)) return undefined
  for (const candidate of [full, path.join(full, 'index.html'), `${full}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/** What the handler reads of a request and calls on its response, the same over HTTP/1.1 and HTTP/2. */
type Request = { url?: string; headers: IncomingHttpHeaders }
type Response = {
  writeHead(status: number, headers: Record<string, string>): unknown
  end(body: Buffer | string): unknown
}

/** A request handler serving the folder `folder()` names at the time of each request. */
export function filesHandler(folder: () => string) {
  return (req: Request, res: Response) => {
    const dir = folder()
    const file = fileFor(dir, req.url ?? '/')
    const status = file ? 200 : 404
    const served = file ?? path.join(dir, '404.html')
    const type = types[path.extname(served)] ?? 'application/octet-stream'
    const stat = fs.statSync(served)
    const scriptless = type.startsWith('text/html') && /[?&]no-scripts\b/.test(req.url ?? '')
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${scriptless ? '-no-scripts' : ''}"`
    if (file && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag })
      res.end('')
      return
    }
    let body = fs.readFileSync(served)
    if (scriptless) body = Buffer.from(withoutScripts(body.toString('utf8')))
    // The service worker is checked for a new deploy's at every visit (docs/offline.md), as the host rules say.
    const headers: Record<string, string> = {
      'content-type': type,
      ...(file ? { etag } : {}),
      ...(path.basename(served) === 'sw.js' ? { 'cache-control': 'no-cache' } : {}),
      // Hashed build files never change, as the host rules say (scripts/build/host-rules.ts): the islands' code
      // fetched ahead is taken from the cache at the first action, without asking again.
      ...(file && served.split(path.sep).join('/').includes('/_next/static/') ? { 'cache-control': IMMUTABLE } : {}),
    }
    if (compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body)
      headers['content-encoding'] = 'gzip'
    }
    res.writeHead(status, headers)
    res.end(body)
  }
}

/**
 * Serves a folder over plain HTTP on 127.0.0.1 (a secure context, as service workers need);
 * `serve(dir)` switches to another folder, `close()` stops it and drops open connections (a phone gone offline).
 */
export async function serveFolder(dir: string, { port = 0 }: { port?: number } = {}) {
  let current = dir
  const server = http.createServer(filesHandler(() => current))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve(next: string) {
      current = next
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
