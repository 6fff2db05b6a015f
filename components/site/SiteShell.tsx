import type { ReactNode } from 'react'
import { loadContent } from '@/lib/content/load'
import { buildMenu } from '@/lib/content/menu'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Header, main landmark and footer shared by the ministry-level pages. */
export function SiteShell({ children }: { children: ReactNode }) {
  const content = loadContent()
  return (
    <>
      <SiteHeader name={content.site.name} menu={buildMenu(content)} />
      <main id="main" tabIndex={-1} className="mx-auto min-h-[50vh] max-w-7xl px-4 py-10 focus:outline-none">
        {children}
      </main>
      <SiteFooter site={content.site} />
    </>
  )
}
