/**
 * The facts that decide where a gift goes, in their own files so that a change to one needs the
 * treasurer's review (.github/CODEOWNERS, docs/deploy.md): content/giving/<slug>.en.mdx, one per
 * congregation, and content/giving.en.mdx for the ministry's own paybill. Facts only, in English only:
 * nothing here is translated. Whether a congregation's page shows its giving section stays in its own
 * file (`sections`), and so does the line under the numbers (`giving.note`, words a translation holds).
 * Messages are written for a church editor: the loader prefixes them with the file and the field.
 */
import { z } from 'zod'
import { digits, mobileNumber, orPlaceholder, slug, text } from './fields'

/** The name M-Pesa shows on the donor's phone before the PIN: a fact the ministry supplies, never guessed. */
export const accountName = orPlaceholder(
  text,
  'the name M-Pesa shows',
  'the name exactly as M-Pesa shows it, e.g. "FIXTURE MINISTRY TRUST"',
)
  .optional()
  .meta({
    description:
      "The name M-Pesa shows on the donor's phone before the PIN is entered: the name registered for the paybill (or for the pastor's number), exactly as M-Pesa shows it. A placeholder until the treasurer supplies it; the public site leaves it out until then.",
  })

/**
 * Where a visitor may be sent to give online (a PayPal donate page, an M-Changa fundraiser, a bank's payment page):
 * full https:// addresses the treasurer reviewed. Pages show them only from here, inside the guard's mark; a link to
 * such a place written anywhere else stops the build (docs/giving.md, "Payment destinations").
 */
export const paymentLinks = z
  .array(
    z
      .string()
      .regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(\/\S*)?$/, 'expected a full address starting with https://')
      .refine((v) => !/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\\]/.test(v), {
        message: 'the address has an invisible character or a "\\" in it; write it without',
      }),
  )
  .max(5, 'at most 5 addresses')
  .optional()
  .meta({
    description:
      'Where visitors may give online besides M-Pesa (a PayPal donate page, an M-Changa fundraiser...): full https:// addresses, one per line, that the treasurer reviewed. The page shows each as a "Give through ..." link in its giving section. Optional.',
  })

/** The giving facts of one congregation: content/giving/<slug>.en.mdx. */
export const congregationGivingSchema = z.strictObject({
  congregation: slug.meta({
    description:
      'The slug of the congregation these facts belong to; the file is named after it: "raila" is content/giving/raila.en.mdx.',
  }),
  paybill: orPlaceholder(digits(6), '6 digits').optional().meta({
    description:
      'The M-Pesa paybill the branch gives to, usually the ministry-wide one: 6 digits, or a placeholder until the office supplies it.',
  }),
  account: orPlaceholder(
    z.string().regex(/^[A-Za-z0-9-]{1,20}$/),
    'letters and digits',
    'up to 20 letters, digits or dashes, exactly as M-Pesa shows it',
  )
    .optional()
    .meta({
      description:
        "The branch's account number at the paybill (up to 20 letters, digits and dashes), or a placeholder until the office supplies it.",
    }),
  pastorNumber: orPlaceholder(mobileNumber, 'a Kenyan mobile number such as "0712 345 678"', '0712 345 678')
    .optional()
    .meta({
      description:
        'A pastor\'s M-Pesa number, where the branch gives to it instead of the paybill: a Kenyan mobile number such as "0712 345 678" or "+254 712 345 678", in quotes.',
    }),
  accountName,
  paymentLinks,
})

/** The ministry's own giving facts: content/giving.en.mdx (the footer, the support page). */
export const ministryGivingSchema = z.strictObject({
  paybill: digits(6).meta({ description: "The ministry's M-Pesa paybill number: 6 digits." }),
  accountName,
  paymentLinks,
})

/** The fields of a congregation's giving file that say where money goes (not its `congregation`). */
export const GIVING_FACTS = ['paybill', 'account', 'pastorNumber', 'accountName'] as const
export type GivingFact = (typeof GIVING_FACTS)[number]

/** The facts that say where to give (the name M-Pesa shows only confirms it). */
export const WHERE_TO_GIVE = ['paybill', 'account', 'pastorNumber'] as const satisfies readonly GivingFact[]
export type WhereToGive = (typeof WHERE_TO_GIVE)[number]

/** Whether a giving file names somewhere to give (a placeholder counts: the office supplies it later). */
export const namesWhereToGive = (raw: Record<string, unknown> | undefined) =>
  !!raw && WHERE_TO_GIVE.some((field) => raw[field] !== undefined)
