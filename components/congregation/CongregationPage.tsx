import type { Content, Entry } from '@/lib/content/load'
import type { CongregationFrontmatter } from '@/lib/content/schemas'
import { loadBody } from '@/lib/content/body'
import { withBase } from '@/lib/paths'
import { CongregationContactForm } from '@/components/forms/CongregationContactForm'

/** A congregation's one-page microsite, from its frontmatter. */
export async function CongregationPage({ entry, content }: { entry: Entry<CongregationFrontmatter>; content: Content }) {
  const c = entry.data
  const Body = await loadBody(entry.source)
  return (
    <>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
          <a href={withBase('/')} className="font-bold">
            {content.site.name}
          </a>
          <a href={withBase('/church/')} className="underline">
            All churches
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-10 focus:outline-none">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{c.name}</h1>
        <p className="mt-2 text-lg text-slate-700">
          {c.region} region · {c.serviceTime}
        </p>
        <div className="prose mt-6">
          <Body />
        </div>
        {/* ---- Issue 5 (temporary): the contact section until the congregation microsite (its own issue)
             renders <CongregationContactForm congregation={name} /> in its contact section. Replace on merge. */}
        <section id="contact" aria-labelledby="contact-heading" className="mt-10">
          <h2 id="contact-heading" className="text-2xl font-bold text-brand-900">
            Contact us
          </h2>
          <CongregationContactForm congregation={c.name} />
        </section>
        {/* ---- end of issue 5 section */}
      </main>
      <footer className="bg-brand-900 px-4 py-6 text-center text-sm text-brand-100">
        © {c.copyrightYear ?? content.site.copyrightYear} {content.site.name}
      </footer>
    </>
  )
}
