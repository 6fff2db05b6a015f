import { describe, expect, it } from 'vitest'
import { givingChanges, givingSnapshot } from './changes'

// Test data only: the numbers and names belong to no one.
const congregation = (slug: string, name: string) =>
  [
    `content/congregations/${slug}.en.mdx`,
    `---\nname: ${name}\nslug: ${slug}\n---\n${name} meets on Sundays.\n`,
  ] as const
const giving = (slug: string, lines: string) =>
  [`content/giving/${slug}.en.mdx`, `---\n# Where gifts to ${slug} go.\ncongregation: ${slug}\n${lines}---\n`] as const
const ministry = (lines: string) => ['content/giving.en.mdx', `---\n${lines}---\n`] as const

const base = [
  congregation('raila', 'Raila'),
  congregation('bwema', 'Bwema'),
  giving('raila', 'paybill: 247247\naccount: 0070\naccountName: "TODO: the name M-Pesa shows"\n'),
  giving('bwema', 'pastorNumber: "0712 345 678"\n'),
  ministry('paybill: 247247\n'),
  ['.env', 'NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_example\nNEXT_PUBLIC_PAYPAL_CLIENT_ID=test\n'],
] as const

/** The changes when `replace` files replace (or, as null, remove) the base's. */
function changes(replace: readonly (readonly [string, string | null])[]): string[] {
  const before = new Map<string, string>(base)
  const after = new Map<string, string>(base)
  for (const [file, text] of replace) {
    if (text === null) after.delete(file)
    else after.set(file, text)
  }
  return givingChanges(givingSnapshot(before), givingSnapshot(after)).map((c) => `${c.text} [${c.file}]`)
}

