import { CongregationContactForm } from '@/components/forms/CongregationContactForm'
import type { FormHelp } from '@/components/forms/email-setup'
import { ContentWords } from '@/components/site/UntranslatedNote'
import { interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { mainService, serviceLine } from '@/lib/congregation/services'
import type { Congregation } from '@/lib/content/types'
import { rich } from '@/lib/i18n/messages/rich'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { Section } from './SectionHeading'
import { fill } from '@/lib/i18n/messages/fill'
import { NOT_INDEXED } from '@/lib/search/markup'

/** The contact section's layout; the form itself (and its sending) lives in components/forms. */
export function ContactSection({
  id,
  congregation,
  help,
  visitHref,
  writtenIn,
}: {
  id: string
  congregation: Congregation
  help: FormHelp
  visitHref?: string
  /** The language of the congregation's content, which may not be the page's. */
  writtenIn: Locale
}) {
  const t = messages().contact
  const lang = interfaceLangIn(writtenIn)
  const main = mainService(congregation.services)
  return (
    <Section id={id} eyebrow={t.eyebrow} title={t.heading} writtenIn={writtenIn}>
      <div className="mt-6 grid gap-8 md:grid-cols-[1fr_2fr]">
        <div className="text-lg text-slate-700">
          {congregation.contactIntro ? (
            <p>{congregation.contactIntro}</p>
          ) : (
            <p lang={lang} {...NOT_INDEXED}>
              {fill(t.intro, { name: congregation.name })}
            </p>
          )}
          <p lang={lang} className="mt-3" {...NOT_INDEXED}>
            {t.required}
          </p>
          {main ? (
            <p lang={lang} className="mt-3" {...NOT_INDEXED}>
              {rich(visitHref ? t.orVisitPlan : t.orVisit, {
                service: (
                  <strong>
                    <ContentWords writtenIn={writtenIn}>{main.title}</ContentWords>, {serviceLine(main, getLocale())}
                  </strong>
                ),
                plan: (
                  <a href={visitHref} className="font-semibold text-brand-700 underline">
                    {t.plan}
                  </a>
                ),
              })}
            </p>
          ) : null}
        </div>
        <div lang={lang} className="max-w-xl">
          <CongregationContactForm congregation={congregation.name} phone={congregation.phone} help={help} />
        </div>
      </div>
    </Section>
  )
}
