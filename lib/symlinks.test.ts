import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  publishedFolders,
  refuseSymlinks,
  symlinkMessage,
  symlinkOnPath,
  symlinkProblems,
  symlinkRefusal,
  symlinksIn,
} from './symlinks'

/** A project folder: content/ and public/ with real files, a secret outside them, and links into it. */
const project = fs.mkdtempSync(path.join(os.tmpdir(), 'symlinks-'))
afterAll(() => fs.rmSync(project, { recursive: true, force: true }))
const at = (...parts: string[]) => path.join(project, ...parts)
const write = (file: string, text = '') => {
  fs.mkdirSync(path.dirname(at(file)), { recursive: true })
  fs.writeFileSync(at(file), text)
}
write('outside/passwd', 'root:x:0:0:root:/root:/bin/bash\n')
write('outside/photos/one.jpg')
write('content/pages/about.en.mdx', '---\n---\n')
write('content/documents/by-laws.pdf', '%PDF-1.4\n')
write('content/media/gallery/real.jpg')
write('public/admin/index.html', '<html></html>')
fs.symlinkSync(at('outside', 'passwd'), at('content', 'documents', 'minutes-2026.pdf'))
fs.symlinkSync('../../outside/photos', at('content', 'media', 'shared'))
fs.symlinkSync(at('outside', 'passwd'), at('content', 'media', 'gallery', '.hidden.jpg'))
fs.symlinkSync(at('outside', 'missing.mp4'), at('content', 'media', 'dangling.mp4'))
fs.symlinkSync(at('outside', 'passwd'), at('public', 'robots.txt'))

const relative = (files: string[]) => files.map((f) => path.relative(project, f).split(path.sep).join('/'))
const folders = publishedFolders(at('content'))

describe('symlinksIn', () => {
  it('finds every link below a folder, hidden and dangling ones too, and walks no linked folder', () => {
    expect(relative(symlinksIn(at('content')))).toEqual([
      'content/documents/minutes-2026.pdf',
      'content/media/dangling.mp4',
      'content/media/gallery/.hidden.jpg',
      'content/media/shared',
    ])
    expect(relative(symlinksIn(at('public')))).toEqual(['public/robots.txt'])
  })

  it('names the folder itself when it is a link, and finds nothing in a missing folder', () => {
    const linked = at('linked-content')
    fs.symlinkSync(at('content'), linked)
    expect(symlinksIn(linked)).toEqual([linked])
    expect(symlinksIn(at('missing'))).toEqual([])
  })
})

describe('symlinkOnPath', () => {
  it('says whether a path inside a folder passes through a link or ends at one', () => {
    expect(symlinkOnPath(at('content', 'documents'), 'minutes-2026.pdf')).toBe(true)
    expect(symlinkOnPath(at('content', 'media'), 'shared/one.jpg')).toBe(true)
    expect(symlinkOnPath(at('content', 'documents'), 'by-laws.pdf')).toBe(false)
    expect(symlinkOnPath(at('content', 'documents'), 'missing.pdf')).toBe(false)
    expect(symlinkOnPath(at('content', 'documents'), 'by-laws.pdf/inside.pdf')).toBe(false)
  })

  it('counts the folder itself', () => {
    expect(symlinkOnPath(at('content', 'media', 'shared'), 'one.jpg')).toBe(true)
  })
})

describe('symlinkProblems', () => {
  it('names each link by its path as an editor writes it, with where it points (as written) and what to do', () => {
    const passwd = at('outside', 'passwd')
    expect(symlinkProblems(folders)).toEqual([
      {
        file: 'content/documents/minutes-2026.pdf',
        field: '(file)',
        message: `is a symbolic link to "${passwd}"; the site publishes only files kept in content/ itself and never follows a link: replace the link with the file itself (a copy of it under the same name), or delete the link`,
      },
      {
        file: 'content/media/dangling.mp4',
        field: '(file)',
        message: symlinkMessage(at('outside', 'missing.mp4'), false, 'content'),
      },
      { file: 'content/media/gallery/.hidden.jpg', field: '(file)', message: symlinkMessage(passwd, false, 'content') },
      {
        file: 'content/media/shared',
        field: '(file)',
        message:
          'is a symbolic link to the folder "../../outside/photos"; the site publishes only files kept in content/ itself and never follows a link: replace the link with a real folder holding the files themselves, or delete the link',
      },
      { file: 'public/robots.txt', field: '(file)', message: symlinkMessage(passwd, false, 'public') },
    ])
  })

  it('finds none in folders of real files', () => {
    const clean = fs.mkdtempSync(path.join(os.tmpdir(), 'symlinks-clean-'))
    fs.mkdirSync(path.join(clean, 'content', 'media'), { recursive: true })
    fs.writeFileSync(path.join(clean, 'content', 'media', 'a.jpg'), '')
    expect(symlinkProblems(publishedFolders(path.join(clean, 'content')))).toEqual([])
    expect(() => refuseSymlinks(publishedFolders(path.join(clean, 'content')), 'A step')).not.toThrow()
    fs.rmSync(clean, { recursive: true, force: true })
  })
})

describe('what a build step says when it refuses', () => {
  it('lists every link as the content check does, under one line naming the step', () => {
    const problems = symlinkProblems(folders)
    const refusal = symlinkRefusal(problems, 'The media step').split('\n')
    expect(refusal[0]).toBe(
      '✗ The media step never follows a symbolic link, and found 5 symbolic links in the folders the site publishes from:',
    )
    expect(refusal[1]).toBe(`  content/documents/minutes-2026.pdf: (file): ${problems[0]!.message}`)
    expect(refusal).toHaveLength(6)
    expect(symlinkRefusal(problems.slice(0, 1), 'A step')).toMatch(
      /^✗ A step never follows a symbolic link, and found a symbolic link in/,
    )
  })

  it('throws those words from refuseSymlinks', () => {
    expect(() => refuseSymlinks([{ dir: at('public'), shownAs: 'public' }], 'The step')).toThrow(
      `public/robots.txt: (file): ${symlinkMessage(at('outside', 'passwd'), false, 'public')}`,
    )
  })
})
