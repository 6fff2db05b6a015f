import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { committedSettingsFiles } from './giving-env'

let dir: string | undefined
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

function repoWith(files: Record<string, string>, commit: string[]) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'giving-env-'))
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' })
  git('init', '-q')
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text)
  git('add', '-f', ...commit)
  return dir
}

describe('the settings files a build looks at', () => {
  it("are the committed ones, force-added included, and not a machine's own .env.local", () => {
    const root = repoWith(
      { '.env': 'A=1\n', '.env.production': 'B=2\n', '.env.local': 'C=3\n', '.env.development.local': 'D=4\n' },
      ['.env', '.env.production', '.env.development.local'],
    )
    expect([...committedSettingsFiles(root).keys()].sort()).toEqual([
      '.env',
      '.env.development.local',
      '.env.production',
    ])
  })

  it('outside a git checkout, are every settings file but the machine-local ones', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'giving-env-'))
    for (const file of ['.env', '.env.production', '.env.local']) fs.writeFileSync(path.join(dir, file), 'A=1\n')
    expect([...committedSettingsFiles(dir).keys()].sort()).toEqual(['.env', '.env.production'])
  })
})

// Each test starts the step in a process of its own (tsx's start-up): seconds on a busy machine.
describe('the build step', { timeout: 60_000 }, () => {
  it('is the first step of the real build, before next build reads the files', () => {
    const build = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')).scripts.build as string
    expect(build).toMatch(/^tsx scripts\/build\/giving-env\.ts && .*next build/)
  })

  const run = (root: string) =>
    spawnSync(
      process.execPath,
      [path.resolve('node_modules/tsx/dist/cli.mjs'), path.resolve('scripts/build/giving-env.ts')],
      { cwd: root, encoding: 'utf8' },
    )

  it('stops the build when a committed .env.production sets the PayPal client id, saying where it belongs', () => {
    const result = run(
      repoWith(
        { '.env': 'NEXT_PUBLIC_PAYPAL_CLIENT_ID=test\n', '.env.production': 'NEXT_PUBLIC_PAYPAL_CLIENT_ID=AbC123\n' },
        ['.env', '.env.production'],
      ),
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('.env.production:1: NEXT_PUBLIC_PAYPAL_CLIENT_ID decides where donations go')
  })

  it("goes on with the defaults in .env and a machine's own .env.local", () => {
    const result = run(
      repoWith(
        { '.env': 'NEXT_PUBLIC_PAYPAL_CLIENT_ID=test\n', '.env.local': 'NEXT_PUBLIC_PAYPAL_CLIENT_ID=AbC123\n' },
        ['.env'],
      ),
    )
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})
