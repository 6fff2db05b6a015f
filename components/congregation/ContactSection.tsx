import { CongregationContactForm } from '@/components/forms/CongregationContactForm'
import type { FormHelp } from '@/components/forms/email-setup'
import { mainService, serviceLine } from '@/lib/congregation/services'
import type { Congregation } from '@/lib/content/types'
import { Section } from './SectionHeading'

/** The contact section's layout; the form itself (and its sending) lives in components/forms. */
export function ContactSection({ id, congregation, help, visitHref }: { id: string; congregation: Congregation; help: FormHelp; visitHref?: string }) {
  const main = mainService(congregation.services)
  return (
    <Section id={id} eyebrow="Contact" title="Send us a message">
      <div className="mt-6 grid gap-8 md:grid-cols-[1fr_2fr]">
        <div className="text-lg text-slate-700">
          <p>{congregation.contactIntro ?? `Write to ${congregation.name} congregation: a question, a prayer request or a visit.`}</p>
          <p className="mt-3">Fields marked * are required.</p>
          {main ? (
            <p className="mt-3">
              Or visit us: <strong>{`${main.title}, ${serviceLine(main)}`}</strong>
              {visitHref ? (
                <>
                  {' '}
                  (
                  <a href={visitHref} className="font-semibold text-brand-700 underline">
                    plan your visit
                  </a>
                  )
                </>
              ) : null}
              .
            </p>
          ) : null}
        </div>
        <div className="max-w-xl">
          <CongregationContactForm congregation={congregation.name} help={help} />
        </div>
      </div>
    </Section>
  )
}
