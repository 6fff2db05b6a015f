/**
 * The site's main menu: one list that is a horizontal bar with dropdowns above 960 px and a Menu panel
 * with expandable items at 960 px and below. Every entry is a real link in the static HTML, and no
 * JavaScript runs: popovers close on Escape and on a click outside, <details> expand in place, and the
 * menu part of app/globals.css shows each one where it applies (docs/behaviour.md, "Main menu").
 */
import type { NavItem } from '@/lib/content/menu'
import { localePath } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import { fill } from '@/lib/i18n/messages/fill'

/** Position paths ("1", "1.4") make the ids of submenus and the names of sibling groups. */
const submenuId = (id: string) => `submenu-${id.replace(/\./g, '-')}`
const groupName = (parent: string | null) => (parent === null ? 'menu' : `menu-${parent.replace(/\./g, '-')}`)

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="menu-chevron h-4 w-4 shrink-0 transition-transform">
      <path d="M5 7l5 6 5-6z" fill="currentColor" />
    </svg>
  )
}

const itemClass = (depth: number) =>
  depth === 0
    ? 'whitespace-nowrap px-3 py-3 font-semibold text-brand-900 hover:text-brand-600 nav:px-2 nav:py-5'
    : 'px-4 py-2 text-brand-900 hover:bg-brand-50'

/**
 * The controls that open an item's submenu, named "<title> submenu" beside the item's link or by the
 * item's title when it has no link. A top-level item has two and CSS shows one: above 960 px a button
 * that opens its dropdown as a popover, at 960 px and below a disclosure that expands it in the panel.
 * Deeper items have the disclosure only, so Escape closes their whole dropdown and focus returns to its
 * button (a popover opened inside another one does not give focus back when it closes).
 */
function SubmenuControls({
  item,
  id,
  parent,
  depth,
}: {
  item: NavItem
  id: string
  parent: string | null
  depth: number
}) {
  const label = item.href ? fill(messages().menu.submenu, { title: item.title }) : undefined
  const content = (
    <>
      {item.href ? null : <span>{item.title}</span>}
      <Chevron />
    </>
  )
  // No display utility: app/globals.css shows the one control that applies (utilities would win over it).
  const controlClass = `menu-control items-center ${
    item.href
      ? 'rounded p-3 text-brand-900 hover:text-brand-600 nav:px-0.5'
      : `${itemClass(depth)} w-full justify-between gap-2 text-left`
  }`
  return (
    <>
      {depth === 0 ? (
        <button
          type="button"
          popoverTarget={submenuId(id)}
          aria-label={label}
          className={`menu-dropdown-toggle ${controlClass}`}
        >
          {content}
        </button>
      ) : null}
      <details name={groupName(parent)} className={item.href ? 'menu-disclosure' : 'menu-disclosure grow'}>
        <summary aria-label={label} className={`cursor-pointer ${controlClass}`}>
          {content}
        </summary>
      </details>
    </>
  )
}

function MenuItems({ items, parent, depth }: { items: NavItem[]; parent: string | null; depth: number }) {
  return items.map((item, index) => {
    const id = parent === null ? String(index) : `${parent}.${index}`
    if (!item.children) {
      return (
        <li key={id}>
          <a href={withBase(item.href ?? localePath(getLocale(), '/'))} className={`block ${itemClass(depth)}`}>
            {item.title}
          </a>
        </li>
      )
    }
    return (
      <li key={id} className="menu-parent">
        <div className="menu-row flex items-center justify-between">
          {item.href ? (
            <a href={withBase(item.href)} className={`block ${itemClass(depth)}`}>
              {item.title}
            </a>
          ) : null}
          <SubmenuControls item={item} id={id} parent={parent} depth={depth} />
        </div>
        <ul id={submenuId(id)} popover={depth === 0 ? 'auto' : undefined} className="menu-sub">
          <MenuItems items={item.children} parent={id} depth={depth + 1} />
        </ul>
      </li>
    )
  })
}

export function MainMenu({ items }: { items: NavItem[] }) {
  const t = messages().menu
  return (
    <nav aria-label={t.label} className="main-nav">
      <button
        type="button"
        popoverTarget="main-menu"
        className="menu-button items-center gap-2 rounded border border-brand-700 px-3 py-2 font-semibold text-brand-900"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t.button}
      </button>
      {/* Wrapping, on a desktop too narrow for the whole bar, beats running off the page. */}
      <ul id="main-menu" popover="auto" className="nav:flex-wrap">
        <MenuItems items={items} parent={null} depth={0} />
      </ul>
    </nav>
  )
}
