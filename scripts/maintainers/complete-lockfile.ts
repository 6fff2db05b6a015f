/**
 * `npm run lockfile`: run after `npm install`. The registry this project installs from does not serve
 * the native binaries of other platforms (macOS, Windows, Android... builds of Next's compiler,
 * Tailwind's oxide, the import resolver), so npm writes a lockfile without them, and `npm ci` then
 * refuses it ("Missing: ... from lock file"). This adds each missing optional platform package as an
 * entry with its version, `optional: true` and the os/cpu its name states: exactly what npm would
 * have written, so `npm ci` skips it on this platform as it would any other machine's binary.
 */
import fs from 'node:fs'

const file = 'package-lock.json'
type LockEntry = { version?: string; optional?: boolean; optionalDependencies?: Record<string, string> }
const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> }

const OS = ['android', 'darwin', 'freebsd', 'win32', 'openharmony', 'linux', 'netbsd', 'openbsd', 'sunos', 'aix']
const CPU = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el', 'arm']

export function platformOf(name: string): { os?: string[]; cpu?: string[] } {
  const tokens = name.split('/').pop()!.split('-')
  const os = OS.find((o) => tokens.includes(o))
  const cpu = CPU.find((c) => tokens.includes(c))
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) }
}

let added = 0
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue
    const platform = platformOf(name)
    if (!platform.os && !platform.cpu) continue
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} platform package${added === 1 ? '' : 's'} added`)
