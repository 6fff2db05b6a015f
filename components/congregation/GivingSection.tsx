import { givingView, type Giving } from '@/lib/congregation/giving'
import { mainService, serviceLine } from '@/lib/congregation/services'
import type { Congregation } from '@/lib/content/types'
import type { Messages } from '@/lib/i18n/messages'
import { fill } from '@/lib/i18n/messages/fill'
import { rich } from '@/lib/i18n/messages/rich'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { island } from '@/components/islands/island'
import { MpesaName } from '@/components/donation/MpesaName'
import { PaymentLinks } from '@/components/donation/PaymentLinks'
import { ContentWords, InterfaceBlock } from '@/components/site/UntranslatedNote'
import { CopyButton, type CopyText } from './CopyButton'
import { GivingNumbers, PaybillSteps } from './GivingNumbers'
import { Section } from './SectionHeading'
import { NOT_INDEXED } from '@/lib/search/markup'
import { SAVED_COPY_MARKS } from '@/lib/offline/saved-copy'

const CopyButtonIsland = island('copy-button', CopyButton)

/** The copy button's words with its number's name and value filled in, so its script needs no template code. */
function copyText(text: Messages['copy'], label: string, value: string): CopyText {
  return {
    ...text,
    copiedStatus: fill(text.copiedStatus, { label, value }),
    failedStatus: fill(text.failedStatus, { label }),
  }
}

/**
 * Offerings and tithes by M-Pesa, in the variant the frontmatter gives: paybill with the branch's
 * account number, a pastor's number, or an account number only. A missing number is never shown as
 * a guess: the block says how to ask the church office for it.
 */
export function GivingSection({
  id,
  giving,
  congregation,
  contactHref,
  writtenIn,
}: {
  id: string
  giving: Giving
  congregation: Congregation
  /** The page's contact form, when it has one. */
  contactHref?: string
  /** The language of the congregation's content, which may not be the page's. */
  writtenIn: Locale
}) {
  const view = givingView(giving)
  // The content check lets a page list this section only with a number (or its placeholder) to show.
  if (!view) return null
  const all = messages()
  const t = all.giving
  const missing = view.lines.filter((l) => l.value === undefined).map((l) => t.inSentence[l.field])
  const paybill = view.lines.find((l) => l.field === 'paybill')?.value
  const main = mainService(congregation.services)
  const ask = {
    what: missing.join(` ${t.and} `),
    name: congregation.name,
    service: main ? (
      <>
        <ContentWords writtenIn={writtenIn}>{main.title}</ContentWords> ({serviceLine(main, getLocale())})
      </>
    ) : (
      t.service
    ),
    form: (
      <a href={contactHref} className="font-semibold text-brand-700 underline">
        {t.contactForm}
      </a>
    ),
  }
  return (
    <Section id={id} eyebrow={t.eyebrow} title={t.heading} tone="tint" writtenIn={writtenIn}>
      {/* The card is the interface's words around the numbers; the congregation's own note follows it. A copy saved on
          the phone gets the service worker's note of its day before it (docs/offline.md). */}
      <div
        {...{ [SAVED_COPY_MARKS.group]: '' }}
        className="mt-6 max-w-2xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-brand-100"
      >
        {/* The same words on every congregation's page: not indexed for the search (its note is). */}
        <InterfaceBlock writtenIn={writtenIn}>
          <div {...NOT_INDEXED}>
            <h3 className="text-xl font-bold text-brand-900">{t.methods[view.kind]}</h3>
            <GivingNumbers
              lines={view.lines}
              writtenIn={writtenIn}
              className="mt-4 space-y-3"
              after={(line) => (
                <CopyButtonIsland
                  value={line.value}
                  label={t.inSentence[line.field]}
                  text={copyText(all.copy, t.inSentence[line.field], line.value)}
                />
              )}
            />
            {view.missing ? (
              <p className="mt-4 rounded bg-accent-400/20 p-3 text-slate-800">
                {rich(contactHref ? t.missingWithForm : t.missingWithoutForm, ask)}
              </p>
            ) : null}
            {view.kind === 'paybill' && paybill ? (
              <PaybillSteps paybill={paybill} name={congregation.name} className="mt-4" />
            ) : null}
            <MpesaName name={giving.accountName} className="mt-4" />
            <PaymentLinks links={giving.paymentLinks} headingLevel="h4" className="mt-4" />
          </div>
        </InterfaceBlock>
        {giving.note ? <p className="mt-4 text-slate-700">{giving.note}</p> : null}
      </div>
    </Section>
  )
}
