import type { NavItem } from '@/lib/content/menu'
import { withBase } from '@/lib/paths'
import { MainMenu } from './MainMenu'

/**
 * Without JavaScript the menu cannot toggle, so it is shown open (and dropdowns follow hover/focus).
 * Unlayered rules beat Tailwind's utilities (the panel's `hidden` class); but Tailwind's base layer hides
 * [hidden] with !important, and an important rule in a layer beats an unlayered one, so the submenu rules
 * live in that same layer, where their higher specificity wins.
 */
const noScriptMenu = `<style>
@media (max-width: 960px) {
  #main-menu { display: block; position: static; max-height: none; box-shadow: none; }
  nav[aria-label="Main"] > button[aria-controls="main-menu"] { display: none; }
}
@layer base {
  @media (max-width: 960px) {
    #main-menu [data-submenu][hidden] { display: block !important; }
  }
  @media (min-width: 961px) {
    #main-menu li:hover > [data-submenu][hidden], #main-menu li:focus-within > [data-submenu][hidden] { display: block !important; }
  }
}
</style>`

export function SiteHeader({ name, menu }: { name: string; menu: NavItem[] }) {
  return (
    <header className="relative border-b border-brand-100 bg-white">
      <noscript dangerouslySetInnerHTML={{ __html: noScriptMenu }} />
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
