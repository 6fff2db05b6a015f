import { describe, expect, it } from 'vitest'
import { todosIn } from './placeholders'

describe('placeholder report', () => {
  it('lists TODO strings and placeholder images by field, and nothing else', () => {
    const data = {
      name: 'Raila',
      giving: { paybill: '247247', account: "TODO: Raila's account number" },
      leaders: [
        { name: 'TODO: name of the senior pastor', photo: { src: 'placeholders/leader.png', alt: 'Leader photo' } },
      ],
      photo: { src: 'congregations/raila/church.jpg', alt: 'The church' },
    }
    expect(todosIn('content/congregations/raila.en.mdx', data)).toEqual([
      { file: 'content/congregations/raila.en.mdx', field: 'giving.account', what: "Raila's account number" },
      { file: 'content/congregations/raila.en.mdx', field: 'leaders[0].name', what: 'name of the senior pastor' },
      {
        file: 'content/congregations/raila.en.mdx',
        field: 'leaders[0].photo.src',
        what: 'a real image for "Leader photo" (now a generated placeholder)',
      },
    ])
  })
})
