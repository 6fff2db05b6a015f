/**
 * A throw-away self-signed TLS certificate for the benchmark's local HTTPS servers
 * (scripts/bench/serve-h2.ts, scripts/bench/fake-paypal-host.ts); their Chromium is told to accept it.
 *
 *   const { key, cert } = selfSignedCert('localhost')   // PEM buffers for https/http2 servers
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function selfSignedCert(commonName: string): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cert-'))
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${commonName}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  )
  const pair = { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) }
  fs.rmSync(dir, { recursive: true, force: true })
  return pair
}
