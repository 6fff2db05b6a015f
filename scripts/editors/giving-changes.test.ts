import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { makePdf } from '../../lib/giving/testing/pdf'
import { annotation, changesBetween, documentChangesBetween, summary } from './giving-changes'

/** A repository with a base branch and a pull request's branch that changes one account (test data only). */
function repository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'giving-git-'))
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' })
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  git('init', '-q', '-b', 'main')
  git('config', 'user.email', 'test@example.org')
  git('config', 'user.name', 'Test')
  write('content/congregations/raila.en.mdx', '---\nname: Raila\nslug: raila\n---\n')
  write('content/giving/raila.en.mdx', '---\ncongregation: raila\npaybill: 247247\naccount: 0070\n---\n')
  git('add', '-A')
  git('commit', '-qm', 'base')
  git('checkout', '-qb', 'edit')
  write('content/giving/raila.en.mdx', '---\ncongregation: raila\npaybill: 247247\naccount: 0071\n---\n')
  // A settings file that .gitignore would keep out, force-added: it overrides .env when the site is built.
  write('.env.local', 'NEXT_PUBLIC_PAYPAL_CLIENT_ID=AbC123\n')
  git('add', '-f', '.env.local')
  git('commit', '-qam', 'an edit')
  // The base moves on after the branch started: its own later changes are not the pull request's.
  git('checkout', '-q', 'main')
  write(
    'content/giving/raila.en.mdx',
    '---\ncongregation: raila\npaybill: 247247\naccount: "0070"\naccountName: TEST\n---\n',
  )
  git('commit', '-qam', 'later on main')
  git('checkout', '-q', 'edit')
  return dir
}

describe('npm run giving:changes', () => {
  it("lists what the pull request's own commits change, for the job summary and as annotations", () => {
    const changes = changesBetween('main', 'HEAD', repository())
    expect(changes).toEqual([
      { file: 'content/giving/raila.en.mdx', text: 'Raila: M-Pesa account 0070 → 0071' },
      {
        file: '.env.local',
        text: 'settings file .env.local added, read by the build: NEXT_PUBLIC_PAYPAL_CLIENT_ID=AbC123 (decides where donations go)',
      },
    ])
    expect(summary(changes, 'main')).toContain('- Raila: M-Pesa account 0070 → 0071 (`content/giving/raila.en.mdx`)')
    expect(annotation(changes[0]!)).toBe(
      '::warning file=content/giving/raila.en.mdx,title=Where money goes changes::Raila: M-Pesa account 0070 → 0071',
    )
    expect(summary([], 'main')).toContain('changes no giving fact')
  })
})

describe('npm run giving:changes lists every document the pull request adds, changes or removes', () => {
  it('with whether the build could read its text', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'giving-documents-git-'))
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' })
    const write = (file: string, bytes: Uint8Array) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), bytes)
    }
    git('init', '-q', '-b', 'main')
    git('config', 'user.email', 'test@example.org')
    git('config', 'user.name', 'Test')
    write('content/documents/by-laws.pdf', makePdf({ pages: [{ texts: ['By-laws'] }] }))
    write('content/documents/old report.pdf', makePdf({ pages: [{ texts: ['Old'] }] }))
    git('add', '-A')
    git('commit', '-qm', 'base')
    git('checkout', '-qb', 'edit')
    write('content/documents/by-laws.pdf', makePdf({ pages: [{ texts: ['By-laws'] }, { texts: ['Page 2'] }] }))
    write('content/documents/minutes.pdf', makePdf({ pages: [{ picture: true }] }))
    git('rm', '-q', 'content/documents/old report.pdf')
    git('add', '-A')
    git('commit', '-qm', 'documents')
    expect(await documentChangesBetween('main', 'HEAD', dir)).toEqual([
      {
        file: 'content/documents/by-laws.pdf',
        text: 'document changed: content/documents/by-laws.pdf (2 pages, text read)',
      },
      {
        file: 'content/documents/minutes.pdf',
        text: 'document added: content/documents/minutes.pdf (no readable text: a scan; read it before approving)',
      },
      { file: 'content/documents/old report.pdf', text: 'document removed: content/documents/old report.pdf' },
    ])
    expect(changesBetween('main', 'HEAD', dir)).toEqual([])
  })
})
