import { describe, expect, it } from 'vitest'
import { mergedByWords, wordsAlone } from './some-words'

describe('a query no page matches in full', () => {
  it('is searched word by word, leaving out words of one or two letters', () => {
    expect(wordsAlone('How do I give?')).toEqual(['how', 'give'])
    expect(wordsAlone('maombi ya Jumatano na maombi')).toEqual(['maombi', 'jumatano'])
    expect(wordsAlone('a b')).toEqual([])
  })

  it('shows the pages with more of the words first, then by score, each once', () => {
    const r = (id: string, score: number) => ({ id, score })
    expect(
      mergedByWords([[r('support', 2), r('raila', 5)], [r('support', 1)], [r('youth', 9)]]).map((p) => p.id),
    ).toEqual(['support', 'youth', 'raila'])
  })
})
