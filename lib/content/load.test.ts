/**
 * The content check as a new editor meets it: one realistic mistake per row, each on a small fixture,
 * with the exact message it must produce (file:line:column, field, what was found, what to write).
 */
import { describe, expect, it } from 'vitest'
import { ContentError, formatProblem } from './problems'
import { loadContent, readContent } from './load'
import { edit, makeContent, TINY_PNG, validFiles } from './testing/fixture'

type Changes = Record<string, string | Buffer | null>

async function problemsOf(changes: Changes): Promise<string[]> {
  return (await readContent(makeContent(changes))).problems.map(formatProblem)
}

const R = 'content/congregations/raila.en.mdx'
const E = 'content/events/2024-01-camp.en.mdx'
const raila = (from: string, to: string) => edit('congregations/raila.en.mdx', from, to)
const G = 'content/giving/raila.en.mdx'
const railaGiving = (from: string, to: string) => edit('giving/raila.en.mdx', from, to)
const moa = (from: string, to: string) => edit('congregations/moa.en.mdx', from, to)
const withMoaPhoto = (src: string) =>
  moa('menuOrder: 1', `menuOrder: 1\nphoto:\n  src: ${src}\n  alt: The church building`)
const page = (name: string, frontmatter: string, body = '') => ({
  [`pages/${name}.en.mdx`]: `---\ntitle: ${name}\nslug: ${name}\ndescription: A page.\n${frontmatter}---\n${body}`,
})

const W = 'content/pages/who-we-are.en.mdx'
/** The who-we-are page with one more line of body text, on line 8. */
const whoWeAre = (line: string) => ({
  'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n${line}\n`,
})

const ONE_SERVICE = 'services: [{ title: Sunday service, repeats: weekly, days: [Sunday], starts: "10:00" }]'
/** Raila's one service written out as a block, with its time lines and days replaced. */
const services = (timeLines: string, days = '[Sunday]') =>
  raila(ONE_SERVICE, `services:\n- title: Sunday service\n  repeats: weekly\n  days: ${days}\n${timeLines}`)

