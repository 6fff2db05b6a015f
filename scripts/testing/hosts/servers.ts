/**
 * The hosts' own servers, started locally over an export, for `npm run test:hosts`
 * (scripts/testing/hosts/hosts.check.ts): nginx from the system's package with the generated include, and
 * Cloudflare's `wrangler pages dev`, which applies `_headers` and `_redirects` as Cloudflare Pages does.
 * Neither needs the network once installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { nginxConfig, type Alias } from '../../build/host-rules'

/** A running server: its address, what it printed so far, and the way to stop it. */
export type HostServer = { origin: string; log: () => string; stop: () => Promise<void> }

/** The wrangler that runs on Node 20 (wrangler 4 needs Node 22), fetched by npm on first use. */
export const WRANGLER = 'wrangler@3.114.9'

/** A free port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Waits until `origin` answers, or the process ends, or `ms` pass. */
async function answering(origin: string, child: ChildProcess, output: () => string, ms: number): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode}):\n${output()}`)
    try {
      await fetch(origin, { redirect: 'manual' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`no answer from ${origin} in ${ms / 1000} s:\n${output()}`)
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      // Both run children of their own (nginx's worker, wrangler's workerd): end the whole group.
      process.kill(-child.pid!, 'SIGTERM')
    })
}

function collect(child: ChildProcess): () => string {
  let text = ''
  child.stdout?.on('data', (chunk) => (text += chunk))
  child.stderr?.on('data', (chunk) => (text += chunk))
  return () => text
}

/** The types by extension that Debian's nginx package installs (no `.ics` among them: the include names it). */
const MIME_TYPES = '/etc/nginx/mime.types'

/** The nginx binary, or a message saying how to install it. */
export function nginxBinary(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) => fs.existsSync(file))
  if (!found || !fs.existsSync(MIME_TYPES))
    throw new Error(
      'nginx is not installed: `sudo apt-get install nginx-light` (Debian), then run `npm run test:hosts` again',
    )
  return found
}

/** nginx serving `out` at the root with the include `npm run -s nginx:conf` prints for it. */
export async function startNginx(out: string, aliases: Alias[]): Promise<HostServer> {
  const nginx = nginxBinary()
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-nginx-'))
  fs.writeFileSync(path.join(dir, 'site.conf'), nginxConfig(aliases, ''))
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root, nginx's workers would otherwise run as nobody, who may not read the checkout.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 64; }',
      'http {',
      `  include ${MIME_TYPES};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...temp,
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${out};`,
      `    include ${dir}/site.conf;`,
      '  }',
      '}',
      '',
    ].join('\n'),
  )
  const check = spawnSync(nginx, ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    encoding: 'utf8',
  })
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`)
  const child = spawn(nginx, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], { detached: true })
  const output = collect(child)
  const log = () => output() + fs.readFileSync(`${dir}/error.log`, 'utf8')
  const origin = `http://127.0.0.1:${port}`
  await answering(origin, child, log, 15_000)
  const stop = stopper(child)
  return { origin, log, stop: () => stop().then(() => fs.rmSync(dir, { recursive: true, force: true })) }
}

/** `wrangler pages dev` over `out`: Cloudflare Pages' own handling of `_headers`, `_redirects` and 404.html. */
export async function startWrangler(out: string): Promise<HostServer> {
  const port = await freePort()
  // Its state (.wrangler/) goes to a folder of its own, not the checkout.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-wrangler-'))
  const child = spawn(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${WRANGLER}`,
      '--',
      'wrangler',
      'pages',
      'dev',
      out,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      cwd: dir,
      detached: true,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    },
  )
  const output = collect(child)
  const origin = `http://127.0.0.1:${port}`
  // The first run fetches wrangler (about 150 MB with its runtime) from the registry.
  await answering(origin, child, output, 180_000)
  const stop = stopper(child)
  return { origin, log: output, stop: () => stop().then(() => fs.rmSync(dir, { recursive: true, force: true })) }
}
