import { describe, expect, it } from 'vitest'
import { en } from '@/lib/i18n/messages/en'
import { sw } from '@/lib/i18n/messages/sw'
import { outboxFormKey, toggledOpen, waitingHeading } from './saved-view'

describe('waitingHeading', () => {
  it('counts the messages, one or many, in the page’s language', () => {
    expect(waitingHeading(1, en.messageForm.outbox)).toBe('1 message from this phone is waiting')
    expect(waitingHeading(3, en.messageForm.outbox)).toBe('3 messages from this phone are waiting')
    expect(waitingHeading(1, sw.messageForm.outbox)).toBe(sw.messageForm.outbox.one)
    expect(waitingHeading(2, sw.messageForm.outbox)).toBe('Jumbe 2 kutoka simu hii zinasubiri')
  })
})

describe('toggledOpen', () => {
  it('shows a message’s words on a tap and hides them on the next, leaving the others as they are', () => {
    const one = toggledOpen([], 'a')
    expect(one).toEqual(['a'])
    expect(toggledOpen(one, 'b')).toEqual(['a', 'b'])
    expect(toggledOpen(['a', 'b'], 'a')).toEqual(['b'])
  })
})

describe('outboxFormKey', () => {
  it('tells apart the same form on two pages', () => {
    expect(outboxFormKey('/raila/', 'congregation-form')).not.toBe(outboxFormKey('/sw/raila/', 'congregation-form'))
  })
})
