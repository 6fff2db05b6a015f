import { askingLinkMark } from '@/lib/giving/attribute'
import { programSectionIds } from '@/lib/element-ids'
import { localePath } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import { island } from '@/components/islands/island'
import { LanguageSwitch } from '@/components/site/LanguageSwitch'
import { switchPill } from '@/components/site/switch-style'
import { SearchLink } from '@/components/search/SearchControl'
import { ProgramDrawer, type ProgramNavLink } from './ProgramDrawer'
import { ProgramIcon } from './ProgramIcons'

const ProgramDrawerIsland = island('program-drawer', ProgramDrawer)

/** Without JavaScript the drawer cannot open, so the links stay in the bar at every width. */
const noScriptNav = `<style>
@media (max-width: 767px) {
  [data-program-links] { display: flex; flex-wrap: wrap; }
  [data-program-menu] { display: none; }
}
</style>`

/**
 * A program page's own navigation bar: Home, then in-page anchors to About, Testimonials and Contact,
 * and the support button the page's content names. Below 768 px the links move into a drawer. The
 * language switch stays in the bar at every width, beside the navigation rather than in it.
 */
export function ProgramNav({
  name,
  support,
  contactId,
  path,
  anchors,
}: {
  name: string
  support: { label: string; url: string }
  contactId: string
  /**
   * The page's path without its language prefix, and its in-page anchors (element ids): where the language switch
   * leads.
   */
  path: string
  anchors?: readonly string[]
}) {
  const t = messages()
  const all: ProgramNavLink[] = [
    { label: t.program.home, href: withBase(localePath(getLocale(), '/')), icon: 'home' },
    { label: t.program.about, href: `#${programSectionIds.about}`, icon: 'about' },
    { label: t.program.testimonials, href: `#${programSectionIds.testimonials}`, icon: 'testimonials' },
    { label: t.program.contact, href: `#${contactId}`, icon: 'contact' },
  ]
  // Only the sections the page shows (the public site leaves out one with nothing real in it).
  const links = all.filter((link) => !anchors || !link.href.startsWith('#') || anchors.includes(link.href.slice(1)))
  const button = { label: support.label, href: withBase(support.url) }
  return (
    <header className="sticky top-0 z-30 bg-brand-900 text-white shadow">
      <noscript dangerouslySetInnerHTML={{ __html: noScriptNav }} />
      <div className="mx-auto flex max-w-7xl items-center gap-x-3 px-4">
        <nav
          aria-label={t.program.label}
          className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3"
        >
          {/* Takes the room left, so the name wraps before the links do (the language switch shares the bar). */}
          <p className="flex-1 font-bold sm:text-lg">{name}</p>
          <ul data-program-links="" className="hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="block rounded px-3 py-2 font-semibold hover:bg-white/10">
                  {link.label}
                </a>
              </li>
            ))}
            <li className="ml-2">
              <a
                href={button.href}
                {...askingLinkMark(button.href)}
                className="flex items-center gap-2 rounded bg-accent-400 px-4 py-2 font-semibold text-brand-900 hover:bg-accent-500"
              >
                <ProgramIcon name="support" />
                {button.label}
              </a>
            </li>
          </ul>
          <ProgramDrawerIsland links={links} support={button} text={t.drawer} />
        </nav>
        <SearchLink />
        <LanguageSwitch
          path={path}
          anchors={anchors}
          className={`${switchPill} border-white/70 text-white hover:bg-white/10`}
        />
      </div>
    </header>
  )
}
