import { describe, expect, it } from 'vitest'
import { excerptParts, resultView } from './results'

describe('a search result', () => {
  it("splits the excerpt into text and the words found, as text (Pagefind's &lt; and &gt; read back)", () => {
    expect(excerptParts('The <mark>youth</mark> meet &lt;on Fridays&gt; with the <mark>Youth</mark> leaders.')).toEqual(
      [
        { text: 'The ', found: false },
        { text: 'youth', found: true },
        { text: ' meet <on Fridays> with the ', found: false },
        { text: 'Youth', found: true },
        { text: ' leaders.', found: false },
      ],
    )
    // Markup other than the marks stays text: it is never read as HTML.
    expect(excerptParts('<mark>a</mark><img src=x onerror=alert(1)>')).toEqual([
      { text: 'a', found: true },
      { text: '<img src=x onerror=alert(1)>', found: false },
    ])
  })

  it('shows the title, the kind and the excerpt where the words were found', () => {
    const view = resultView({
      url: '/sw/kibera/',
      excerpt: 'Tunakutana <mark>Kibera</mark> kila Jumapili.',
      meta: { title: 'Kanisa la Kibera', description: 'Kanisa la huduma mjini Nairobi.' },
      filters: { kind: ['congregation'], region: ['Nairobi'] },
    })
    expect(view).toEqual({
      url: '/sw/kibera/',
      title: 'Kanisa la Kibera',
      kind: 'congregation',
      excerpt: [
        { text: 'Tunakutana ', found: false },
        { text: 'Kibera', found: true },
        { text: ' kila Jumapili.', found: false },
      ],
    })
  })

  it("shows the page's description when the words were found only in its title or description", () => {
    const view = resultView({
      url: '/youth/',
      excerpt: 'Welcome to our page. We meet on Fridays.',
      meta: { title: 'Youth', description: 'The youth ministry: ages 13 to 25.' },
    })
    expect(view.excerpt).toEqual([{ text: 'The youth ministry: ages 13 to 25.', found: false }])
    expect(resultView({ url: '/youth/', excerpt: 'Welcome.', meta: { title: 'Youth' } }).excerpt).toEqual([
      { text: 'Welcome.', found: false },
    ])
  })

  it('is a page of the ministry when its kind is missing or unknown, and named by its address without a title', () => {
    expect(resultView({ url: '/x/', excerpt: '', meta: {}, filters: { kind: ['blog'] } })).toMatchObject({
      kind: 'page',
      title: '/x/',
    })
  })
})
