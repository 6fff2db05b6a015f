import type { ReactNode } from 'react'
import type { GivingLine } from '@/lib/congregation/giving'
import { GIVING_ATTRIBUTE } from '@/lib/giving/attribute'
import { fill } from '@/lib/i18n/messages/fill'
import type { Locale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/request'
import { PendingFact } from '@/components/site/Pending'

/**
 * The giving numbers as a list of label and number, each number inside its guard mark (`data-giving`): the
 * congregation page's giving section and its poster show them alike. A number still to come shows what the page says
 * for it ("Ask the church office"), or in the preview the mark of what is missing; never a guess. `after` adds
 * something beside a number (the page's copy button).
 */
export function GivingNumbers({
  lines,
  writtenIn,
  className = '',
  labelClassName = 'min-w-44',
  numberClassName = 'text-2xl',
  after,
}: {
  lines: readonly GivingLine[]
  /** The language of the congregation's content, which may not be the page's. */
  writtenIn: Locale
  className?: string
  labelClassName?: string
  numberClassName?: string
  after?: (line: GivingLine & { value: string }) => ReactNode
}) {
  const t = messages().giving
  return (
    <dl className={className}>
      {lines.map((line) => (
        <div key={line.field} className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <dt className={`${labelClassName} font-semibold text-slate-700`}>{t.labels[line.field]}</dt>
          <dd className="flex flex-wrap items-center gap-3">
            {line.value ? (
              <>
                <span
                  {...{ [GIVING_ATTRIBUTE]: line.field }}
                  className={`font-mono font-bold tracking-wider text-brand-900 ${numberClassName}`}
                >
                  {line.value}
                </span>
                {after?.({ ...line, value: line.value })}
              </>
            ) : (
              <PendingFact
                fact={line.pending ?? { pending: t.inSentence[line.field] }}
                otherwise={<span className="text-slate-700">{t.notListed}</span>}
                writtenIn={writtenIn}
              />
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** How to pay the paybill, step by step, its number inside the guard mark. */
export function PaybillSteps({ paybill, name, className = '' }: { paybill: string; name: string; className?: string }) {
  const t = messages().giving
  return (
    <ol className={`list-decimal space-y-1 pl-6 text-slate-700 ${className}`}>
      <li>{t.steps.open}</li>
      <li {...{ [GIVING_ATTRIBUTE]: 'paybill' }}>{fill(t.steps.business, { paybill })}</li>
      <li>{fill(t.steps.account, { name })}</li>
    </ol>
  )
}
