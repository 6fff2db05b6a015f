/**
 * The copy buttons answer from the page's early script: a press copies the island's number and says so on the button
 * and in its status line, for four seconds, as often as it is pressed, each button on its own. Played with plain
 * objects for the page and the clipboard.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerCopyButtons, COPIED_FOR_MS, copyWords, type CopyButtonProps, type CopyText } from './copy-button'

const text: CopyText = {
  button: 'Copy',
  copied: 'Copied',
  failed: 'Copy failed',
  copiedStatus: 'paybill number 247247 copied',
  failedStatus: 'paybill number 247247 could not be copied',
}

/** A copy button's HTML as components/congregation/CopyButton.tsx renders it, as far as the script reads it. */
function copyButton(props: CopyButtonProps) {
  const hidden = new Set(['hidden'])
  const icon = {
    classList: { toggle: (name: string, on: boolean) => void (on ? hidden.add(name) : hidden.delete(name)) },
  }
  const words = { textContent: props.text.button }
  const status = { textContent: '' }
  const root = { dataset: { props: JSON.stringify(props) } }
  const button = {
    closest: (selector: string) => (selector === '[data-copy]' ? button : null),
    parentElement: root,
    nextElementSibling: status,
    querySelector: (selector: string) => (selector === 'svg' ? icon : selector === '[data-copy-words]' ? words : null),
  }
  const seen = () => ({ words: words.textContent, status: status.textContent, icon: !hidden.has('hidden') })
  return { button, seen }
}

function page() {
  let listener: ((event: { target: unknown }) => Promise<void>) | undefined
  const document = {
    addEventListener: (type: string, l: typeof listener) => {
      if (type === 'click') listener = l
    },
  }
  answerCopyButtons(document as unknown as Document)
  return { click: (target: unknown) => listener!({ target }) }
}

let copied: string[]
beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('window', globalThis)
  copied = []
  vi.stubGlobal('navigator', { clipboard: { writeText: async (value: string) => void copied.push(value) } })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('copyWords', () => {
  it("gives the button's words and its status line in each state", () => {
    expect(copyWords(text, 'idle')).toEqual(['Copy', ''])
    expect(copyWords(text, 'copied')).toEqual(['Copied', 'paybill number 247247 copied'])
    expect(copyWords(text, 'failed')).toEqual(['Copy failed', 'paybill number 247247 could not be copied'])
  })
})

describe('the copy buttons', () => {
  it('copy the number at the press, say so for four seconds, then read "Copy" again', async () => {
    const { click } = page()
    const paybill = copyButton({ value: '247247', label: 'paybill number', text })
    await click(paybill.button)
    expect(copied).toEqual(['247247'])
    expect(paybill.seen()).toEqual({ words: 'Copied', status: 'paybill number 247247 copied', icon: true })
    vi.advanceTimersByTime(COPIED_FOR_MS - 1)
    expect(paybill.seen().words).toBe('Copied')
    vi.advanceTimersByTime(1)
    expect(paybill.seen()).toEqual({ words: 'Copy', status: '', icon: false })
  })

  it('copy again at every press, each button on its own, the four seconds counted from the last press', async () => {
    const { click } = page()
    const paybill = copyButton({ value: '247247', label: 'paybill number', text })
    const account = copyButton({ value: '0123456789', label: 'account number', text })
    await click(paybill.button)
    vi.advanceTimersByTime(3000)
    await click(paybill.button)
    await click(account.button)
    expect(copied).toEqual(['247247', '247247', '0123456789'])
    vi.advanceTimersByTime(COPIED_FOR_MS - 1)
    expect(paybill.seen().words).toBe('Copied')
    expect(account.seen().words).toBe('Copied')
    vi.advanceTimersByTime(1)
    expect(paybill.seen().words).toBe('Copy')
    expect(account.seen().words).toBe('Copy')
  })

  it('say "Copy failed" when the browser refuses the clipboard and the selection both', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } })
    const field = { value: '', readOnly: false, style: { cssText: '' }, select: () => {}, remove: () => {} }
    vi.stubGlobal('document', {
      createElement: () => field,
      body: { append: () => {} },
      execCommand: () => false,
    })
    const { click } = page()
    const paybill = copyButton({ value: '247247', label: 'paybill number', text })
    await click(paybill.button)
    expect(field.value).toBe('247247')
    expect(paybill.seen()).toEqual({ words: 'Copy failed', status: text.failedStatus, icon: false })
  })

  it('copy by selection where the browser has no async clipboard', async () => {
    vi.stubGlobal('navigator', {})
    const selected: string[] = []
    const field = { value: '', readOnly: false, style: { cssText: '' }, select: () => {}, remove: () => {} }
    vi.stubGlobal('document', {
      createElement: () => field,
      body: { append: () => {} },
      execCommand: (command: string) => command === 'copy' && selected.push(field.value) > 0,
    })
    const { click } = page()
    const paybill = copyButton({ value: '247247', label: 'paybill number', text })
    await click(paybill.button)
    expect(selected).toEqual(['247247'])
    expect(paybill.seen().words).toBe('Copied')
  })

  it('leave a press anywhere else alone', async () => {
    const { click } = page()
    await click({ closest: () => null })
    await click(null)
    expect(copied).toEqual([])
  })
})
