/**
 * A native modal <dialog>, for every dialog of the site (the program drawer, the video player, the photo
 * viewer), with or without React: showModal() makes the rest of the page inert, Escape closes it (the
 * browser's cancel), a click on the backdrop closes it, Tab stays inside, and on close focus returns to
 * the control that opened it. React's dialogs use it through lib/hooks/use-modal-dialog.ts.
 */
import { focusableIn, wrapFocus } from '@/lib/dialog/focus'

export type ModalDialog = {
  /** Shows it as a modal, focused on its first control; `opener` gets focus back when it closes. */
  show: (opener?: HTMLElement | null) => void
  close: () => void
  /** Takes its listeners off (a React component unmounting). */
  disconnect: () => void
}

/** `onClose` is called however it closes (Escape, the backdrop, `close()`, a form). */
export function modalDialog(dialog: HTMLDialogElement, onClose: () => void = () => {}): ModalDialog {
  let opener: HTMLElement | null = null
  const closed = () => {
    onClose()
    opener?.focus()
  }
  // The backdrop belongs to the <dialog> element itself; its content sits in an inner box.
  const clicked = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close()
  }
  const keyed = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const controls = focusableIn(dialog)
    const index = wrapFocus(controls.indexOf(document.activeElement as HTMLElement), controls.length, event.shiftKey)
    if (index === null) return
    event.preventDefault()
    controls[index]?.focus()
  }
  dialog.addEventListener('close', closed)
  dialog.addEventListener('click', clicked)
  dialog.addEventListener('keydown', keyed)
  return {
    show(by) {
      if (by !== undefined) opener = by
      if (dialog.open) return
      dialog.showModal()
      // Browsers differ on what a modal dialog focuses first; start at its first control.
      focusableIn(dialog)[0]?.focus()
    },
    close: () => dialog.close(),
    disconnect() {
      dialog.removeEventListener('close', closed)
      dialog.removeEventListener('click', clicked)
      dialog.removeEventListener('keydown', keyed)
    },
  }
}
