/**
 * The unit tests write their temporary folders (content fixtures, office sheets, media) in one folder
 * per run, through TMPDIR, which the test workers inherit; the run removes it when it ends, so the
 * machine's temporary folder does not fill up run after run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export default function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'unit-tests-'))
  const before = process.env.TMPDIR
  process.env.TMPDIR = root
  return () => {
    fs.rmSync(root, { recursive: true, force: true })
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
  }
}
