'use client'

/** Copies one number (a paybill, an account or a phone number) and says "Copied" where the visitor looks. */
import { useEffect, useState } from 'react'
import type { Messages } from '@/lib/i18n/messages'

type CopyState = 'idle' | 'copied' | 'failed'

/** For browsers without the async clipboard (older phones, or a page served over plain http). */
function copyWithSelection(value: string): boolean {
  const field = document.createElement('textarea')
  field.value = value
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.appendChild(field)
  field.select()
  const ok = document.execCommand('copy')
  field.remove()
  return ok
}

/** The button's words, its status lines already filled with the number's name and value. */
export type CopyText = Record<keyof Messages['copy'], string>

/**
 * `label` names the number inside a sentence ("paybill number"); `text` is the page's words for the button,
 * its statuses already filled in with this label and value by the server.
 */
export function CopyButton({ value, label, text }: { value: string; label: string; text: CopyText }) {
  const [state, setState] = useState<CopyState>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = window.setTimeout(() => setState('idle'), 4000)
    return () => window.clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(value)
      else if (!copyWithSelection(value)) throw new Error('copy refused')
      setState('copied')
    } catch {
      setState(copyWithSelection(value) ? 'copied' : 'failed')
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={copy}
        className="inline-flex min-h-11 items-center gap-1 rounded border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {state === 'copied' ? (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
            <path d="M4 10l4 4 8-8" stroke="currentColor" strokeWidth="2.5" fill="none" />
          </svg>
        ) : null}
        {state === 'copied' ? text.copied : state === 'failed' ? text.failed : text.button}
        <span className="sr-only"> {label}</span>
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? text.copiedStatus : state === 'failed' ? text.failedStatus : ''}
      </span>
    </>
  )
}
