'use client'

/**
 * The messages of one form that wait on this phone (lib/forms/outbox.ts), kept in step with the outbox
 * in every tab: listed under the form, and `onSent` once for each that has gone since (sent by this
 * page, another tab, or a worker), which the form then forgets.
 */
import { useEffect, useRef, useState } from 'react'
import { mayHaveSavedMessages } from '@/lib/forms/form-marks'
import { forgetMessage, onOutboxChange, savedMessages, type SavedMessage } from '@/lib/forms/outbox'

export function useSavedMessages(formKey: () => string, onSent: () => void): SavedMessage[] {
  const [messages, setMessages] = useState<SavedMessage[]>([])
  const latest = useRef({ formKey, onSent })
  useEffect(() => {
    latest.current = { formKey, onSent }
  })
  useEffect(() => {
    let live = true
    const load = async () => {
      const mine = await savedMessages(latest.current.formKey())
      for (const message of mine.filter((m) => m.state === 'sent')) {
        await forgetMessage(message.id)
        if (live) latest.current.onSent()
      }
      if (live) setMessages(mine.filter((m) => m.state !== 'sent'))
    }
    const reload = () => void load().catch((error: unknown) => console.error('The messages saved on this phone could not be read', error))
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
