import { describe, expect, it } from 'vitest'
import { mailtoFor } from './contact-mail'

describe('the contact block e-mail', () => {
  it('sends a question as the message body', () => {
    const url = new URL(mailtoFor('girls@example.org', 'Mabadiliko Ya Wanadada', 'When do you meet?'))
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('girls@example.org')
    expect(url.searchParams.get('subject')).toBe('Question about Mabadiliko Ya Wanadada')
    expect(url.searchParams.get('body')).toBe('When do you meet?')
  })

  it('turns an e-mail address into a request to write back', () => {
    const url = new URL(mailtoFor('girls@example.org', 'Mabadiliko', 'parent@example.com'))
    expect(url.searchParams.get('body')).toBe('Please write to me at parent@example.com.')
  })
})
