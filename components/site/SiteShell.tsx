import type { ReactNode } from 'react'
import { loadContent } from '@/lib/content/load'
import { buildMenu } from '@/lib/content/menu'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Header, main landmark and footer shared by the ministry-level pages; `hero` spans the full width. */
export function SiteShell({ children, hero }: { children: ReactNode; hero?: ReactNode }) {
  const content = loadContent()
  return (
    <>
      <SiteHeader name={content.site.name} menu={buildMenu(content)} />
      <main id="main" tabIndex={-1} className="min-h-[50vh] focus:outline-none">
        {hero}
        <div className="mx-auto max-w-7xl px-4 py-10">{children}</div>
      </main>
      <SiteFooter site={content.site} />
    </>
  )
}
