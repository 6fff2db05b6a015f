import { MAIN_ID } from '@/lib/element-ids'
import type { ReactNode } from 'react'
import { buildMenu, type NavItem } from '@/lib/content/menu'
import type { Content, Site, SitePaths } from '@/lib/content/types'
import { indexedContent, type SearchRecord } from '@/lib/search/markup'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** What the header and footer of a ministry-level page show. */
export type ShellData = { site: Site; menu: NavItem[]; paths: SitePaths }

/** The shell's data from the loaded content (routes call this and pass it down). */
export function shellData(content: Content): ShellData {
  return { site: content.site, menu: buildMenu(content), paths: content.paths }
}

type ShellProps = ShellData & {
  /** The page's path without its language prefix ('/raila/', '/' for home): where the language switch leads. */
  path: string
  /** The page's in-page anchors (its element ids), so the language switch keeps the section a visitor came to. */
  anchors?: readonly string[]
  children: ReactNode
  hero?: ReactNode
  /** What the search index records of the page; its main content is indexed only with it (docs/search.md). */
  indexAs?: SearchRecord
  /** The page in the other language, where its address is not `path` under that language's prefix. */
  otherPath?: string
  /** Without the header's search form (the search page has its own). */
  searchForm?: boolean
}

/** Header, main landmark and footer shared by the ministry-level pages; `hero` spans the full width. */
export function SiteShell({
  site,
  menu,
  paths,
  path,
  anchors,
  children,
  hero,
  indexAs,
  otherPath,
  searchForm = true,
}: ShellProps) {
  return (
    <>
      <SiteHeader
        name={site.name}
        menu={menu}
        path={path}
        anchors={anchors}
        otherPath={otherPath}
        search={searchForm}
      />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="min-h-[50vh] focus:outline-none"
        {...(indexAs ? indexedContent(indexAs) : {})}
      >
        {hero}
        <div className="mx-auto max-w-7xl px-4 py-10">{children}</div>
      </main>
      <SiteFooter site={site} paths={paths} />
    </>
  )
}