/** [what the editor did, the change, every line the check must print] */
const mistakes: [string, Changes, string[]][] = [
  // The file's shape and YAML syntax
  [
    'no opening --- line',
    raila('---\nname: Raila', 'name: Raila'),
    [
      `${R}:1:1: (frontmatter): the file must start with a line of three dashes (---), then the fields, then another --- line; add the missing --- line`,
    ],
  ],
  [
    'no closing --- line',
    { 'congregations/raila.en.mdx': '---\nname: Raila\nslug: raila\n' },
    [
      `${R}:1:1: (frontmatter): the fields are not closed: add a line of three dashes (---) after the last field, before the text of the page`,
    ],
  ],
  [
    'a tab used for indentation',
    raila('  note: Offerings', '\tnote: Offerings'),
    [`${R}:10:1: (frontmatter): a tab is used to indent this line; YAML needs spaces, so replace the tab with spaces`],
  ],
  [
    'an unquoted ": " inside a value',
    raila('description: Raila congregation.', 'description: Raila: a congregation'),
    [
      `${R}:6:14: (frontmatter): the value contains ": ", which YAML reads as a new field; put the whole value in quotes: description: "Raila: a congregation"`,
    ],
  ],
  [
    'a quote that is never closed',
    raila('description: Raila congregation.', 'description: "Raila congregation.'),
    [
      `${R}:6:14: (frontmatter): a quote mark opens a value but nothing closes it; end the value with the same quote mark`,
    ],
  ],
  [
    'a [ list that is never closed',
    raila('region: Nairobi', 'region: [Nairobi'),
    [`${R}:4:9: (frontmatter): a list written in [ ] is not closed; end it with ] on the same line`],
  ],
  [
    'a field indented differently from its neighbours',
    edit('home.en.mdx', '  links:', ' links:'),
    [
      `content/home.en.mdx:11:1: (frontmatter): this line is indented differently from the fields around it; line up fields of the same group with the same number of spaces`,
    ],
  ],
  [
    'a field written twice',
    raila('menuOrder: 2', 'menuOrder: 2\nname: Raila Two'),
    [`${R}:6:1: name: is written twice (also on line 2); keep one of them`],
  ],

  // Values YAML reads otherwise than written
  [
    'a value starting with # (YAML drops it as a note)',
    raila('description: Raila congregation.', 'description: #1 church in Raila'),
    [
      `${R}:6:14: description: the value starts with "#", which YAML reads as a note and drops; put it in quotes: description: "#1 church in Raila"`,
    ],
  ],
  [
    'a paybill with five digits',
    railaGiving('paybill: 247247', 'paybill: 24724'),
    [`${G}:3:10: paybill: expected 6 digits, or a placeholder such as "TODO: ask the church office", got "24724"`],
  ],
  [
    'a paybill with a letter',
    railaGiving('paybill: 247247', 'paybill: 24724O'),
    [`${G}:3:10: paybill: expected 6 digits, or a placeholder such as "TODO: ask the church office", got "24724O"`],
  ],
  [
    'a menu position written in words',
    raila('menuOrder: 2', 'menuOrder: second'),
    [`${R}:5:12: menuOrder: expected a number, got "second"`],
  ],
  [
    'a menu position of 0',
    raila('menuOrder: 2', 'menuOrder: 0'),
    [`${R}:5:12: menuOrder: expected a whole number from 1, got 0`],
  ],
  [
    'a menu position with a fraction',
    raila('menuOrder: 2', 'menuOrder: 1.5'),
    [`${R}:5:12: menuOrder: expected a whole number, got 1.5`],
  ],
  ['a required field left out', raila('name: Raila\n', ''), [`${R}:2:1: name: is required (expected text)`]],
  ['a required field left empty', raila('name: Raila', 'name:'), [`${R}:2:6: name: expected text, got nothing`]],
  ['a required field set to ""', raila('name: Raila', 'name: ""'), [`${R}:2:7: name: must not be empty, got ""`]],
  [
    'a misspelt field',
    raila('region: Nairobi', 'region: Nairobi\nregoin: Nairobi'),
    [`${R}:5:1: regoin: unknown field; check its spelling against the editing guide (content/FIELDS.md), or remove it`],
  ],
  [
    'a list where one value belongs',
    raila('name: Raila', 'name: [Raila]'),
    [`${R}:2:7: name: expected text, got a list`],
  ],
  [
    "a congregation's own copyright year (the footer shows the year of the build)",
    raila('menuOrder: 2', 'menuOrder: 2\ncopyrightYear: 2023'),
    [
      `${R}:6:1: copyrightYear: the footer shows the year the site is built now, so it never goes out of date; remove "copyrightYear"`,
    ],
  ],

  // Placeholders only where a fact may wait
  [
    'a placeholder as a congregation name',
    raila('name: Raila', 'name: "TODO: the name"'),
    [
      `${R}:2:7: name: this field needs its real value; a "TODO: ..." placeholder is not allowed here, got "TODO: the name"`,
    ],
  ],
  [
    'a placeholder as a page title',
    edit('pages/who-we-are.en.mdx', 'title: Who we are', 'title: "TODO: a title"'),
    [
      `content/pages/who-we-are.en.mdx:2:8: title: this field needs its real value; a "TODO: ..." placeholder is not allowed here, got "TODO: a title"`,
    ],
  ],
  // Links to the page's old address are reported too: they would lead nowhere.
  [
    'a placeholder as a slug',
    edit('pages/who-we-are.en.mdx', 'slug: who-we-are', 'slug: "TODO: slug"'),
    [
      `content/home.en.mdx:11:35: ministries.links[0].url: "/who-we-are/" is not a page of this site; use the slug of an existing page, e.g. "/church/"`,
      `content/menu.en.mdx:7:10: items[1].url: "/who-we-are/" is not a page of this site; use the slug of an existing page, e.g. "/church/"`,
      `content/pages/who-we-are.en.mdx:3:7: slug: expected lower-case letters, digits and dashes, e.g. "fuata-nyayo", got "TODO: slug"`,
      `content/site.en.mdx:15:9: aliases[0].to: "/who-we-are/" is not a page of this site; use the slug of an existing page, e.g. "/church/"`,
    ],
  ],
  [
    'a placeholder as a menu label',
    edit('menu.en.mdx', 'title: Home', 'title: "TODO: label"'),
    [
      `content/menu.en.mdx:4:12: items[0].title: this field needs its real value; a "TODO: ..." placeholder is not allowed here, got "TODO: label"`,
    ],
  ],
  [
    'a placeholder in lower case',
    railaGiving(`account: "TODO: Raila's account number"`, 'account: "todo: the account number"'),
    [
      `${G}:4:10: account: a placeholder must be written exactly as "TODO: what is missing"; write "TODO: the account number"`,
    ],
  ],
  [
    'a placeholder without its space',
    railaGiving(`account: "TODO: Raila's account number"`, 'account: "TODO:account"'),
    [`${G}:4:10: account: a placeholder must be written exactly as "TODO: what is missing"; write "TODO: account"`],
  ],
  [
    'a placeholder without its space as a paragraph of a body',
    whoWeAre('TODO:the history of the ministry'),
    [
      `${W}:8:1: (body): a placeholder must be written exactly as "TODO: what is missing"; write "TODO: the history of the ministry"`,
    ],
  ],
  [
    'a misspelt placeholder in a description',
    raila('description: Raila congregation.', 'description: "Todo - describe Raila"'),
    [
      `${R}:6:14: description: a placeholder must be written exactly as "TODO: what is missing"; write "TODO: describe Raila"`,
    ],
  ],
  [
    'an account number in words',
    railaGiving(`account: "TODO: Raila's account number"`, 'account: "to be added"'),
    [
      `${G}:4:10: account: expected letters and digits, or a placeholder such as "TODO: ask the church office", got "to be added"`,
    ],
  ],
  [
    "a pastor's number that is not a phone number",
    railaGiving(`account: "TODO: Raila's account number"`, 'pastorNumber: "0712 345"'),
    [
      `${G}:4:15: pastorNumber: expected a Kenyan mobile number such as "0712 345 678", or a placeholder such as "TODO: ask the church office", got "0712 345"`,
    ],
  ],

  // Where gifts go: the giving files (content/giving/), checked with the congregations they belong to
  [
    'a giving fact left in the congregation file',
    raila('  note: Offerings', '  account: "0070"\n  note: Offerings'),
    [
      `${R}:10:3: giving.account: where gifts go is written in the congregation's giving file now, content/giving/raila.en.mdx, where a change needs the treasurer's review: move "account" there (content/README.md, "Giving")`,
    ],
  ],
  [
    "the ministry's paybill left in site.en.mdx",
    edit('site.en.mdx', "# The ministry's paybill is in giving.en.mdx.", 'paybill: 247247'),
    [
      `content/site.en.mdx:8:1: paybill: the ministry's paybill is written in content/giving.en.mdx now, where a change needs the treasurer's review: move "paybill" there (content/README.md, "Giving")`,
    ],
  ],
  [
    'a giving file for a congregation that does not exist',
    {
      'giving/raela.en.mdx': (validFiles['giving/raila.en.mdx'] as string).replace(
        'congregation: raila',
        'congregation: raela',
      ),
    },
    [
      `content/giving/raela.en.mdx:2:15: congregation: no congregation has the slug "raela" (content/congregations/raela.en.mdx); name the file after the congregation's slug, or delete it if the congregation is gone`,
    ],
  ],
  [
    'a giving file that names another congregation than its own',
    railaGiving('congregation: raila', 'congregation: moa'),
    [
      `${G}:2:15: congregation: the file is named after its congregation: "moa" belongs in content/giving/moa.en.mdx; rename the file, or write congregation: raila`,
    ],
  ],
  [
    'a giving file that says nowhere to give',
    railaGiving(`paybill: 247247\naccount: "TODO: Raila's account number"\n`, ''),
    [
      `${G}:2:15: congregation: says nowhere to give: add "paybill" with "account", or "pastorNumber" (a "TODO: ..." placeholder until the office supplies it), or delete the file and remove "giving" from the congregation's sections`,
    ],
  ],
  [
    'a congregation that lists giving without a giving file',
    moa('menuOrder: 1', 'menuOrder: 1\nsections: [visit, giving]'),
    [
      `content/congregations/moa.en.mdx:6:19: sections[1]: "giving" needs the congregation's giving file, content/giving/moa.en.mdx, with its paybill and account or its pastor's number (a change there needs the treasurer's review; content/README.md, "Giving"); add the file, or remove "giving" from sections`,
    ],
  ],
  [
    'a translation of a giving file',
    { 'giving/raila.sw.mdx': '---\naccountName: JINA\n---\n' },
    [
      `content/giving/raila.sw.mdx: (file): giving files hold numbers and names only, which every language shows as they are: there is nothing to translate, so delete this file (the words under the numbers are the congregation's "giving.note")`,
    ],
  ],
  [
    'an account name left empty',
    railaGiving('congregation: raila', 'congregation: raila\naccountName: ""'),
    [
      `${G}:3:14: accountName: expected the name M-Pesa shows, or a placeholder such as "TODO: ask the church office", got ""`,
    ],
  ],

  // Images and documents
  [
    'an image that is not there',
    withMoaPhoto('congregations/moa/church.jpg'),
    [
      `content/congregations/moa.en.mdx:7:8: photo.src: no image at content/media/congregations/moa/church.jpg; add the file or correct the path`,
    ],
  ],
  [
    'an image without alt text',
    moa('menuOrder: 1', 'menuOrder: 1\nphoto:\n  src: poster.png'),
    [`content/congregations/moa.en.mdx:7:3: photo.alt: is required (expected text)`],
  ],
  [
    'an image name with a space',
    withMoaPhoto('sunday service.jpg'),
    [
      `content/congregations/moa.en.mdx:7:8: photo.src: a space in a file name breaks its web address; rename the file with dashes instead of spaces (e.g. "sunday-service.jpg") and write the new name here, got "sunday service.jpg"`,
    ],
  ],
  [
    'an image path written with content/media/',
    withMoaPhoto('content/media/poster.png'),
    [
      `content/congregations/moa.en.mdx:7:8: photo.src: write the path inside content/media, without "content/media/" or a leading "/", e.g. "congregations/raila/sunday.jpg", got "content/media/poster.png"`,
    ],
  ],
  [
    'a text file saved as .jpg',
    { ...withMoaPhoto('notes.jpg'), 'media/notes.jpg': 'meeting notes' },
    [
      `content/congregations/moa.en.mdx:7:8: photo.src: content/media/notes.jpg is not a JPEG, PNG or WebP image (it contains text); export the photo again as JPEG and replace the file`,
    ],
  ],
  [
    'an image name whose capitals differ from the file',
    { ...withMoaPhoto('img_2041.jpg'), 'media/IMG_2041.JPG': TINY_PNG },
    [
      `content/congregations/moa.en.mdx:7:8: photo.src: no image at content/media/img_2041.jpg, but there is content/media/IMG_2041.JPG; write the name exactly as the file is named (capitals matter)`,
    ],
  ],
  [
    'a document that is not there',
    edit('pages/support.en.mdx', 'file: by-laws.pdf', 'file: bylaws.pdf'),
    [
      `content/pages/support.en.mdx:7:11: downloads[0].file: no document at content/documents/bylaws.pdf; add the PDF or correct the name`,
    ],
  ],
  [
    'a document that is not a PDF',
    { 'documents/by-laws.pdf': 'a Word file renamed' },
    [
      `content/pages/support.en.mdx:7:11: downloads[0].file: content/documents/by-laws.pdf is not a PDF; save the document as PDF and replace the file`,
    ],
  ],

  // Files the site would not publish
  [
    'a note among the congregations',
    { 'congregations/notes.txt': 'call the pastor' },
    [
      `content/congregations/notes.txt: (file): congregations/ holds only .mdx files, which the site publishes; move this file out of content/ or delete it`,
    ],
  ],
  [
    'a .md file among the congregations',
    { 'congregations/bwema.md': '---\nname: Bwema\n---\n' },
    [`content/congregations/bwema.md: (file): rename it to end in ".mdx"; the site only reads .mdx files`],
  ],
  [
    'an upper-case .MDX file',
    { 'pages/history.MDX': '---\ntitle: History\n---\n' },
    [`content/pages/history.MDX: (file): rename it to end in ".mdx" in lower case; the site only reads .mdx files`],
  ],
  [
    'a page in a subfolder',
    { 'pages/old/history.en.mdx': '---\ntitle: History\n---\n' },
    [
      `content/pages/old/history.en.mdx: (file): files in subfolders of pages/ are not published; move it into pages/ itself`,
    ],
  ],
  [
    'a page at the top of content/',
    { 'history.en.mdx': '---\ntitle: History\n---\n' },
    [
      `content/history.en.mdx: (file): the site does not use this file; content files go into pages/, events/, congregations/ or giving/ (see content/README.md), so move it there or delete it`,
    ],
  ],
  [
    'a misspelt folder',
    { 'pagez/history.en.mdx': '---\ntitle: History\n---\n' },
    [
      `content/pagez/history.en.mdx: (file): "pagez/" is not a folder the site reads; move the file into pages/, events/, congregations/ or giving/ (check the folder's spelling)`,
    ],
  ],
  [
    'a non-media file in media/',
    { 'media/list.docx': 'x' },
    [
      `content/media/list.docx: (file): content/media holds images (.jpg, .png, .webp) and videos (.mp4, .webm) only; move this file out of content/ or delete it`,
    ],
  ],
  ['the menu file deleted', { 'menu.en.mdx': null }, [`content/menu.en.mdx: (file): is missing; the site needs it`]],
  [
    'text written in an event file',
    { 'events/2024-01-camp.en.mdx': `${validFiles['events/2024-01-camp.en.mdx']}\nBring a sleeping bag.\n` },
    [
      `content/events/2024-01-camp.en.mdx:7:1: (body): text below the fields of this file is not shown anywhere; put it in "summary", or remove it`,
    ],
  ],
  [
    'text written in the settings file',
    { 'site.en.mdx': `${validFiles['site.en.mdx']}Welcome!\n` },
    [
      `content/site.en.mdx:17:1: (body): text below the fields of this file is not shown anywhere; remove it (the editing guide says where each text goes)`,
    ],
  ],

  // Rules across files
  [
    'two congregations with one slug',
    moa('slug: moa', 'slug: raila'),
    [
      `content/congregations/moa.en.mdx:3:7: slug: "raila" is also used by content/congregations/raila.en.mdx (congregation); every page needs its own slug`,
      `${R}:3:7: slug: "raila" is also used by content/congregations/moa.en.mdx (congregation); every page needs its own slug`,
    ],
  ],
  [
    'an alias that takes a page slug',
    edit('site.en.mdx', 'from: about', 'from: raila'),
    [
      `${R}:3:7: slug: "raila" is also used by content/site.en.mdx (alias); every page needs its own slug`,
      `content/site.en.mdx:14:11: aliases[0].from: "raila" is also used by content/congregations/raila.en.mdx (congregation); every page needs its own slug`,
    ],
  ],
  [
    'a slug the site reserves',
    edit('pages/who-we-are.en.mdx', 'slug: who-we-are', 'slug: admin'),
    [
      `content/home.en.mdx:11:35: ministries.links[0].url: "/who-we-are/" is not a page of this site; use the slug of an existing page, e.g. "/church/"`,
      `content/menu.en.mdx:7:10: items[1].url: "/who-we-are/" is not a page of this site; use the slug of an existing page, e.g. "/church/"`,
      `content/pages/who-we-are.en.mdx:3:7: slug: "admin" is reserved by the site; choose another slug`,
      `content/site.en.mdx:15:9: aliases[0].to: "/who-we-are/" is not a page of this site; use the slug of an existing page, e.g. "/church/"`,
    ],
  ],
  [
    'a region the menu does not list',
    moa('region: Lamu', 'region: Lamoo'),
    [
      `content/congregations/moa.en.mdx:4:9: region: expected one of Nairobi, Lamu (the regions listed in content/menu.en.mdx), got "Lamoo"`,
    ],
  ],
  [
    'two congregations at one menu position',
    raila('menuOrder: 2', 'menuOrder: 1'),
    [
      `content/congregations/highridge.en.mdx:5:12: menuOrder: 1 is also the menu position of content/congregations/raila.en.mdx in Nairobi; give each congregation of a region its own menuOrder`,
      `${R}:5:12: menuOrder: 1 is also the menu position of content/congregations/highridge.en.mdx in Nairobi; give each congregation of a region its own menuOrder`,
    ],
  ],
  [
    'a menu entry to a page that does not exist',
    edit('menu.en.mdx', 'url: /who-we-are/', 'url: /web-design/'),
    [
      `content/menu.en.mdx:7:10: items[1].url: "/web-design/" is not a page of this site; use the slug of an existing page, e.g. "/church/"`,
    ],
  ],
  [
    'a menu entry to an alias',
    edit('menu.en.mdx', 'url: /who-we-are/', 'url: /about/'),
    [
      `content/menu.en.mdx:7:10: items[1].url: "/about/" is an alias that only forwards to another page; link to that page directly`,
    ],
  ],
  [
    'no events page',
    { 'pages/events.en.mdx': null },
    [`content/pages: (file): no page has "layout: events"; the site links to it, so give exactly one page that layout`],
  ],
  [
    'two contact pages',
    page('write', 'layout: contact\n'),
    [
      `content/pages/contact.en.mdx:4:9: layout: "contact" is also the layout of content/pages/write.en.mdx; only one page may have it`,
      `content/pages/write.en.mdx:5:9: layout: "contact" is also the layout of content/pages/contact.en.mdx; only one page may have it`,
    ],
  ],
  [
    'a program layout without its program',
    page('camp', 'layout: program\n'),
    [
      `content/pages/camp.en.mdx:5:9: layout: "program" needs the "program:" group of fields (see the editing guide); add it, or choose another layout`,
    ],
  ],
  [
    'a layout that does not exist',
    page('camp', 'layout: blog\n'),
    [
      `content/pages/camp.en.mdx:5:9: layout: expected one of standard, locations, events, program, contact, support, got "blog"`,
    ],
  ],
  [
    'a layout name of an earlier version',
    page('camp', 'layout: resource\n'),
    [
      `content/pages/camp.en.mdx:5:9: layout: "resource" pages are standard pages now; remove the line "layout: resource" (a page shows the fields it has), got "resource"`,
    ],
  ],
  [
    'a section listed without its fields',
    raila('menuOrder: 2', 'menuOrder: 2\nsections: [hero, contact]'),
    [
      `${R}:6:12: sections[0]: "hero" needs the field "heroSlides" (with at least one entry); add it, or remove "hero" from sections`,
    ],
  ],
  // When an event is: its day in "date", or only its month in "month"
  [
    'a day written in "month"',
    edit('events/2024-01-camp.en.mdx', 'month: "2024-01"', 'month: 2024-01-15'),
    [`${E}:3:8: month: a day goes in "date": write date: "2024-01-15" instead of month, got "2024-01-15"`],
  ],
  [
    'a month written in words',
    edit('events/2024-01-camp.en.mdx', 'month: "2024-01"', 'month: January 2024'),
    [`${E}:3:8: month: expected a month written as YYYY-MM, e.g. "2024-01", got "January 2024"`],
  ],
  [
    'a day written day first',
    edit('events/2024-01-camp.en.mdx', 'month: "2024-01"', 'date: 14/01/2024'),
    [`${E}:3:7: date: write the day as YYYY-MM-DD (year, month, day), in quotes: date: "2024-01-14", got "14/01/2024"`],
  ],
  [
    'a day without its leading zeros',
    edit('events/2024-01-camp.en.mdx', 'month: "2024-01"', 'date: "2024-1-5"'),
    [`${E}:3:7: date: write the day as YYYY-MM-DD (year, month, day), in quotes: date: "2024-01-05", got "2024-1-5"`],
  ],
  [
    'a day that is not in the calendar',
    edit('events/2024-01-camp.en.mdx', 'month: "2024-01"', 'date: "2023-02-29"'),
    [`${E}:3:7: date: that day is not in the calendar; check the month and the day, got "2023-02-29"`],
  ],
  [
    'a month written in "date"',
    edit('events/2024-01-camp.en.mdx', 'month: "2024-01"', 'date: "2024-01"'),
    [`${E}:3:7: date: a month alone goes in "month": write month: "2024-01" instead of date, got "2024-01"`],
  ],
  [
    'a day written in words',
    edit('events/2024-01-camp.en.mdx', 'month: "2024-01"', 'date: 14th January'),
    [
      `${E}:3:7: date: expected a day written as YYYY-MM-DD, e.g. "2024-01-14"; when only the month is known, write month: "2024-01" instead of date, got "14th January"`,
    ],
  ],
  [
    'both a day and a month',
    edit('events/2024-01-camp.en.mdx', 'month: "2024-01"', 'date: "2024-01-14"\nmonth: "2024-01"'),
    [`${E}:4:8: month: the day in "date" already gives the month; remove "month"`],
  ],
  [
    'neither a day nor a month',
    edit('events/2024-01-camp.en.mdx', 'month: "2024-01"\n', ''),
    [
      `${E}:2:1: date: say when the event is: date: "2024-01-14" (in quotes) for its day, or month: "2024-01" while only the month is known`,
    ],
  ],
  [
    'a social network the site does not know',
    edit('site.en.mdx', 'network: Facebook', 'network: Facebok'),
    [
      `content/site.en.mdx:11:14: socials[0].network: expected one of Facebook, YouTube, Instagram, X, WhatsApp, TikTok, got "Facebok"`,
    ],
  ],

  // Services: days, times and recurrence
  [
    "a start time past midnight's 23:59",
    services('  starts: "25:00"'),
    [
      `${R}:11:11: services[0].starts: expected a 24-hour time such as "10:00" or "18:30" (hours 00 to 23, minutes 00 to 59), in quotes, got "25:00"`,
    ],
  ],
  [
    'a start time written with PM',
    services('  starts: "6:30 PM"'),
    [`${R}:11:11: services[0].starts: write "6:30 PM" as a 24-hour time: "18:30" (in quotes), got "6:30 PM"`],
  ],
  [
    'an end time of 60 minutes',
    services('  starts: "21:00"\n  ends: "05:60"'),
    [
      `${R}:12:9: services[0].ends: expected a 24-hour time such as "10:00" or "18:30" (hours 00 to 23, minutes 00 to 59), in quotes, got "05:60"`,
    ],
  ],
  [
    'a day written as a plural',
    services('  starts: "10:00"', '[Sundays]'),
    [`${R}:10:10: services[0].days[0]: write the day as "Sunday", got "Sundays"`],
  ],
  [
    'a day that does not exist',
    services('  starts: "10:00"', '[Sundey]'),
    [
      `${R}:10:10: services[0].days[0]: expected a day of the week written in full: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday, got "Sundey"`,
    ],
  ],
  [
    'a weekly service without its days',
    raila(ONE_SERVICE, 'services:\n- title: Home service\n  repeats: weekly'),
    [`${R}:8:3: services[0].days: a weekly service needs its days, e.g. "days: [Sunday]"`],
  ],
  [
    'a monthly service on a day without its week',
    raila(ONE_SERVICE, "services:\n- title: Pastors' fellowship\n  repeats: monthly\n  days: [Tuesday]"),
    [`${R}:8:3: services[0].week: say which week of the month, e.g. "week: first" for the first Tuesday of the month`],
  ],
  [
    'a service with neither a recurrence nor a "when"',
    raila(ONE_SERVICE, 'services:\n- title: Outreach'),
    [
      `${R}:8:3: services[0].repeats: say when the service meets: "repeats: weekly" with its days, "repeats: monthly", or a "when:" text for a service without a fixed time`,
    ],
  ],
  [
    'a slide naming a service that does not exist',
    raila('menuOrder: 2', 'menuOrder: 2\nheroSlides:\n- title: Welcome\n  services: [Sunday servise]'),
    [`${R}:8:14: heroSlides[0].services[0]: no service is titled "Sunday servise"; expected one of: "Sunday service"`],
  ],
  [
    'a time written in a text as well as in services',
    raila('description: Raila congregation.', 'description: Raila congregation, Sundays at 10:00 AM.'),
    [
      `${R}:6:14: description: states a time ("10:00 AM"); a congregation's times are written once, in "services", and shown from there: remove it here (a hero slide or weekly card shows times by naming services under "services")`,
    ],
  ],
  [
    'a time written in the "Our Church" text',
    raila('Raila meets on Sundays.', 'Raila meets on Sundays at 9 am.'),
    [
      `${R}:12:27: (body): states a time ("9 am"); a congregation's times are written once, in "services", and shown from there: remove it here (a hero slide or weekly card shows times by naming services under "services")`,
    ],
  ],
  [
    'the copyright year in the site settings (the footer shows the year of the build)',
    edit('site.en.mdx', 'foundedYear: 1992', 'foundedYear: 1992\ncopyrightYear: 2023'),
    [
      `content/site.en.mdx:10:1: copyrightYear: the footer shows the year the site is built now, so it never goes out of date; remove "copyrightYear"`,
    ],
  ],
  [
    'the field of an earlier version for the main service time',
    raila('menuOrder: 2', 'menuOrder: 2\nserviceTime: Sundays, 10:00 AM'),
    [
      `${R}:6:1: serviceTime: service times are listed under "services" now (the first is the main service); remove "serviceTime"`,
    ],
  ],
  [
    'coordinates outside Kenya (longitude first)',
    raila('menuOrder: 2', 'menuOrder: 2\nlocation:\n  place: Olympic estate\n  coordinates: "36.8219, -1.2921"'),
    [
      `${R}:8:16: location.coordinates: these coordinates are outside Kenya; write the latitude first (between -5 and 5), then the longitude (between 34 and 42), got "36.8219, -1.2921"`,
    ],
  ],

  // Links
  [
    'a link in a body to a page that does not exist',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\nSee [our history](/histroy/).\n` },
    [
      `content/pages/who-we-are.en.mdx:8:5: (body): "/histroy/" is not a page of this site; use the slug of an existing page, e.g. "/church/"`,
    ],
  ],
  [
    'a link to a section a congregation page does not have',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n[Give](/raila/#giv)\n` },
    [
      `content/pages/who-we-are.en.mdx:8:1: (body): "/raila/#giv" leads to a part of the page that does not exist: /raila/ has no "#giv"; it has #main, #home, #visit, #give, #contact`,
    ],
  ],
  [
    'a link to a region of the churches list that has no congregation',
    {
      'congregations/moa.en.mdx': null,
      'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n[Lamu](/church/#region-Lamu)\n`,
    },
    [
      `content/pages/who-we-are.en.mdx:8:1: (body): "/church/#region-Lamu" leads to a part of the page that does not exist: /church/ has no "#region-Lamu"; it has #main, #region-Nairobi`,
    ],
  ],
  [
    'a link to a heading that does not exist',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n[Pay](/support/#give-by-mpesa)\n` },
    [
      `content/pages/who-we-are.en.mdx:8:1: (body): "/support/#give-by-mpesa" leads to a part of the page that does not exist: /support/ has no "#give-by-mpesa"; it has #main, #text-give-by-m-pesa, #support-categories, #give-online, #give-mpesa`,
    ],
  ],
  [
    'a link to a heading in a text, written without "text-"',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n[Pay](/support/#give-by-m-pesa)\n` },
    [
      `content/pages/who-we-are.en.mdx:8:1: (body): "/support/#give-by-m-pesa": the id of a heading in a page's text starts with "text-"; write "/support/#text-give-by-m-pesa"`,
    ],
  ],
  [
    'an in-page link to a missing id',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n[Top](#top)\n` },
    [
      `content/pages/who-we-are.en.mdx:8:1: (body): "#top" leads to a part of the page that does not exist: /who-we-are/ has no "#top"; it has #main`,
    ],
  ],
  [
    'a link in frontmatter to a page that does not exist',
    edit('home.en.mdx', 'url: /who-we-are/', 'url: /children/'),
    [
      `content/home.en.mdx:11:35: ministries.links[0].url: "/children/" is not a page of this site; use the slug of an existing page, e.g. "/church/"`,
    ],
  ],
  [
    'a link to a document that does not exist',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n[By-laws](/documents/bylaws.pdf)\n` },
    [
      `content/pages/who-we-are.en.mdx:8:1: (body): "/documents/bylaws.pdf" is not a file of this site; check the name against content/documents or content/media`,
    ],
  ],
  [
    'a link with http://',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n[Site](http://example.org)\n` },
    [
      `content/pages/who-we-are.en.mdx:8:1: (body): "http://example.org" is not a secure address; write it with https:// (https://example.org)`,
    ],
  ],
  [
    'a web address without https://',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n[Site](www.example.org)\n` },
    [
      `content/pages/who-we-are.en.mdx:8:1: (body): "www.example.org" needs "https://" in front, or the browser looks for it inside this site: write "https://www.example.org"`,
    ],
  ],
  [
    'a social page with http://',
    edit('site.en.mdx', 'url: https://www.facebook.com/', 'url: http://www.facebook.com/'),
    [`content/site.en.mdx:12:10: socials[0].url: expected a full https:// address, got "http://www.facebook.com/"`],
  ],

  // MDX bodies
  [
    'a "<" in body text',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\nFor children <5 years.\n` },
    [`content/pages/who-we-are.en.mdx:8:15: (body): a "<" starts a tag in MDX; write "under 5" or "&lt;" instead`],
  ],
  [
    'a "{" in body text',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\nOur motto {faith.\n` },
    [`content/pages/who-we-are.en.mdx:8:11: (body): a "{" starts code in MDX; write "\\{" to show a brace`],
  ],
  [
    'an HTML comment in a body',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n<!-- check this -->\n` },
    [
      `content/pages/who-we-are.en.mdx:8:2: (body): HTML comments do not work in MDX; write {/* your note */} instead, or remove it`,
    ],
  ],
  [
    'an unclosed <div>',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n<div>\nHello\n` },
    [`content/pages/who-we-are.en.mdx:8:1: (body): the tag <div> is not closed; close it with </div> or remove it`],
  ],
  [
    'a component the site does not have',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n<Gallery />\n` },
    [
      `content/pages/who-we-are.en.mdx:8:1: (body): "<Gallery>" is not something this site can show; remove it or write plain text`,
    ],
  ],
  // What a body may hold (lib/content/body-rules.mjs): text, never code, styles, page-wide tags or the site's own marks
  [
    'code in braces',
    whoWeAre('Visitors: {process.env.SITE_TOKEN}'),
    [
      `${W}:8:11: (body): {...} runs code and is not allowed in content; write "\\{" to show a brace, or {/* ... */} for a note`,
    ],
  ],
  [
    "code as the value of a tag's attribute",
    whoWeAre('<abbr title={String(typeof process)}>AIC</abbr>'),
    [`${W}:8:7: (body): title={...} runs code and is not allowed in content; write the value in quotes: title="..."`],
  ],
  [
    'an import',
    whoWeAre("import data from './data.json'"),
    [`${W}:8:1: (body): imports and exports are not allowed in content; remove this line`],
  ],
  [
    'a style on a tag',
    whoWeAre("<span style={{ color: 'red' }}>Welcome</span>"),
    [
      `${W}:8:7: (body): "style" would change how the site looks, which only the site's design does; remove it (for emphasis, write **bold** or *italics*)`,
    ],
  ],
  [
    "a class from the site's design",
    whoWeAre('<span className="fixed inset-0 z-50">Pay here</span>'),
    [
      `${W}:8:7: (body): "className" would give the text the site's own styles (it could even cover the page); remove it: the site's design styles the text`,
    ],
  ],
  [
    'the giving mark on a number',
    whoWeAre('Paybill <strong data-giving="paybill">123456</strong>'),
    [
      `${W}:8:17: (body): "data-giving" is a mark only the site's own code sets (the site trusts it, e.g. around giving numbers); remove it`,
    ],
  ],
  [
    'an event handler',
    whoWeAre('<details open onToggle="alert(1)"><summary>More</summary>Text</details>'),
    [
      `${W}:8:15: (body): "onToggle" would run code when a visitor uses the page, and content never runs code; remove it`,
    ],
  ],
  [
    'a redirect written as a <meta> tag',
    whoWeAre('<meta httpEquiv="refresh" content="0;url=https://evil.example/" />'),
    [`${W}:8:1: (body): "<meta>" would change how the whole page works, which only the site's code does; remove it`],
  ],
  [
    'a <style> tag',
    whoWeAre('<style>{`body { display: none }`}</style>'),
    [
      `${W}:8:1: (body): "<style>" would change how the site looks, which only the site's design does; remove it (for emphasis, write **bold** or *italics*)`,
      `${W}:8:8: (body): {...} runs code and is not allowed in content; write "\\{" to show a brace, or {/* ... */} for a note`,
    ],
  ],
  [
    'an embedded video',
    whoWeAre('<iframe src="https://www.youtube.com/embed/x"></iframe>'),
    [
      `${W}:8:1: (body): "<iframe>" would put another page, a player or a drawing into the text, which a text may not hold; link to it instead: [Watch the video](https://...)`,
    ],
  ],
  [
    'a form',
    whoWeAre('<form action="https://evil.example/">Your PIN</form>'),
    [
      `${W}:8:1: (body): "<form>" would put a form into the text; the site's message form is on the contact page, so link to it instead: [Write to us](/contact/)`,
    ],
  ],
  [
    'a tag a text does not need',
    whoWeAre('<div>Welcome</div>'),
    [
      `${W}:8:1: (body): "<div>" is not something the text of a page may hold; remove it, or write the text with Markdown: **bold**, *italics*, [a link](/church/), "- " for a list, "## " for a heading (content/README.md, "What the body may hold")`,
    ],
  ],
  [
    'an attribute a tag may not have',
    whoWeAre('<a href="https://example.org" target="_blank">Our partner</a>'),
    [`${W}:8:31: (body): "<a>" may not have "target"; remove it (it may have: href, title, lang)`],
  ],
  [
    'an id on a tag',
    whoWeAre('<span id="contact">Call us</span>'),
    [
      `${W}:8:7: (body): "id" is not written in content: a heading gets its id from its words (## Our Vision is #text-our-vision), so write a heading and link to it; remove "id"`,
    ],
  ],
  [
    'a link to javascript:',
    whoWeAre('[Click here](javascript:alert(1))'),
    [
      `${W}:8:1: (body): "javascript:alert(1)" is not an address a link may lead to; a link starts with https://, mailto:, tel:, sms:, "/" (a page of this site) or "#" (a part of this page)`,
    ],
  ],
  [
    'a link hiding javascript: behind spaces and capitals',
    whoWeAre('<a href=" JaVaScRiPt:alert(1)">Click</a>'),
    [
      `${W}:8:4: (body): " JaVaScRiPt:alert(1)" is not an address a link may lead to; a link starts with https://, mailto:, tel:, sms:, "/" (a page of this site) or "#" (a part of this page)`,
    ],
  ],
  [
    'a link starting with //',
    whoWeAre('[Our partner](//evil.example/)'),
    [
      `${W}:8:1: (body): "//evil.example/" leaves the site without saying how; write the full address: "https://evil.example/"`,
    ],
  ],
  [
    'a link with a backslash',
    whoWeAre('[Home](/\\evil.example)'),
    [
      `${W}:8:1: (body): "/\\evil.example" has a tab, a line break, an invisible character or a "\\" in it, which browsers read in their own way; write the address without it`,
    ],
  ],
  [
    "a link's address with spaces around it",
    whoWeAre('<a href=" /church/ ">Our churches</a>'),
    [`${W}:8:4: (body): " /church/ " starts or ends with a space; write the address without it: "/church/"`],
  ],
  [
    'a spread of values in a tag',
    whoWeAre('<abbr {...{ title: "x" }}>AIC</abbr>'),
    [
      `${W}:8:7: (body): {...} in a tag runs code and is not allowed in content; write each attribute in quotes: name="value"`,
    ],
  ],
  [
    "a value a tag's attribute does not take",
    whoWeAre('<ol start="three"><li>Pray</li></ol>'),
    [`${W}:8:5: (body): "start" expects a whole number, e.g. "3", got "three"`],
  ],
  [
    'a picture in a body',
    { 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}\n![The choir](uploads/choir.jpg)\n` },
    [
      `content/pages/who-we-are.en.mdx:8:1: (body): a picture in the text is not something this site can show; put photos in the page's photo fields or its gallery (content/README.md, "Add gallery photos"), or remove it`,
    ],
  ],
]

