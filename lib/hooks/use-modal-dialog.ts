'use client'

/**
 * A native modal <dialog> driven by React state (the video player, the photo viewer): the behaviour is
 * lib/dialog/modal-dialog.ts, shared with the dialogs that run without React (the program drawer).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { MouseEvent } from 'react'
import { modalDialog, type ModalDialog } from '@/lib/dialog/modal-dialog'

/**
 * `open` says whether the dialog shows; `onClose` is called however it closes (Escape, the backdrop,
 * a close button that calls `close`). Call `openedBy(control)` when opening, so focus returns there.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const modal = useRef<ModalDialog | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    if (!dialogRef.current) return
    const dialog = modalDialog(dialogRef.current, () => onCloseRef.current())
    modal.current = dialog
    return () => {
      dialog.disconnect()
      modal.current = null
    }
  }, [])

  useEffect(() => {
    if (open) modal.current?.show(opener.current)
    else if (dialogRef.current?.open) dialogRef.current.close()
  }, [open])

  const openedBy = useCallback((control: HTMLElement) => {
    opener.current = control
  }, [])
  const close = useCallback(() => dialogRef.current?.close(), [])

  return { dialogProps: { ref: dialogRef }, openedBy, close }
}

/**
 * A dialog opened by one button (the video player): the open state, the props of the button that
 * opens it (focus returns there on close) and of the <dialog>.
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
