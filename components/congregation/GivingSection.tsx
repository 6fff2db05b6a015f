import { givingView, type Giving } from '@/lib/congregation/giving'
import { mainService, serviceLine } from '@/lib/congregation/services'
import type { Congregation } from '@/lib/content/types'
import { island } from '@/lib/islands/island'
import { CopyButton } from './CopyButton'
import { Section } from './SectionHeading'

const CopyButtonIsland = island('copy-button', CopyButton)

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
}: {
  id: string
  giving: Giving
  congregation: Congregation
  /** The page's contact form, when it has one. */
  contactHref?: string
}) {
  const view = givingView(giving)
  // The content check lets a page list this section only with a number (or its placeholder) to show.
  if (!view) return null
  const missing = view.lines.filter((l) => l.value === undefined).map((l) => l.label.charAt(0).toLowerCase() + l.label.slice(1))
  const paybill = view.lines.find((l) => l.label === 'Paybill number')?.value
  const main = mainService(congregation.services)
  return (
    <Section id={id} eyebrow="Give" title="Offerings and tithes" tone="tint">
      <div className="mt-6 max-w-2xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-brand-100">
        <h3 className="text-xl font-bold text-brand-900">{view.heading}</h3>
        <dl className="mt-4 space-y-3">
          {view.lines.map((line) => (
            <div key={line.label} className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <dt className="min-w-44 font-semibold text-slate-700">{line.label}</dt>
              <dd className="flex flex-wrap items-center gap-3">
                {line.value ? (
                  <>
                    <span className="font-mono text-2xl font-bold tracking-wider text-brand-900">{line.value}</span>
                    <CopyButtonIsland value={line.value} label={line.label.toLowerCase()} />
                  </>
                ) : (
                  <span className="italic text-slate-700">Not listed here yet</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
        {view.missing ? (
          <p className="mt-4 rounded bg-accent-400/20 p-3 text-slate-800">
            To get the {missing.join(' and ')} for {congregation.name}, ask the church office
            {contactHref ? (
              <>
                : send a message with the{' '}
                <a href={contactHref} className="font-semibold text-brand-700 underline">
                  contact form
                </a>{' '}
                on this page, or ask{' '}
              </>
            ) : (
              ' or ask '
            )}
            after the {main ? `${main.title} (${serviceLine(main)})` : 'service'}.
          </p>
        ) : null}
        {view.kind === 'paybill' && paybill ? (
          <ol className="mt-4 list-decimal space-y-1 pl-6 text-slate-700">
            <li>On your phone open M-Pesa and choose Lipa na M-Pesa, then Pay Bill.</li>
            <li>Enter business number {paybill}.</li>
            <li>Enter {congregation.name}&apos;s account number, then the amount and your PIN.</li>
          </ol>
        ) : null}
        {giving.note ? <p className="mt-4 text-slate-700">{giving.note}</p> : null}
      </div>
    </Section>
  )
}