describe('the content check: one row per kind of editor mistake', () => {
  it('holds at least fifty kinds of mistakes', () => {
    expect(mistakes.length).toBeGreaterThanOrEqual(50)
  })

  it.each(mistakes)('%s', async (_what, changes, expected) => {
    expect(await problemsOf(changes)).toEqual(expected)
  })
})

describe('what an editor wrote is what the site shows', () => {
  const congregation = async (changes: Changes, slug = 'raila') => {
    const { content, problems } = await readContent(makeContent(changes))
    expect(problems.map(formatProblem)).toEqual([])
    return content!.congregations.find((c) => c.data.slug === slug)!.data
  }

  it('keeps an unquoted account number with leading zeros exactly as written', async () => {
    const c = await congregation(railaGiving(`account: "TODO: Raila's account number"`, 'account: 0070'))
    expect(c.giving?.account).toBe('0070')
  })

  it('keeps an unquoted paybill, time, date, yes and true exactly as written', async () => {
    const { 'congregations/raila.en.mdx': text } = raila('starts: "10:00"', 'starts: 10:00')
    const changed = text!
      .replace('description: Raila congregation.', 'description: yes')
      .replace('name: Raila', 'name: true')
    const c = await congregation({
      'congregations/raila.en.mdx': changed.replace('menuOrder: 2', 'menuOrder: 2\ncontactIntro: 2024-01-15'),
      ...railaGiving('paybill: 247247', 'paybill: 247247'),
    })
    expect(c.services[0]?.starts).toBe('10:00')
    expect(c.giving?.paybill).toBe('247247')
    expect(c.description).toBe('yes')
    expect(c.name).toBe('true')
    expect(c.contactIntro).toBe('2024-01-15')
  })

  it('accepts a file saved by Notepad (byte-order mark and CRLF line ends)', async () => {
    const notepad = `\uFEFF${(validFiles['congregations/raila.en.mdx'] as string).replace(/\n/g, '\r\n')}`
    const c = await congregation({ 'congregations/raila.en.mdx': notepad })
    expect(c.name).toBe('Raila')
    expect(c.giving?.account).toEqual({ pending: "Raila's account number" })
  })

  it('reports a mistake in a Notepad file on the line the editor sees', async () => {
    const notepad = `\uFEFF${(validFiles['giving/raila.en.mdx'] as string).replace('paybill: 247247', 'paybill: 24724').replace(/\n/g, '\r\n')}`
    expect(await problemsOf({ 'giving/raila.en.mdx': notepad })).toEqual([
      `${G}:3:10: paybill: expected 6 digits, or a placeholder such as "TODO: ask the church office", got "24724"`,
    ])
  })

  it('reads a changed service time', async () => {
    const c = await congregation(raila('starts: "10:00"', 'starts: "09:30", ends: "11:30"'))
    expect(c.services[0]).toMatchObject({ starts: '09:30', ends: '11:30' })
  })

  it('accepts a photo named as a phone names it', async () => {
    const c = await congregation({ ...withMoaPhoto('IMG_2041.JPG'), 'media/IMG_2041.JPG': TINY_PNG }, 'moa')
    expect(c.photo).toMatchObject({ src: 'IMG_2041.JPG', width: 1, height: 1 })
  })
})

