import { describe, expect, it } from 'vitest'
import { byMonth, isUpcoming, monthOf, upcomingAndPast } from './event-dates'

const event = (title: string, when: { date?: string; month?: string }, order = 1) => ({
  title,
  data: { ...when, order },
})

describe('isUpcoming', () => {
  const camp = { date: '2024-02-14', order: 1 }
  it('a day event is upcoming before and on its day, past the day after', () => {
    expect(isUpcoming(camp, '2024-02-13')).toBe(true)
    expect(isUpcoming(camp, '2024-02-14')).toBe(true)
    expect(isUpcoming(camp, '2024-02-15')).toBe(false)
    expect(isUpcoming(camp, '2025-01-01')).toBe(false)
  })
  it('a month-only event is upcoming until its month has ended', () => {
    const retreat = { month: '2024-02', order: 1 }
    expect(isUpcoming(retreat, '2024-01-31')).toBe(true)
    expect(isUpcoming(retreat, '2024-02-01')).toBe(true)
    expect(isUpcoming(retreat, '2024-02-29')).toBe(true)
    expect(isUpcoming(retreat, '2024-03-01')).toBe(false)
  })
  it('monthOf reads the month of either', () => {
    expect(monthOf(camp)).toBe('2024-02')
    expect(monthOf({ month: '2024-03', order: 1 })).toBe('2024-03')
  })
})

describe('upcomingAndPast', () => {
  const events = [
    event('January prayer', { month: '2024-01' }, 2),
    event('January fasting', { month: '2024-01' }, 1),
    event('Youth camp', { date: '2024-02-14' }),
    event('Women trip', { date: '2024-02-20' }),
    event('March retreat', { month: '2024-03' }),
    event('Church opening', { date: '2024-02-03' }),
  ]

  it('lists upcoming events soonest first and past ones latest first, ties by order', () => {
    const { upcoming, past } = upcomingAndPast(events, '2024-02-14')
    expect(titles(upcoming)).toEqual(['Youth camp', 'Women trip', 'March retreat'])
    expect(titles(past)).toEqual(['Church opening', 'January fasting', 'January prayer'])
  })

  it('moves an event to the past the day after it, and a month-only one after its month', () => {
    expect(titles(upcomingAndPast(events, '2024-02-15').past)).toContain('Youth camp')
    expect(titles(upcomingAndPast(events, '2024-03-31').upcoming)).toEqual(['March retreat'])
    expect(upcomingAndPast(events, '2024-04-01').upcoming).toEqual([])
    expect(upcomingAndPast(events, '2023-12-31').past).toEqual([])
  })

  it('puts a month without a day before the days of that month when coming up', () => {
    const mixed = [event('On the 5th', { date: '2024-05-05' }), event('Some day in May', { month: '2024-05' })]
    expect(titles(upcomingAndPast(mixed, '2024-05-01').upcoming)).toEqual(['Some day in May', 'On the 5th'])
    expect(titles(upcomingAndPast(mixed, '2024-06-01').past)).toEqual(['On the 5th', 'Some day in May'])
  })
})

describe('byMonth', () => {
  it('groups sorted events under their months, in the order given', () => {
    const { past } = upcomingAndPast(
      [event('A', { date: '2024-02-03' }), event('B', { month: '2024-01' }), event('C', { date: '2024-02-20' })],
      '2025-01-01',
    )
    expect(byMonth(past).map((g) => [g.month, titles(g.events)])).toEqual([
      ['2024-02', ['C', 'A']],
      ['2024-01', ['B']],
    ])
  })
})

function titles(list: { title: string }[]) {
  return list.map((e) => e.title)
}
