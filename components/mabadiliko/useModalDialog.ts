'use client'

/**
 * A native modal <dialog> driven by React state: showModal() makes the rest of the page inert, Escape
 * closes it (the browser's cancel), a click on the backdrop closes it, Tab stays inside, and on close
 * focus returns to the control that opened it.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent } from 'react'
import { focusableIn, wrapFocus } from './dialog-focus'

export function useModalDialog() {
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)

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

  const show = useCallback(() => setOpen(true), [])
  const hide = useCallback(() => setOpen(false), [])

  const dialogProps = {
    ref: dialogRef,
    // Fired however the dialog closed (Escape, our close(), a form): keep state in step, return focus.
    onClose: () => {
      setOpen(false)
      openerRef.current?.focus()
    },
    // The backdrop belongs to the <dialog> element itself; its content sits in an inner box.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) setOpen(false)
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

  return { open, show, hide, openerRef, dialogProps }
}