describe('one run, every problem', () => {
  it('reports a schema mistake in one file and cross-file mistakes elsewhere together', async () => {
    const problems = await problemsOf({
      ...railaGiving('paybill: 247247', 'paybill: 1'),
      ...moa('region: Lamu', 'region: Lamoo'),
      ...edit('menu.en.mdx', 'url: /who-we-are/', 'url: /web-design/'),
      'documents/by-laws.pdf': null,
      'congregations/notes.txt': 'x',
    })
    expect(problems).toHaveLength(5)
  })

  it('checks slugs and menu links of a file that failed its schema', async () => {
    const problems = await problemsOf({
      ...moa('slug: moa', 'slug: raila'),
      ...railaGiving('paybill: 247247', 'paybill: 1'),
    })
    expect(problems.filter((p) => p.includes('is also used by'))).toHaveLength(2)
  })

  it('stops the build with a ContentError listing the problems', async () => {
    const root = makeContent(railaGiving('paybill: 247247', 'paybill: 24724'))
    await expect(loadContent('en', root)).rejects.toThrow(ContentError)
    await expect(loadContent('en', root)).rejects.toThrow(
      /paybill: expected 6 digits, or a placeholder such as "TODO: ask the church office", got "24724"/,
    )
  })

  it('accepts the valid fixture and resolves its media', async () => {
    const { content, problems } = await readContent(makeContent())
    expect(problems).toEqual([])
    expect(content!.paths).toEqual({
      churches: '/church/',
      support: '/support/',
      events: '/events/',
      contact: '/contact/',
    })
    const support = content!.pages.find((p) => p.data.layout === 'support')!
    expect(support.data.downloads?.[0]).toMatchObject({ url: '/documents/by-laws.pdf', bytes: 22 })
    expect(content!.home.data.video.poster).toMatchObject({ width: 1, height: 1 })
  })
})
