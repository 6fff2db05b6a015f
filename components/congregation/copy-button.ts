/**
 * The copy buttons' behaviour (components/congregation/CopyButton.tsx renders their HTML): a script the page runs as
 * it opens (./copy-buttons-page.ts), so the visitor's first tap copies at once, with no code to fetch and no React.
 * It copies one number and says "Copied" where the visitor looks, for four seconds. One listener on the document
 * answers every copy button of the page; each button's words are its island's props (`data-props`).
 */
import type { Messages } from '@/lib/i18n/messages'

/** The button's words, its status lines already filled with the number's name and value. */
export type CopyText = Record<keyof Messages['copy'], string>
/**
 * `label` names the number inside a sentence ("paybill number"); `text` is the page's words for the button,
 * its statuses already filled in with this label and value by the server.
 */
export type CopyButtonProps = { value: string; label: string; text: CopyText }

/** How long "Copied" (or "Could not copy") shows before the button reads "Copy" again, in ms. */
export const COPIED_FOR_MS = 4000

/** What a copy button says: at rest, or after a copy that worked or failed. */
export type CopyState = 'idle' | 'copied' | 'failed'

/** The button's words and its status line (read by screen readers) in a state. */
export function copyWords(text: CopyText, state: CopyState): [words: string, status: string] {
  return state === 'idle' ? [text.button, ''] : [text[state], text[`${state}Status`]]
}

/** For browsers without the async clipboard (older phones, or a page served over plain http). */
function copyWithSelection(value: string): boolean {
  const field = document.createElement('textarea')
  field.value = value
  field.readOnly = true
  field.style.cssText = 'position:fixed;opacity:0'
  document.body.append(field)
  field.select()
  const ok = document.execCommand('copy')
  field.remove()
  return ok
}

async function copy(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value)
    return true
  } catch {
    return copyWithSelection(value)
  }
}

/**
 * Answers every copy button of `document` (its `<button data-copy>`, in the island's root beside its status line), as
 * many times as it is pressed.
 */
export function answerCopyButtons(document: Document) {
  const timers = new Map<Element, number>()
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-copy]')
    const root = button?.parentElement
    if (!button || !root) return
    const { value, text } = JSON.parse(root.dataset.props!) as CopyButtonProps
    const show = (state: CopyState) => {
      const [words, status] = copyWords(text, state)
      button.querySelector('svg')!.classList.toggle('hidden', state !== 'copied')
      button.querySelector('[data-copy-words]')!.textContent = words
      button.nextElementSibling!.textContent = status
      clearTimeout(timers.get(root))
      if (state !== 'idle')
        timers.set(
          root,
          window.setTimeout(() => show('idle'), COPIED_FOR_MS),
        )
    }
    show((await copy(value)) ? 'copied' : 'failed')
  })
}
