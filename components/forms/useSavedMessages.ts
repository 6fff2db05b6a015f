'use client'

/**
 * The messages of one form that wait on this phone (lib/forms/outbox.ts), kept in step with the outbox
 * in every tab: listed under the form, and, once for each, `onGone` with what became of one that has gone
 * since (sent by this page, another tab, or a worker) or was removed unsent for its age; the form then
 * forgets it.
 */
import { useEffect, useRef, useState } from 'react'
import { mayHaveSavedMessages } from '@/lib/forms/form-marks'
import {
  forgetMessage,
  isKept,
  onOutboxChange,
  savedMessages,
  type GoneMessage,
  type KeptMessage,
} from '@/lib/forms/outbox'

export function useSavedMessages(formKey: () => string, onGone: (state: GoneMessage['state']) => void): KeptMessage[] {
  const [messages, setMessages] = useState<KeptMessage[]>([])
  const latest = useRef({ formKey, onGone })
  useEffect(() => {
    latest.current = { formKey, onGone }
  })
  useEffect(() => {
    let live = true
    const load = async () => {
      const mine = await savedMessages(latest.current.formKey())
      const gone = mine.filter((m) => !isKept(m))
      for (const message of gone) await forgetMessage(message.id)
      // Each said once: that one went, then that one was removed unsent.
      for (const state of ['sent', 'expired'] as const)
        if (live && gone.some((m) => m.state === state)) latest.current.onGone(state)
      if (live) setMessages(mine.filter(isKept))
    }
    const reload = () =>
      void load().catch((error: unknown) => console.error('The messages saved on this phone could not be read', error))
    // The outbox is opened only when it holds something.
    if (mayHaveSavedMessages()) reload()
    const stop = onOutboxChange(reload)
    return () => {
      live = false
      stop()
    }
  }, [])
  return messages
}
