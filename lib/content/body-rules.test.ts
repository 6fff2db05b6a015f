/**
 * What an MDX body may hold, as the content check reports it: every attack in the table with every problem it
 * must produce (in the editor's words, at its line and column), and what an editor may write passing clean.
 */
import { describe, expect, it } from 'vitest'
import { BODY_ID_PREFIX, CONTENT_COMPONENTS, HTML_ELEMENTS, hrefProblem } from './body-rules.mjs'
import { MAIN_ID, sectionIds, supportIds, homeIds, programSectionIds, GALLERY_ID, SITE_INDEX_ID } from '../element-ids'
import { checkBody } from './pipeline/mdx-check'
import { formatProblem } from './problems'
import { allowed, ATTACK_FILE, attacks, fileWith } from './testing/body-attacks'

const problemsOf = async (body: string) => (await checkBody(ATTACK_FILE, fileWith(body))).problems.map(formatProblem)

describe('the content check refuses what a body may not hold', () => {
  it.each(attacks)('%s', async (_what, body, expected) => {
    expect(await problemsOf(body)).toEqual(
      expected.map((line) => `${ATTACK_FILE}:${line.replace(/^(\d+:\d+): /, '$1: (body): ')}`),
    )
  })
})

describe('the content check accepts what an editor may write', () => {
  it.each(allowed)('%s', async (_what, body) => {
    expect(await problemsOf(body)).toEqual([])
  })

  it('lists the links the rules allow for the link check, and none they refuse', async () => {
    const { links } = await checkBody(
      ATTACK_FILE,
      fileWith(
        '[a](/church/) [b](javascript:x) <a href="/support/">c</a> <a href="//evil.example">d</a>\n\n[r]: /events/',
      ),
    )
    expect(links.map((l) => l.href)).toEqual(['/church/', '/support/', '/events/'])
  })
})

describe('heading ids', () => {
  it("start with the prefix that keeps them apart from the page's own sections", async () => {
    const { ids, problems } = await checkBody(ATTACK_FILE, fileWith('## Contact\n\n## Give\n\n## Main\n\n## Contact'))
    expect(problems).toEqual([])
    expect(ids).toEqual(['text-contact', 'text-give', 'text-main', 'text-contact-1'])
  })

  it("can never be one of the layouts' own ids", () => {
    const layoutIds = [
      MAIN_ID,
      GALLERY_ID,
      SITE_INDEX_ID,
      ...Object.values(sectionIds),
      ...Object.values(supportIds),
      ...Object.values(homeIds),
      ...Object.values(programSectionIds),
    ]
    expect(layoutIds.filter((id) => id.startsWith(BODY_ID_PREFIX))).toEqual([])
  })
})

describe("a link's address", () => {
  it.each([
    '/church/',
    '/church/#region-Nairobi',
    '#text-our-vision',
    'https://example.org',
    'HTTPS://example.org',
    'http://example.org',
    'mailto:a@example.org',
    'MAILTO:a@example.org',
    'tel:+254712345678',
    'sms:+254712345678',
    '/documents/by-laws.pdf',
  ])('may be %s', (href) => expect(hrefProblem(href)).toBeUndefined())

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'javascript:alert(1) ',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\rscript:x',
    '\u00A0javascript:x',
    'javascript\u200B:x',
    '\u202Ejavascript:x',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'blob:https://x/y',
    'whatsapp://send',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' //evil.example',
    'https:evil.example',
    'https:/evil.example',
    'https:///evil.example',
    'evil.example',
    'www.evil.example',
    'church/',
    '',
    ' ',
    '?x=1',
    '.',
    '..',
  ])('may not be %j', (href) => expect(hrefProblem(href)).toEqual(expect.any(String)))
})

describe('the allowlist', () => {
  it('holds no element that runs code, embeds, styles or submits', () => {
    for (const name of [
      'script',
      'style',
      'link',
      'meta',
      'base',
      'iframe',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'svg',
      'math',
      'img',
      'video',
      'audio',
      'template',
      'slot',
      'noscript',
      'div',
    ])
      expect(Object.keys(HTML_ELEMENTS)).not.toContain(name)
  })

  it('gives no element an attribute that runs code, styles or marks', () => {
    const names = Object.values({ ...HTML_ELEMENTS, ...CONTENT_COMPONENTS }).flatMap((rules) => Object.keys(rules))
    expect(
      names.filter((n) =>
        /^(on|data-|aria-)|^(style|class|className|id|name|src|action|formAction|srcDoc|dangerouslySetInnerHTML)$/i.test(
          n,
        ),
      ),
    ).toEqual([])
  })

  it('has no content component yet', () => {
    expect(Object.keys(CONTENT_COMPONENTS)).toEqual([])
  })
})
