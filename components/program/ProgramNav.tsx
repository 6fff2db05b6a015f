import { programSectionIds } from '@/lib/content/anchors'
import { withBase } from '@/lib/paths'
import { island } from '@/lib/islands/island'
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
 * and the support button the page's content names. Below 768 px the links move into a drawer.
 */
export function ProgramNav({ name, support, contactId }: { name: string; support: { label: string; url: string }; contactId: string }) {
  const links: ProgramNavLink[] = [
    { label: 'Home', href: withBase('/'), icon: 'home' },
    { label: 'About', href: `#${programSectionIds.about}`, icon: 'about' },
    { label: 'Testimonials', href: `#${programSectionIds.testimonials}`, icon: 'testimonials' },
    { label: 'Contact', href: `#${contactId}`, icon: 'contact' },
  ]
  const button = { label: support.label, href: withBase(support.url) }
  return (
    <header className="sticky top-0 z-30 bg-brand-900 text-white shadow">
      <noscript dangerouslySetInnerHTML={{ __html: noScriptNav }} />
      <nav aria-label="Program" className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
        <p className="font-bold sm:text-lg">{name}</p>
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
              className="flex items-center gap-2 rounded bg-accent-400 px-4 py-2 font-semibold text-brand-900 hover:bg-accent-500"
            >
              <ProgramIcon name="support" />
              {button.label}
            </a>
          </li>
        </ul>
        <ProgramDrawerIsland links={links} support={button} />
      </nav>
    </header>
  )
}
