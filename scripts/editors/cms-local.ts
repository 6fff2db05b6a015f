/**
 * `npm run cms`: the content manager on this machine, with no GitHub login. It starts Decap's local
 * backend (decap-server, a pinned dev dependency) on the content/ folder, and serves the site's admin
 * page at http://localhost:3001/admin/ with the configuration and policy of this mode: Decap talks to
 * decap-server, which writes the files in content/ directly (check them with `npm run check:content`,
 * commit them with git). Both listen on 127.0.0.1 only, so nobody else on the network can edit.
 * CMS_PORT (3001) and CMS_API_PORT (8081) choose other ports. docs/cms.md says more.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { DECAP_DIST, decapBundleFiles, withAdminPolicy } from '../build/admin-page'
import { cmsConfigYaml } from './decap-config'

const HOST = '127.0.0.1'
const ADMIN_DIR = path.join(process.cwd(), 'public', 'admin')
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

export type LocalCms = { adminUrl: string; api: string; stop: () => Promise<void> }

/** Waits until decap-server answers (its "info" action), or fails after `timeoutMs`. */
async function whenAnswering(api: string, server: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`decap-server stopped (exit code ${server.exitCode})`)
    try {
      const response = await fetch(api, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`decap-server did not answer at ${api} within ${timeoutMs / 1000} s`)
}

/**
 * The admin page's files in this mode: the page with the local policy, the local configuration, Decap's bundle and the
 * site's widgets.
 */
function adminFile(name: string, api: string): { type: string; body: string | Buffer } | undefined {
  const type = TYPES[path.extname(name)] ?? 'application/octet-stream'
  if (name === '' || name === 'index.html')
    return {
      type: TYPES['.html']!,
      body: withAdminPolicy(fs.readFileSync(path.join(ADMIN_DIR, 'index.html'), 'utf8'), { api }),
    }
  if (name === 'config.yml') return { type, body: cmsConfigYaml({ local: { api } }) }
  if (decapBundleFiles().includes(name)) return { type, body: fs.readFileSync(path.join(DECAP_DIST, name)) }
  if (name === 'site-extensions.js') return { type, body: fs.readFileSync(path.join(ADMIN_DIR, name)) }
  return undefined
}

/** Starts decap-server on `contentDir` and the admin page; `stop` ends both. */
export async function startLocalCms({
  port = Number(process.env.CMS_PORT ?? 3001),
  apiPort = Number(process.env.CMS_API_PORT ?? 8081),
  contentDir = path.join(process.cwd(), 'content'),
  quiet = false,
} = {}): Promise<LocalCms> {
  const api = `http://${HOST}:${apiPort}/api/v1`
  const server = spawn(
    process.execPath,
    [path.join(process.cwd(), 'node_modules', 'decap-server', 'dist', 'index.js')],
    {
      env: {
        ...process.env,
        PORT: String(apiPort),
        BIND_HOST: HOST,
        GIT_REPO_DIRECTORY: contentDir,
        MODE: 'fs',
        LOG_LEVEL: quiet ? 'warn' : 'info',
      },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    },
  )
  const admin = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${HOST}`)
    if (url.pathname === '/' || url.pathname === '/admin') {
      response.writeHead(302, { location: '/admin/' }).end()
      return
    }
    const file =
      url.pathname.startsWith('/admin/') && (request.method === 'GET' || request.method === 'HEAD')
        ? adminFile(url.pathname.slice('/admin/'.length), api)
        : undefined
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    response
      .writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
      .end(file.body)
  })
  const stop = async () => {
    await new Promise<void>((resolve) => admin.close(() => resolve()))
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
  }
  try {
    await whenAnswering(api, server)
    await new Promise<void>((resolve, reject) => {
      admin.once('error', reject)
      admin.listen(port, HOST, () => resolve())
    })
  } catch (error) {
    server.kill('SIGTERM')
    throw error
  }
  return { adminUrl: `http://localhost:${port}/admin/`, api, stop }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startLocalCms()
    .then(({ adminUrl, stop }) => {
      console.log(`\nThe content manager edits content/ on this machine: open ${adminUrl} (Ctrl+C stops it).`)
      console.log('Check what it saved with `npm run check:content`, then commit it.\n')
      const end = () => void stop().then(() => process.exit(0))
      process.on('SIGINT', end)
      process.on('SIGTERM', end)
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
