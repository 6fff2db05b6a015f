/**
 * The program drawer's behaviour (components/program/ProgramDrawer.tsx renders its HTML): a DOM island, so
 * a program's page needs no React for it. The menu button opens the drawer as a modal dialog
 * (lib/dialog/modal-dialog.ts); a link, the close button, a click outside or Escape closes it.
 */
import { modalDialog } from '@/lib/dialog/modal-dialog'
import type { Enhancer } from '@/lib/islands/define'
import type { Messages } from '@/lib/i18n/messages'
import type { ProgramIconName } from './ProgramIcons'

export type ProgramNavLink = { label: string; href: string; icon: ProgramIconName }
export type ProgramDrawerProps = {
  links: ProgramNavLink[]
  support: { label: string; href: string }
  text: Messages['drawer']
}

export const enhanceProgramDrawer: Enhancer<ProgramDrawerProps> = (root) => {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]')
  const dialog = root.querySelector<HTMLDialogElement>('dialog')
  if (!button || !dialog) throw new Error('the program drawer has lost its button or its dialog')
  const drawer = modalDialog(dialog, () => button.setAttribute('aria-expanded', 'false'))
  button.addEventListener('click', () => {
    drawer.show(button)
    button.setAttribute('aria-expanded', 'true')
  })
  for (const control of dialog.querySelectorAll('a, [data-drawer-close]'))
    control.addEventListener('click', () => drawer.close())
}
