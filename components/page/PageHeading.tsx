import { known } from '@/lib/content/schemas'

export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      {known(intro) ? <p className="mt-3 max-w-prose text-lg text-slate-700">{intro}</p> : null}
    </div>
  )
}
