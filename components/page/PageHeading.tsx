import { Fact } from '@/components/site/Pending'
import type { Pending } from '@/lib/content/pending'
import type { Locale } from '@/lib/i18n/locales'

export function PageHeading({
  title,
  intro,
  writtenIn,
}: {
  title: string
  intro?: string | Pending
  writtenIn: Locale
}) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      {intro !== undefined ? (
        <Fact value={intro} className="mt-3 max-w-prose text-lg text-slate-700" writtenIn={writtenIn} />
      ) : null}
    </div>
  )
}
