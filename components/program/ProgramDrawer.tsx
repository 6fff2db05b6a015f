/**
 * The program navigation on small screens: the menu button opens a drawer 250 px wide on the right
 * (docs/behaviour.md) with the same links, each with an icon. A link, a click outside or Escape closes it.
 * This renders its HTML, closed; its behaviour is a DOM island without React (./program-drawer.ts).
 */
import { askingLinkMark } from '@/lib/giving/attribute'
import { ProgramIcon } from './ProgramIcons'
import type { ProgramDrawerProps } from './program-drawer'

export type { ProgramNavLink } from './program-drawer'

export function ProgramDrawer({ links, support, text }: ProgramDrawerProps) {
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls="program-drawer"
        data-program-menu=""
        className="flex items-center gap-2 rounded border border-white/70 px-3 py-2 font-semibold text-white md:hidden"
      >
        <ProgramIcon name="menu" />
        {text.menu}
      </button>
      <dialog
        id="program-drawer"
        aria-label={text.label}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-full w-[250px] max-w-full bg-white p-0 text-brand-900 shadow-2xl backdrop:bg-black/50"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
            <p className="font-bold">{text.menu}</p>
            <button type="button" data-drawer-close="" className="rounded p-2 hover:bg-brand-50">
              <ProgramIcon name="close" />
              <span className="sr-only">{text.close}</span>
            </button>
          </div>
          <ul className="flex-1 py-2">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="flex items-center gap-3 px-4 py-3 font-semibold hover:bg-brand-50">
                  <ProgramIcon name={link.icon} className="h-5 w-5 text-brand-700" />
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="border-t border-brand-100 p-4">
            <a
              href={support.href}
              {...askingLinkMark(support.href)}
              className="flex items-center justify-center gap-2 rounded bg-accent-400 px-4 py-3 font-semibold text-brand-900 hover:bg-accent-500"
            >
              <ProgramIcon name="support" />
              {support.label}
            </a>
          </div>
        </div>
      </dialog>
    </>
  )
}
