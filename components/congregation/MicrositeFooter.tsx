import type { SectionLink } from '@/lib/content/types'
import type { Site } from '@/lib/content/types'
import { messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import { SocialLinks } from '@/components/site/SocialLinks'
import { fill } from '@/lib/i18n/messages/fill'

/** The microsite's footer: its in-page links, the ministry's social links and the copyright line. */
export function MicrositeFooter({
  site,
  churchesPath,
  sectionLinks,
  name,
  year,
}: {
  site: Site
  /** The list of congregations (content's locations page). */
  churchesPath: string
  sectionLinks: SectionLink[]
  name: string
  year: number
}) {
  const t = messages()
  return (
    <footer className="bg-brand-900 text-white render-when-near">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-2">
        <nav aria-label={fill(t.microsite.footerLabel, { name })}>
          <ul className="flex flex-wrap gap-x-2">
            {sectionLinks.map((a) => (
              <li key={a.href}>
                <a href={a.href} className="inline-block px-2 py-2 text-brand-50 underline-offset-4 hover:underline">
                  {t.microsite.sectionLinks[a.key]}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-3 px-2">
            <a href={withBase(churchesPath)} className="text-brand-50 underline">
              {t.microsite.allCongregations}
            </a>
          </p>
        </nav>
        <div className="md:justify-self-end">
          <SocialLinks socials={site.socials} look="icons" />
        </div>
      </div>
      <p className="border-t border-white/20 px-4 py-4 text-center text-sm text-brand-100">
        {fill(t.footer.copyright, { year, name: site.name })}
      </p>
    </footer>
  )
}
