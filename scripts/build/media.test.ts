/**
 * The media step on a project folder of its own, run as the build runs it (and with no content check before it): a
 * symbolic link in content/ or public/ stops it, naming the link and where it points, and nothing the link points to
 * reaches public/.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listFiles } from '../../lib/list-files'
import { symlinkMessage } from '../../lib/symlinks'
import { TINY_PNG } from '../../lib/content/testing/fixture'

const SECRET = 'root:x:0:0:the machine that builds the site\n'

let dirs: string[] = []
afterEach(() => {
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }))
  dirs = []
})

/** A project with a real photo, video and document, a secret file and a real photo outside it, and `links` added. */
function projectWith(links: (outside: string) => Record<string, string>) {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'media-step-'))
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'media-outside-'))
  dirs.push(project, outside)
  const files: Record<string, string | Buffer> = {
    'content/media/poster.png': TINY_PNG,
    'content/media/video/loop.mp4': 'a video',
    'content/documents/by-laws.pdf': '%PDF-1.4\n',
    'public/admin/index.html': '<html></html>',
  }
  for (const [file, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    fs.writeFileSync(path.join(project, file), data)
  }
  fs.writeFileSync(path.join(outside, 'passwd'), SECRET)
  fs.writeFileSync(path.join(outside, 'photo.png'), TINY_PNG)
  fs.mkdirSync(path.join(outside, 'photos'))
  fs.writeFileSync(path.join(outside, 'photos', 'one.png'), TINY_PNG)
  for (const [link, target] of Object.entries(links(outside))) {
    fs.mkdirSync(path.dirname(path.join(project, link)), { recursive: true })
    fs.symlinkSync(target, path.join(project, link))
  }
  return { project, outside }
}

/** `npx tsx scripts/build/media.ts` in the project, as `npm run media` runs it there. */
const runMedia = (project: string) =>
  spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), path.resolve('scripts/build/media.ts')], {
    cwd: project,
    encoding: 'utf8',
  })

/** Every real file the step left in public/, and whether any holds the secret. */
function published(project: string) {
  const files = listFiles(path.join(project, 'public'), { skipHidden: false })
  return {
    names: files.map((f) => path.relative(project, f).split(path.sep).join('/')),
    secret: files.some((f) => fs.readFileSync(f).includes('the machine that builds the site')),
  }
}

const toFile = (target: string, folder = 'content') => symlinkMessage(target, false, folder)

// Each test starts the step in a process of its own (tsx's start-up): seconds on a busy machine.
describe('the media step', { timeout: 60_000 }, () => {
  it('publishes the real files of a project without links', () => {
    const { project } = projectWith(() => ({}))
    const result = runMedia(project)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(published(project).names).toEqual([
      'public/admin/index.html',
      'public/documents/by-laws.pdf',
      'public/media/poster-1.webp',
      'public/media/video/loop.mp4',
    ])
  })

  const cases: [string, (outside: string) => Record<string, string>, (outside: string) => string][] = [
    [
      'a linked document',
      (o) => ({ 'content/documents/minutes-2026.pdf': path.join(o, 'passwd') }),
      (o) => `content/documents/minutes-2026.pdf: (file): ${toFile(path.join(o, 'passwd'))}`,
    ],
    [
      'a linked video',
      () => ({ 'content/media/video/clip-2026.mp4': '/etc/passwd' }),
      () => `content/media/video/clip-2026.mp4: (file): ${toFile('/etc/passwd')}`,
    ],
    [
      'a linked image (a real photo, read by sharp if followed)',
      (o) => ({ 'content/media/leader.png': path.join(o, 'photo.png') }),
      (o) => `content/media/leader.png: (file): ${toFile(path.join(o, 'photo.png'))}`,
    ],
    [
      'a linked folder of images',
      (o) => ({ 'content/media/gallery': path.join(o, 'photos') }),
      (o) => `content/media/gallery: (file): ${symlinkMessage(path.join(o, 'photos'), true, 'content')}`,
    ],
    [
      'a link in public/, which next build would copy into the export',
      (o) => ({ 'public/robots.txt': path.join(o, 'passwd') }),
      (o) => `public/robots.txt: (file): ${toFile(path.join(o, 'passwd'), 'public')}`,
    ],
  ]
  for (const [what, links, line] of cases)
    it(`stops at ${what}, naming it and where it points; nothing reaches public/`, () => {
      const { project, outside } = projectWith(links)
      const result = runMedia(project)
      expect(result.status).toBe(1)
      expect(result.stderr.split('\n')).toEqual([
        '✗ The media step never follows a symbolic link, and found a symbolic link in the folders the site publishes from:',
        `  ${line(outside)}`,
        '',
      ])
      const { names, secret } = published(project)
      expect(secret).toBe(false)
      // Nothing at all is made: the step stops before reading any file.
      expect(names).toEqual(['public/admin/index.html'])
    })
})
