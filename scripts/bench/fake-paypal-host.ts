/**
 * For the benchmark only: there is no internet here, so Lighthouse's Chromium is pointed at a local
 * HTTPS server that answers for www.paypal.com with the e2e tests' fake PayPal SDK
 * (e2e/fakes/paypal-sdk.js). /support/ then renders its donation buttons as it would online, instead
 * of logging the SDK's load failure (which Lighthouse scores as a console error). The real SDK's own
 * bytes and CPU time are therefore not in the figures; docs/performance.md says so.
 *
 *   const host = await startFakePayPal()   // { chromeFlags, close() }
 */
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { selfSignedCert } from './self-signed-cert'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export async function startFakePayPal(): Promise<{ chromeFlags: string[]; close(): void }> {
  const tls = selfSignedCert('www.paypal.com')
  const sdk = fs.readFileSync(path.join(root, 'e2e/fakes/paypal-sdk.js'))
  const server = https.createServer(tls, (req, res) => {
    if (req.url?.startsWith('/sdk/js')) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
      res.end(sdk)
    } else {
      res.writeHead(404)
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    chromeFlags: [`--host-resolver-rules=MAP www.paypal.com:443 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    close() {
      server.close()
    },
  }
}
