/** Writes a small, valid content tree into a temporary folder; tests then break one thing at a time. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A real 1x1 PNG: the content check decodes every image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export const validFiles: Record<string, string | Buffer> = {
  'site.en.mdx': `---
name: Test Ministry
registeredName: "TODO: the registered name"
tagline: Churches in two regions
description: A test ministry.
url: https://example.org
email: office@example.org
# The ministry's paybill is in giving.en.mdx.
foundedYear: 1992
socials:
  - network: Facebook
    url: https://www.facebook.com/
aliases:
  - from: about
    to: /who-we-are/
---
`,
  'menu.en.mdx': `---
regions: [Nairobi, Lamu]
items:
  - title: Home
    url: /
  - title: About
    url: /who-we-are/
  - title: Our Churches
    url: /church/
    congregations: true
---
`,
  'home.en.mdx': `---
title: Home
description: Welcome.
heading: Welcome
video:
  src: video/loop.mp4
  poster: { src: poster.png, alt: Still of the video }
gatherings: { heading: Join us, text: Sundays at 10:00 AM. }
ministries:
  heading: Our Ministries
  links: [{ title: Children, url: /who-we-are/ }]
map:
  heading: Where we meet
  title: Map
  embedUrl: https://www.openstreetmap.org/export/embed.html
  linkUrl: https://www.openstreetmap.org/
---
Hello.
`,
  // Files the frontmatter refers to: images are decoded, videos only need to exist.
  'media/video/loop.mp4': 'not a real video',
  'media/poster.png': TINY_PNG,
  'media/card.png': TINY_PNG,
  'documents/by-laws.pdf': '%PDF-1.4\n% a stand-in\n',
  'pages/who-we-are.en.mdx': `---
title: Who we are
slug: who-we-are
description: About us.
---
We are a ministry.
`,
  'pages/church.en.mdx': `---
title: Our Churches
slug: church
layout: locations
description: All churches.
---
`,
  'pages/events.en.mdx': `---
title: Events
slug: events
layout: events
description: What is coming up.
---
`,
  'pages/contact.en.mdx': `---
title: Contact us
slug: contact
layout: contact
description: Write to us.
---
`,
  'pages/support.en.mdx': `---
title: Support
slug: support
layout: support
description: Give to the ministry.
downloads:
  - file: by-laws.pdf
    label: by-laws
supportCards:
  - id: church-planting
    category: Church Planting
    title: Plant a church
    cover: { src: card.png, alt: A new church }
---
## Give by M-Pesa

See [our churches](/church/#region-Nairobi).
`,
  'events/2024-01-camp.en.mdx': `---
title: Youth camp
month: "2024-01"
summary: A week for the youth.
---
`,
  'congregations/raila.en.mdx': `---
name: Raila
slug: raila
region: Nairobi
menuOrder: 2
description: Raila congregation.
services: [{ title: Sunday service, repeats: weekly, days: [Sunday], starts: "10:00" }]
# Where gifts go: giving/raila.en.mdx.
giving:
  note: Offerings support the congregation.
---
Raila meets on Sundays.
`,
  'giving.en.mdx': `---
paybill: 247247
accountName: "TODO: the name M-Pesa shows for paybill 247247"
---
`,
  'giving/raila.en.mdx': `---
congregation: raila
paybill: 247247
account: "TODO: Raila's account number"
---
`,
  'congregations/highridge.en.mdx': `---
name: Highridge
slug: highridge
region: Nairobi
menuOrder: 1
description: Highridge congregation.
services: [{ title: Sunday service, repeats: weekly, days: [Sunday], starts: "10:00" }]
---
`,
  'congregations/moa.en.mdx': `---
name: Moa
slug: moa
region: Lamu
menuOrder: 1
description: Moa congregation.
services: [{ title: Sunday service, repeats: weekly, days: [Sunday], starts: "10:00" }]
---
`,
}

/** A temporary content folder: the valid files, with `changes` applied (null deletes a file). */
export function makeContent(changes: Record<string, string | Buffer | null> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'))
  const files = { ...validFiles, ...changes }
  for (const [name, text] of Object.entries(files)) {
    if (text === null) continue
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
  return root
}

/** The valid file with one line replaced (or removed when `to` is empty). */
export function edit(file: string, from: string, to: string): Record<string, string> {
  const text = validFiles[file]! as string
  if (!text.includes(from)) throw new Error(`fixture ${file} has no "${from}"`)
  return { [file]: text.replace(from, to) }
}
