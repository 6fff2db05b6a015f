import { describe, expect, it } from 'vitest'
import { answerToSend } from './send-answer'

describe('answerToSend: what the guard does with a Send', () => {
  it('leaves it to a running island, and holds it for one that has not started', () => {
    expect(answerToSend('running', '')).toBe('leave')
    expect(answerToSend('waiting', '')).toBe('hold')
    // The island drops a bot's message itself when it starts.
    expect(answerToSend('waiting', 'http://spam.example')).toBe('hold')
  })

  it('keeps it on the phone itself where the island could not start, and drops what a bot filled in', () => {
    expect(answerToSend('failed', '')).toBe('keep')
    expect(answerToSend('failed', '  ')).toBe('keep')
    expect(answerToSend('failed', 'http://spam.example')).toBe('drop')
  })
})
