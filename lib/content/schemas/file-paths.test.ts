/**
 * A field that names a file may not lead out of its folder: a ".." step, a place on a computer, a path from the top of
 * the disk, a backslash. Each is refused with its own fix, at the field's line, before anything looks for the file.
 */
import { describe, expect, it } from 'vitest'
import { readContent } from '../load'
import { formatProblem } from '../problems'
import { edit, makeContent } from '../testing/fixture'
import { DOCUMENTS_FOLDER, MEDIA_FOLDER, pathLeavingFolder, PUBLIC_FOLDER } from './file-paths'
import { programSchema } from './pages'

const IMAGE = 'congregations/raila/sunday.jpg'

describe('pathLeavingFolder', () => {
  it('lets a path inside the folder through', () => {
    for (const ok of ['poster.png', 'congregations/moa/IMG_2041.JPG', 'a..b.jpg', 'gallery/x.y.jpg'])
      expect(pathLeavingFolder(ok, MEDIA_FOLDER, IMAGE)).toBeUndefined()
    expect(pathLeavingFolder('/media-static/mabadiliko/video.mp4', PUBLIC_FOLDER, '/x.mp4')).toBeUndefined()
  })

  it('refuses a ".." step anywhere, with either slash', () => {
    const message = `".." leads out of content/media, and the site publishes only files inside it; put the file into content/media (or a folder inside it) and write its path from there, e.g. "${IMAGE}"`
    for (const out of ['../secret.jpg', 'congregations/../../secret.jpg', 'a/..', '..\\secret.jpg', '/../x.jpg'])
      expect(pathLeavingFolder(out, MEDIA_FOLDER, IMAGE)).toBe(message)
    expect(pathLeavingFolder('/media-static/../../etc/passwd.mp4', PUBLIC_FOLDER, '/media-static/x.mp4')).toBe(
      '".." leads out of public/, and the site publishes only files inside it; put the file into public/ (or a folder inside it) and write its path from there, e.g. "/media-static/x.mp4"',
    )
  })

  it('refuses a place on a computer: a drive, a network share, a home folder, a file: address', () => {
    for (const out of [
      'C:\\Users\\Mary\\Pictures\\church.jpg',
      'd:/photos/church.jpg',
      '\\\\office\\photos\\a.jpg',
      '~/a.jpg',
      'file:///a.jpg',
    ])
      expect(pathLeavingFolder(out, DOCUMENTS_FOLDER, 'by-laws.pdf')).toBe(
        'this is a place on a computer, which the site cannot reach; put the file into content/documents and write its path there, e.g. "by-laws.pdf"',
      )
  })

  it('refuses a backslash, giving the path with "/"', () => {
    expect(pathLeavingFolder('congregations\\moa\\church.jpg', MEDIA_FOLDER, IMAGE)).toBe(
      'write "/" between folders, not "\\": "congregations/moa/church.jpg"',
    )
    expect(pathLeavingFolder('\\gallery\\a.jpg', MEDIA_FOLDER, IMAGE)).toBe(
      'write "/" between folders, not "\\": "gallery/a.jpg"',
    )
    expect(pathLeavingFolder('\\media-static\\a.vtt', PUBLIC_FOLDER, '/a.vtt')).toBe(
      'write "/" between folders, not "\\": "/media-static/a.vtt"',
    )
  })

  it('refuses a path from the top of the disk or of the project inside content/', () => {
    for (const out of ['/etc/passwd.pdf', 'content/documents/by-laws.pdf'])
      expect(pathLeavingFolder(out, DOCUMENTS_FOLDER, 'by-laws.pdf')).toBe(
        'write the path inside content/documents, without "content/documents/" or a leading "/", e.g. "by-laws.pdf"',
      )
  })

  it("holds a program's video and captions (addresses inside public/) too", () => {
    const src = programSchema.shape.video.shape.src
    expect(src.safeParse('/media-static/mabadiliko/video.mp4').success).toBe(true)
    expect(src.safeParse('/media-static/../../../etc/passwd.mp4').error?.issues.map((i) => i.message)).toEqual([
      '".." leads out of public/, and the site publishes only files inside it; put the file into public/ (or a folder inside it) and write its path from there, e.g. "/media-static/mabadiliko/video.mp4"',
    ])
    expect(programSchema.shape.video.shape.captions.safeParse('/a/../../x.vtt').error?.issues[0]?.message).toMatch(
      /^"\.\." leads out of public\/.*e\.g\. "\/media-static\/mabadiliko\/video\.vtt"$/,
    )
  })
})

const problemsOf = async (changes: Record<string, string>) =>
  (await readContent(makeContent(changes))).problems.map(formatProblem)
const moaPhoto = (src: string) =>
  edit('congregations/moa.en.mdx', 'menuOrder: 1', `menuOrder: 1\nphoto:\n  src: ${src}\n  alt: The church building`)
const M = 'content/congregations/moa.en.mdx'

describe('the content check, for every field that names a file', () => {
  it('an image path with ".." (the form the check let through before)', async () => {
    expect(await problemsOf(moaPhoto('congregations/../../../site.en.mdx.jpg'))).toEqual([
      `${M}:7:8: photo.src: ".." leads out of content/media, and the site publishes only files inside it; put the file into content/media (or a folder inside it) and write its path from there, e.g. "${IMAGE}", got "congregations/../../../site.en.mdx.jpg"`,
    ])
  })

  it('an image path copied from a computer', async () => {
    expect(await problemsOf(moaPhoto('C:\\Users\\Mary\\Pictures\\church.jpg'))).toEqual([
      `${M}:7:8: photo.src: this is a place on a computer, which the site cannot reach; put the file into content/media and write its path there, e.g. "${IMAGE}", got "C:\\\\Users\\\\Mary\\\\Pictures\\\\church.jpg"`,
    ])
  })

  it('an image path with backslashes', async () => {
    expect(await problemsOf(moaPhoto('congregations\\moa\\church.jpg'))).toEqual([
      `${M}:7:8: photo.src: write "/" between folders, not "\\": "congregations/moa/church.jpg", got "congregations\\\\moa\\\\church.jpg"`,
    ])
  })

  it('a download outside content/documents', async () => {
    expect(
      await problemsOf(edit('pages/support.en.mdx', 'file: by-laws.pdf', 'file: a/../../../../etc/passwd.pdf')),
    ).toEqual([
      `content/pages/support.en.mdx:7:11: downloads[0].file: ".." leads out of content/documents, and the site publishes only files inside it; put the file into content/documents (or a folder inside it) and write its path from there, e.g. "by-laws.pdf", got "a/../../../../etc/passwd.pdf"`,
    ])
    expect(await problemsOf(edit('pages/support.en.mdx', 'file: by-laws.pdf', 'file: /etc/passwd.pdf'))).toEqual([
      `content/pages/support.en.mdx:7:11: downloads[0].file: write the path inside content/documents, without "content/documents/" or a leading "/", e.g. "by-laws.pdf", got "/etc/passwd.pdf"`,
    ])
  })

  it("the home page's video outside content/media", async () => {
    expect(await problemsOf(edit('home.en.mdx', 'src: video/loop.mp4', 'src: video/../../../clip.mp4'))).toEqual([
      `content/home.en.mdx:6:8: video.src: ".." leads out of content/media, and the site publishes only files inside it; put the file into content/media (or a folder inside it) and write its path from there, e.g. "video/welcome.mp4", got "video/../../../clip.mp4"`,
    ])
  })
})
