import type { NavItem } from '@/lib/content/menu'
import { localePath } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import { SearchForm } from '@/components/search/SearchControl'
import { LanguageSwitch } from './LanguageSwitch'
import { MainMenu } from './MainMenu'
import { switchPill } from './switch-style'

type HeaderProps = {
  name: string
  menu: NavItem[]
  path: string
  /** The page's in-page anchors (its element ids), for the language switch. */
  anchors?: readonly string[]
  /**
   * The page in the other language where its address is not the same path under the other prefix (the search page's).
   */
  otherPath?: string
  /** Without the search form: the search page has its own. */
  search?: boolean
}

export function SiteHeader({ name, menu, path, anchors, otherPath, search = true }: HeaderProps) {
  return (
    // site-header: the anchor the phone menu panel opens under (app/globals.css).
    <header className="site-header relative border-b border-brand-100 bg-white">
      {/*
        The language switch comes before the menu, so where the desktop bar is too long for the width (longer
        Kiswahili words, narrow desktops) the menu wraps to a row of its own under the name and the switch.
      */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 nav:gap-x-2">
        {/* Takes the room left, so the name wraps onto lines of its own before the bar wraps. */}
        <div className="flex flex-1">
          <a
            href={withBase(localePath(getLocale(), '/'))}
            className="flex items-center gap-2 py-3 font-bold text-brand-900"
          >
            <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0 text-brand-700">
              <rect width="32" height="32" rx="6" fill="currentColor" />
              <path d="M14 6h4v7h7v4h-7v9h-4v-9H7v-4h7z" fill="#fff" />
            </svg>
            <span className="leading-tight">{name}</span>
          </a>
        </div>
        {search ? <SearchForm /> : null}
        <LanguageSwitch
          path={path}
          anchors={anchors}
          otherPath={otherPath}
          className={`${switchPill} border-brand-700 text-brand-800 hover:bg-brand-50`}
        />
        <MainMenu items={menu} />
      </div>
    </header>
  )
}
