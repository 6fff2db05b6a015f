import type { SectionLink } from '@/lib/content/types'
import { LanguageSwitch } from '@/components/site/LanguageSwitch'
import { switchPill } from '@/components/site/switch-style'
import { SearchLink } from '@/components/search/SearchControl'
import { MicrositeMenu } from './MicrositeMenu'

/**
 * The sticky top bar: the section links, and the search link and language switch beside them at every width. The switch
 * sits outside the links' navigation (it is not one of this congregation's sections) and outside the
 * hamburger's panel, level with the bar's first row.
 */
export function MicrositeTopBar({
  brand,
  sectionLinks,
  path,
  anchors,
}: {
  brand: string
  sectionLinks: SectionLink[]
  path: string
  /** The page's in-page anchors (its element ids), so the language switch keeps the section a visitor came to. */
  anchors?: readonly string[]
}) {
  return (
    <header className="sticky top-0 z-30 bg-brand-900/95 shadow">
      <div className="mx-auto flex max-w-6xl items-start gap-x-3 px-4">
        <MicrositeMenu brand={brand} sectionLinks={sectionLinks} className="min-w-0 flex-1" />
        <div className="flex h-[3.25rem] shrink-0 items-center gap-x-2">
          <SearchLink />
          <LanguageSwitch
            path={path}
            anchors={anchors}
            className={`${switchPill} border-white/60 text-white hover:bg-white/10`}
          />
        </div>
      </div>
    </header>
  )
}
