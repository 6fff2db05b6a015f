/**
 * The copy button's behaviour (components/congregation/CopyButton.tsx renders its HTML): a DOM island, so a
 * congregation's page needs no React for it. It copies one number and says "Copied" where the visitor looks,
 * for four seconds.
 */
import type { Enhancer } from '@/lib/islands/define'
import type { Messages } from '@/lib/i18n/messages'

type CopyState = 'idle' | 'copied' | 'failed'

/** The button's words, its status lines already filled with the number's name and value. */
export type CopyText = Record<keyof Messages['copy'], string>
/**
 * `label` names the number inside a sentence ("paybill number"); `text` is the page's words for the button,
 * its statuses already filled in with this label and value by the server.
 */
export type CopyButtonProps = { value: string; label: string; text: CopyText }

/** How long "Copied" (or "Could not copy") shows before the button reads "Copy" again, in ms. */
export const COPIED_FOR_MS = 4000

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

async function copy(value: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(value)
    else if (!copyWithSelection(value)) throw new Error('copy refused')
    return true
  } catch {
    return copyWithSelection(value)
  }
}

export const enhanceCopyButton: Enhancer<CopyButtonProps> = (root, { value, text }) => {
  const button = root.querySelector('button')
  const words = root.querySelector('[data-copy-words]')
  const icon = root.querySelector('[data-copy-icon]')
  const status = root.querySelector('[role="status"]')
  if (!button || !words || !icon || !status) throw new Error('the copy button has lost its parts')
  let timer: number | undefined
  const show = (state: CopyState) => {
    icon.classList.toggle('hidden', state !== 'copied')
    words.textContent = state === 'copied' ? text.copied : state === 'failed' ? text.failed : text.button
    status.textContent = state === 'copied' ? text.copiedStatus : state === 'failed' ? text.failedStatus : ''
    window.clearTimeout(timer)
    if (state !== 'idle') timer = window.setTimeout(() => show('idle'), COPIED_FOR_MS)
  }
  button.addEventListener('click', async () => show((await copy(value)) ? 'copied' : 'failed'))
}
