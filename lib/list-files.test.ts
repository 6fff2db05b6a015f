import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { exportPagePath, exportPages, listFiles, relativePath } from './list-files'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'list-files-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

for (const file of [
  'index.html',
  'church/index.html',
  'church/photo.JPG',
  'admin/index.html',
  'church/admin/index.html',
  '_next/static/page.html',
  '_next/static/app.js',
  '.hidden/index.html',
  'media/.gitkeep',
]) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), '')
}

const names = (files: string[]) => files.map((f) => relativePath(root, f))

describe('listFiles', () => {
  it('lists every file below, sorted, without hidden names', () => {
    expect(names(listFiles(root))).toEqual([
      '_next/static/app.js',
      '_next/static/page.html',
      'admin/index.html',
      'church/admin/index.html',
      'church/index.html',
      'church/photo.JPG',
      'index.html',
    ])
  })

  it('keeps only the extensions asked for, in any case', () => {
    expect(names(listFiles(root, { extensions: ['.jpg'] }))).toEqual(['church/photo.JPG'])
  })

  it('skips a folder by its path from the root, not every folder of that name', () => {
    expect(names(listFiles(root, { extensions: ['.html'], skipFolders: ['admin', '_next'] }))).toEqual([
      'church/admin/index.html',
      'church/index.html',
      'index.html',
    ])
  })

  it('never lists nor walks a symbolic link, to a file or to a folder', () => {
    const linked = fs.mkdtempSync(path.join(os.tmpdir(), 'list-files-links-'))
    fs.writeFileSync(path.join(linked, 'real.pdf'), '')
    fs.symlinkSync(path.join(root, 'index.html'), path.join(linked, 'minutes.pdf'))
    fs.symlinkSync(path.join(root, 'church'), path.join(linked, 'church'))
    expect(listFiles(linked).map((f) => path.basename(f))).toEqual(['real.pdf'])
    fs.rmSync(linked, { recursive: true, force: true })
  })

  it('stays in the folder when not recursive, and gives nothing for a missing folder', () => {
    expect(names(listFiles(root, { recursive: false }))).toEqual(['index.html'])
    expect(listFiles(path.join(root, 'missing'))).toEqual([])
  })
})

describe('exportPages', () => {
  it("lists an export's pages outside _next, and outside other folders named", () => {
    expect(names(exportPages(root))).toEqual([
      'admin/index.html',
      'church/admin/index.html',
      'church/index.html',
      'index.html',
    ])
    expect(names(exportPages(root, ['admin']))).toEqual(['church/admin/index.html', 'church/index.html', 'index.html'])
  })
})

describe('exportPagePath', () => {
  it("gives a page's address from its file, the home page's as /", () => {
    expect(exportPagePath(root, path.join(root, 'index.html'))).toBe('/')
    expect(exportPagePath(root, path.join(root, 'church', 'index.html'))).toBe('/church/')
    expect(exportPagePath(root, path.join(root, '404.html'))).toBe('/404.html')
  })
})
