/**
 * The notice the admin page shows while it is served on the public site's own address (docs/cms.md, "The
 * content manager on its own address"): Decap keeps the editor's GitHub key in the browser's storage of
 * the address it runs on, where every script of that address can read it, the public pages' ones too.
 * Plain HTML in English and Kiswahili, first in <body>, before Decap's scripts: Decap mounts its app into
 * an element of its own that it adds to the body, so the notice stays above it and needs no script. Its
 * colours are set on the element itself (dark text on light yellow, above 7:1), whatever Decap's styles.
 * The admin page built for an address of its own (admin-site.ts) and `npm run cms` have no notice.
 */

export const KEY_NOTICE_ID = 'key-notice'

/**
 * The notice's text: the heading, then what to do, in each language. The Kiswahili is a draft until a Kiswahili speaker
 * of the ministry reviews it.
 */
export const KEY_NOTICE = {
  en: {
    heading: 'Where your GitHub key is kept',
    text: [
      "Signing in keeps your GitHub key in this browser, on the site's public address, where the scripts of the public pages could read it.",
      'Log out when you are done (your picture at the top right, then Log Out), above all on a shared computer.',
      "Ask the person who hosts the site to move the content manager to its own address (docs/cms.md in the site's repository says how).",
    ],
  },
  sw: {
    heading: 'Ufunguo wako wa GitHub unahifadhiwa wapi',
    text: [
      'Ukiingia, ufunguo wako wa GitHub unahifadhiwa kwenye kivinjari hiki, kwenye anwani ya umma ya tovuti, ambapo programu za kurasa za umma zinaweza kuusoma.',
      'Ukimaliza, toka (picha yako juu kulia, kisha Log Out), hasa kwenye kompyuta inayotumiwa na watu wengi.',
      'Mwombe anayesimamia tovuti ahamishie kidhibiti cha maudhui kwenye anwani yake yenyewe (docs/cms.md katika hazina ya tovuti inaeleza jinsi).',
    ],
  },
}

const BOX =
  'margin:0;padding:0.75rem 1rem;background:#fff8db;color:#1f1f1f;border-bottom:2px solid #8a6d00;font:15px/1.45 system-ui,sans-serif'

export function keyNoticeHtml(): string {
  const part = (lang: 'en' | 'sw') => {
    const { heading, text } = KEY_NOTICE[lang]
    const id = `${KEY_NOTICE_ID}-${lang}`
    return `<section lang="${lang}" aria-labelledby="${id}" style="max-width:60rem;margin:0 auto 0.5rem"><h2 id="${id}" style="margin:0;font-size:1em;font-weight:700">${heading}</h2><p style="margin:0">${text.join(' ')}</p></section>`
  }
  return `<aside id="${KEY_NOTICE_ID}" style="${BOX}">${part('en')}${part('sw')}</aside>`
}

/**
 * The admin page with the notice first in its body (the body tag after </head>: a comment in the head may name the tag
 * too).
 */
export function withKeyNotice(html: string): string {
  const head = html.indexOf('</head>')
  const body = head < 0 ? null : /<body\b[^>]*>/.exec(html.slice(head))
  if (!body) throw new Error('the admin page has no <body> after its </head> to put the notice about the GitHub key in')
  const at = head + body.index + body[0].length
  return `${html.slice(0, at)}\n  ${keyNoticeHtml()}${html.slice(at)}`
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The public site's /admin/ once the content manager runs on its own address (NEXT_PUBLIC_CMS_URL): no Decap,
 * no script at all, only a link there (followed at once). An editor's bookmark still works.
 */
export function movedAdminPage(cmsUrl: string): string {
  const url = escapeHtml(cmsUrl)
  return `<!doctype html>
<html lang="en">
<head>
  <meta http-equiv="Content-Security-Policy" content="default-src 'none'; base-uri 'none'; form-action 'none'"/>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <meta name="robots" content="noindex" />
  <meta http-equiv="refresh" content="0; url=${url}" />
  <title>Content manager</title>
</head>
<body>
  <p>The content manager has an address of its own: <a href="${url}">${url}</a></p>
  <p lang="sw">Kidhibiti cha maudhui kina anwani yake yenyewe: <a href="${url}">${url}</a></p>
</body>
</html>
`
}
