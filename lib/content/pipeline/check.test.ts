/**
 * The content check and symbolic links: a link anywhere in content/ or in the public/ beside it is one problem of its
 * own, with its path and where it points, and nothing is read through it (no second message about what it points to).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readContent } from '../load'
import { formatProblem } from '../problems'
import { makeContent, TINY_PNG } from '../testing/fixture'

const made: string[] = []
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** Where the links point: a file that must never reach the site, a real photo and a folder of them. */
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'))
made.push(outside)
const PASSWD = path.join(outside, 'passwd')
fs.writeFileSync(PASSWD, 'root:x:0:0:root:/root:/bin/bash\n')
fs.writeFileSync(path.join(outside, 'photo.png'), TINY_PNG)
fs.mkdirSync(path.join(outside, 'photos'))
fs.writeFileSync(path.join(outside, 'photos', 'one.png'), TINY_PNG)

/** A project with the fixture's valid content in content/, a public/ beside it, and `links` (path -> target) added. */
function projectWith(links: Record<string, string>): string {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'project-'))
  made.push(project)
  fs.renameSync(makeContent(), path.join(project, 'content'))
  fs.mkdirSync(path.join(project, 'public'))
  for (const [link, target] of Object.entries(links)) {
    fs.rmSync(path.join(project, link), { force: true })
    fs.mkdirSync(path.dirname(path.join(project, link)), { recursive: true })
    fs.symlinkSync(target, path.join(project, link))
  }
  return path.join(project, 'content')
}

const problemsOf = async (links: Record<string, string>) =>
  (await readContent(projectWith(links))).problems.map(formatProblem)

const WHERE = 'the site publishes only files kept in content/ itself and never follows a link'
const toFile = (target: string, folder = 'content') =>
  `is a symbolic link to "${target}"; the site publishes only files kept in ${folder}/ itself and never follows a link: replace the link with the file itself (a copy of it under the same name), or delete the link`

describe('the content check refuses a symbolic link', () => {
  it('the fixture is valid without one', async () => {
    expect(await problemsOf({})).toEqual([])
  })

  it('in content/documents, in place of a download: its path and target, and nothing read through it', async () => {
    expect(await problemsOf({ 'content/documents/by-laws.pdf': PASSWD })).toEqual([
      `content/documents/by-laws.pdf: (file): ${toFile(PASSWD)}`,
    ])
  })

  it('in content/documents, not named by any page', async () => {
    expect(await problemsOf({ 'content/documents/minutes-2026.pdf': PASSWD })).toEqual([
      `content/documents/minutes-2026.pdf: (file): ${toFile(PASSWD)}`,
    ])
  })

  it("in content/media, in place of the home page's video", async () => {
    expect(await problemsOf({ 'content/media/video/loop.mp4': '/etc/passwd' })).toEqual([
      `content/media/video/loop.mp4: (file): ${toFile('/etc/passwd')}`,
    ])
  })

  it('in content/media, to a real image outside content/ (written relative to the link)', async () => {
    const target = path.relative(
      path.join(os.tmpdir(), 'project-x', 'content', 'media'),
      path.join(outside, 'photo.png'),
    )
    expect(await problemsOf({ 'content/media/poster.png': target })).toEqual([
      `content/media/poster.png: (file): ${toFile(target)}`,
    ])
  })

  it('to a folder, which is not walked, whatever a field names inside it', async () => {
    const target = path.join(outside, 'photos')
    const problems = await problemsOf({ 'content/media/shared': target })
    expect(problems).toEqual([
      `content/media/shared: (file): is a symbolic link to the folder "${target}"; ${WHERE}: replace the link with a real folder holding the files themselves, or delete the link`,
    ])
  })

  it('in place of a content file, which is not read (a missing file the site needs is not reported twice)', async () => {
    expect(await problemsOf({ 'content/pages/notes.en.mdx': PASSWD, 'content/site.en.mdx': PASSWD })).toEqual([
      `content/pages/notes.en.mdx: (file): ${toFile(PASSWD)}`,
      `content/site.en.mdx: (file): ${toFile(PASSWD)}`,
    ])
  })

  it('in public/, which the export copies as it is', async () => {
    expect(await problemsOf({ 'public/robots.txt': PASSWD, 'public/media-static/.hidden': PASSWD })).toEqual([
      `public/media-static/.hidden: (file): ${toFile(PASSWD, 'public')}`,
      `public/robots.txt: (file): ${toFile(PASSWD, 'public')}`,
    ])
  })
})
