'use client'

/**
 * A native modal <dialog> driven by React state, for every dialog of the site (the program drawer, the
 * video player, the photo viewer): showModal() makes the rest of the page inert, Escape closes it (the
 * browser's cancel), a click on the backdrop closes it, Tab stays inside, and on close focus returns
 * to the control that opened it.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent } from 'react'
import { focusableIn, wrapFocus } from './dialog-focus'

/**
 * `open` says whether the dialog shows; `onClose` is called however it closes (Escape, the backdrop,
 * a close button that calls `close`). Call `openedBy(control)` when opening, so focus returns there.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // Browsers differ on what a modal dialog focuses first; start at its first control.
      focusableIn(dialog)[0]?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  const openedBy = useCallback((control: HTMLElement) => {
    openerRef.current = control
  }, [])
  const close = useCallback(() => dialogRef.current?.close(), [])

  const dialogProps = {
    ref: dialogRef,
    // Fired however the dialog closed (Escape, close(), a form): keep state in step, return focus.
    onClose: () => {
      onClose()
      openerRef.current?.focus()
    },
    // The backdrop belongs to the <dialog> element itself; its content sits in an inner box.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) event.currentTarget.close()
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== 'Tab') return
      const controls = focusableIn(event.currentTarget)
      const index = wrapFocus(controls.indexOf(document.activeElement as HTMLElement), controls.length, event.shiftKey)
      if (index === null) return
      event.preventDefault()
      controls[index]?.focus()
    },
  }

  return { dialogProps, openedBy, close }
}

/**
 * A dialog opened by one button (the program drawer, the video player): the open state, the props of
 * the button that opens it (focus returns there on close) and of the <dialog>.
 */
export function useDialogButton() {
  const [open, setOpen] = useState(false)
  const { dialogProps, openedBy, close } = useModalDialog(open, () => setOpen(false))
  const buttonProps = {
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      openedBy(event.currentTarget)
      setOpen(true)
    },
  }
  return { open, buttonProps, dialogProps, close }
}
