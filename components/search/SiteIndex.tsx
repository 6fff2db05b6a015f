/**
 * Every page of the site in the page's language, grouped by kind (lib/search/site-index.ts): under the
 * search on the search page, and all that page is without JavaScript (docs/search.md).
 */
import { SITE_INDEX_ID } from '@/lib/element-ids'
import { localePath } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import type { IndexLink, SiteIndex as Index } from '@/lib/search/site-index'

const listStyle = 'mt-2 list-disc space-y-1 pl-6 [&_a]:text-brand-700 [&_a]:underline'

function Links({ links }: { links: IndexLink[] }) {
  return (
    <ul className={listStyle}>
      {links.map((link, i) => (
        // Events of one month share their month's address.
        <li key={i}>
          <a href={withBase(localePath(getLocale(), link.path))}>{link.title}</a>
          {link.children ? <Links links={link.children} /> : null}
        </li>
      ))}
    </ul>
  )
}

export function SiteIndex({ index }: { index: Index }) {
  const t = messages().search
  return (
    <section aria-labelledby={SITE_INDEX_ID} className="mt-10">
      <h2 id={SITE_INDEX_ID} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        {t.siteIndex}
      </h2>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        {index.congregations.length > 0 ? (
          <section aria-labelledby="site-index-congregation">
            <h3 id="site-index-congregation" className="text-xl font-bold text-brand-900">
              {t.groups.congregation}
            </h3>
            {index.congregations.map(({ region, links }) => (
              <div key={region} className="mt-3">
                <h4 className="font-semibold text-slate-800">{region}</h4>
                <Links links={links} />
              </div>
            ))}
          </section>
        ) : null}
        <div className="space-y-8">
          {index.groups.map(({ kind, links }) => (
            <section key={kind} aria-labelledby={`site-index-${kind}`}>
              <h3 id={`site-index-${kind}`} className="text-xl font-bold text-brand-900">
                {t.groups[kind]}
              </h3>
              <Links links={links} />
            </section>
          ))}
        </div>
      </div>
    </section>
  )
}
