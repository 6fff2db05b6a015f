/** The commands an editor runs answer a content mistake with a message, never a stack trace. */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { edit, makeContent, TINY_PNG } from '../../lib/content/testing/fixture'

const tsx = path.join(process.cwd(), 'node_modules/.bin/tsx')
const run = (script: string, args: string[], cwd = process.cwd()) =>
  spawnSync(tsx, [path.join(process.cwd(), 'scripts', script), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  })
const stackTrace = /^\s+at .+\(.+:\d+:\d+\)$/m

// Each test starts a command in a process of its own (tsx's start-up): seconds on a busy machine.
describe('commands an editor runs', { timeout: 60_000 }, () => {
  it('check:content lists every problem with file, line and field, and exits 1 without a stack trace', () => {
    const root = makeContent({
      ...edit('giving/raila.en.mdx', 'paybill: 247247', 'paybill: 24724'),
      'congregations/notes.txt': 'x',
    })
    const result = run('build/check-content.ts', [root])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('✗ The content has 2 problems')
    expect(result.stderr).toContain(
      'content/giving/raila.en.mdx:3:10: paybill: expected 6 digits, or a placeholder such as "TODO: ask the church office", got "24724"',
    )
    expect(result.stderr).toContain('content/congregations/notes.txt: (file):')
    expect(result.stderr).not.toMatch(stackTrace)
  }, 30_000)

  it('check:content --github marks each problem on its file and line', () => {
    const root = makeContent(edit('giving/raila.en.mdx', 'paybill: 247247', 'paybill: 24724'))
    const result = run('build/check-content.ts', [root, '--github'])
    expect(result.stdout).toContain(
      '::error file=content/giving/raila.en.mdx,line=3,col=10,title=paybill::expected 6 digits, or a placeholder such as "TODO: ask the church office", got "24724"',
    )
  }, 30_000)

  it('the media step names a file that is not an image and goes on with the others, without a stack trace', () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'))
    fs.mkdirSync(path.join(cwd, 'content/media'), { recursive: true })
    fs.writeFileSync(path.join(cwd, 'content/media/notes.jpg'), 'meeting notes')
    fs.writeFileSync(path.join(cwd, 'content/media/IMG_2041.PNG'), TINY_PNG)
    const result = run('build/media.ts', [], cwd)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'content/media/notes.jpg is not a JPEG, PNG or WebP image (it contains text); export the photo again as JPEG and replace the file',
    )
    expect(result.stderr).not.toMatch(stackTrace)
    // The good photo, named as a phone names it, still gets its variant.
    expect(fs.existsSync(path.join(cwd, 'public/media/IMG_2041-1.webp'))).toBe(true)
  }, 30_000)
})