describe('every change to where money goes, in plain words', () => {
  it('names a changed account with its old and new value, as typed', () => {
    expect(
      changes([giving('raila', 'paybill: 247247\naccount: 0071\naccountName: "TODO: the name M-Pesa shows"\n')]),
    ).toEqual(['Raila: M-Pesa account 0070 → 0071 [content/giving/raila.en.mdx]'])
  })

  it('names a new congregation with everything it gives to', () => {
    expect(changes([congregation('kisumu', 'Kisumu'), giving('kisumu', 'paybill: 247247\naccount: "12"\n')])).toEqual([
      'new congregation Kisumu: paybill 247247, account 12 [content/giving/kisumu.en.mdx]',
    ])
  })

  it("names a removed pastor's number with the number it was", () => {
    expect(changes([giving('bwema', 'pastorNumber: "TODO: the new pastor\'s number"\n')])).toEqual([
      "Bwema: pastor's M-Pesa number 0712 345 678 → TODO: the new pastor's number [content/giving/bwema.en.mdx]",
    ])
    expect(changes([giving('bwema', 'paybill: 247247\n')])).toEqual([
      'Bwema: paybill added: 247247 [content/giving/bwema.en.mdx]',
      "Bwema: pastor's M-Pesa number removed (was 0712 345 678) [content/giving/bwema.en.mdx]",
    ])
    expect(changes([[giving('bwema', '')[0], null]])).toEqual([
      "Bwema: giving file removed (was pastor's M-Pesa number 0712 345 678) [content/giving/bwema.en.mdx]",
    ])
  })

  it('reports nothing for a file only reordered or requoted, as the CMS saves it', () => {
    const cmsSaved = `---\ncongregation: 'raila'\naccountName: 'TODO: the name M-Pesa shows'\naccount: '0070'\npaybill: "247247"\n---\n`
    expect(changes([['content/giving/raila.en.mdx', cmsSaved]])).toEqual([])
    // A congregation's own file changing (its name aside) is no giving change either.
    expect(
      changes([
        ['content/congregations/raila.en.mdx', '---\nslug: raila\nname: Raila\ndescription: New words.\n---\n'],
      ]),
    ).toEqual([])
  })

  it('names every address for giving online added, changed or removed', () => {
    const links = (...addresses: string[]) =>
      ministry(`paybill: 247247\npaymentLinks:\n${addresses.map((a) => `  - ${a}\n`).join('')}`)
    const one = 'https://www.paypal.com/donate/?hosted_button_id=A1'
    const two = 'https://www.mchanga.africa/fundraiser/77'
    expect(changes([links(one)])).toEqual([
      `the ministry: addresses for giving online added: ${one} [content/giving.en.mdx]`,
    ])
    expect(changes([links(one, two)])).toEqual([
      `the ministry: addresses for giving online added: ${one}, ${two} [content/giving.en.mdx]`,
    ])
    expect(
      changes([
        giving(
          'raila',
          `paybill: 247247\naccount: 0070\naccountName: "TODO: the name M-Pesa shows"\npaymentLinks: [${two}]\n`,
        ),
      ]),
    ).toEqual([`Raila: addresses for giving online added: ${two} [content/giving/raila.en.mdx]`])
  })

  it("names the ministry's paybill and the PayPal client id the repository gives", () => {
    expect(
      changes([
        ministry('paybill: 247248\naccountName: TEST MINISTRY\n'),
        ['.env', 'NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_example\nNEXT_PUBLIC_PAYPAL_CLIENT_ID=AbC123\n'],
      ]),
    ).toEqual([
      'the ministry: paybill 247247 → 247248 [content/giving.en.mdx]',
      'the ministry: name M-Pesa shows added: TEST MINISTRY [content/giving.en.mdx]',
      'PayPal client id when the build sets none (.env): test → AbC123 [.env]',
    ])
  })

  it('names every settings file a branch adds, changes or removes, with each setting that differs', () => {
    expect(
      changes([
        [
          '.env.production',
          '# real ids\nNEXT_PUBLIC_PAYPAL_CLIENT_ID=AbC123\nNEXT_PUBLIC_EMAILJS_SERVICE_ID=service_1\n',
        ],
      ]),
    ).toEqual([
      'settings file .env.production added, read by the build: NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_1, NEXT_PUBLIC_PAYPAL_CLIENT_ID=AbC123 (decides where donations go) [.env.production]',
    ])
    expect(
      changes([
        [
          '.env',
          'NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_real\nNEXT_PUBLIC_PAYPAL_CLIENT_ID=test\nNEXT_PUBLIC_PAYPAL_CURRENCY=KES\n',
        ],
      ]),
    ).toEqual([
      '.env: NEXT_PUBLIC_EMAILJS_SERVICE_ID service_example → service_real [.env]',
      '.env: NEXT_PUBLIC_PAYPAL_CURRENCY=KES (decides where donations go) added [.env]',
    ])
    expect(changes([['.env', null]])).toEqual([
      'PayPal client id when the build sets none (.env): test → (none) [.env]',
      'settings file .env removed (it set NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_example, NEXT_PUBLIC_PAYPAL_CLIENT_ID=test (decides where donations go)) [.env]',
    ])
    // A settings file anywhere, even one that sets nothing yet, and a change of its notes only.
    expect(changes([['app/.env.local', '# empty\n']])).toEqual([
      'settings file app/.env.local added, read by the build: no setting [app/.env.local]',
    ])
    expect(
      changes([
        ['.env', '# new note\nNEXT_PUBLIC_EMAILJS_SERVICE_ID=service_example\nNEXT_PUBLIC_PAYPAL_CLIENT_ID=test\n'],
      ]),
    ).toEqual(['settings file .env changed (notes or layout only: no setting differs) [.env]'])
  })

  it('reads a version from before the giving files: moving the facts into them is no change', () => {
    const before = new Map<string, string>([
      [
        'content/congregations/raila.en.mdx',
        '---\nname: Raila\nslug: raila\ngiving:\n  paybill: 247247\n  account: 0070\n---\n',
      ],
      ['content/site.en.mdx', '---\nname: Test Ministry\npaybill: 247247\n---\n'],
    ])
    const after = new Map<string, string>([
      ['content/congregations/raila.en.mdx', '---\nname: Raila\nslug: raila\n---\n'],
      giving('raila', 'paybill: 247247\naccount: 0070\n'),
      ministry('paybill: 247247\n'),
      ['content/site.en.mdx', '---\nname: Test Ministry\n---\n'],
    ])
    expect(givingChanges(givingSnapshot(before), givingSnapshot(after))).toEqual([])
  })
})
