/**
 * Copies one number (a paybill, an account or a phone number) and says "Copied" where the visitor looks.
 * This renders its HTML as it first shows; its behaviour is a script the page runs as it opens, without React
 * (./copy-button.ts), which finds the button by `data-copy` and its status line right after it.
 */
import type { CopyButtonProps } from './copy-button'

export type { CopyText } from './copy-button'

export function CopyButton({ label, text }: CopyButtonProps) {
  return (
    <>
      <button
        type="button"
        data-copy=""
        className="inline-flex min-h-11 items-center gap-1 rounded border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <svg data-copy-icon="" aria-hidden="true" viewBox="0 0 20 20" className="hidden h-4 w-4">
          <path d="M4 10l4 4 8-8" stroke="currentColor" strokeWidth="2.5" fill="none" />
        </svg>
        <span data-copy-words="">{text.button}</span>
        <span className="sr-only"> {label}</span>
      </button>
      <span role="status" className="sr-only" />
    </>
  )
}
