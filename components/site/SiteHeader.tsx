import type { NavItem } from '@/lib/content/menu'
import { withBase } from '@/lib/paths'
import { MainMenu } from './MainMenu'

export function SiteHeader({ name, menu }: { name: string; menu: NavItem[] }) {
  return (
    // site-header: the anchor the phone menu panel opens under (app/globals.css).
    <header className="site-header relative border-b border-brand-100 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 nav:gap-2">
        <a href={withBase('/')} className="flex items-center gap-2 py-3 font-bold text-brand-900">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 text-brand-700">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M14 6h4v7h7v4h-7v9h-4v-9H7v-4h7z" fill="#fff" />
          </svg>
          <span className="leading-tight">{name}</span>
        </a>
        <MainMenu items={menu} />
      </div>
    </header>
  )
}
