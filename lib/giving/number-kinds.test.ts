import { describe, expect, it } from 'vitest'
import { provenKind } from './number-kinds'

describe('the numbers the giving guard can prove are no account', () => {
  it('dates in every form the site and its editors write, and times and their spans', () => {
    for (const date of [
      '2024-01-14',
      '2024/01/14',
      '2024-01',
      '14/01/2024',
      '14.1.2024',
      '14-01-24',
      '1/14/2024',
      '20240114T100000',
      '20240114T100000Z',
      '2024-01-14 10:00',
      '14/01/2024 - 16/01/2024',
    ])
      expect(provenKind(date), date).toBe('date')
    for (const time of ['10:00:00', '10:00-12:30', '7:00 - 8:00', '10:00:00+03:00', '18.30-21.00'])
      expect(provenKind(time), time).toBe('time')
    for (const notDate of ['2024-13-01', '32/01/2024', '20241314T100000', '10:00 555', '25:00-26:00'])
      expect(provenKind(notDate), notDate).toBeUndefined()
  })

  it('spans of years, but not a year with other digits', () => {
    for (const years of ['2022-2027', '2021/2022', '2021/22', '1999-2000'])
      expect(provenKind(years), years).toBe('years')
    for (const not of ['2024 555', '2027-2022', '2024-2555', '1850-1900']) expect(provenKind(not), not).toBeUndefined()
  })

  it('amounts with their currency before or after', () => {
    expect(provenKind('150,000', 'raised KSh ')).toBe('amount')
    expect(provenKind('25,000', '', ' shillings')).toBe('amount')
    expect(provenKind('5,000', '', '/=')).toBe('amount')
    expect(provenKind('1,500-3,000', 'tickets Sh. ')).toBe('amount')
    expect(provenKind('250000', 'US$ ')).toBe('amount')
    expect(provenKind('150,000', 'paybill ')).toBeUndefined()
    expect(provenKind('500 555 555', 'KSh ')).toBeUndefined()
  })

  it('counts written with thousands commas beside what they count', () => {
    expect(provenKind('15,000', 'we reached ', ' people')).toBe('count')
    expect(provenKind('2,500', 'tulifikia watoto ')).toBe('count')
    expect(provenKind('15000', '', ' people')).toBeUndefined()
    expect(provenKind('5,555,555', 'Till ', ' now')).toBeUndefined()
  })

  it('Bible references after a book, in English and Kiswahili, within the chapters and verses the Bible has', () => {
    const references: [string, string][] = [
      ['John ', '3:16-18'],
      ['Zaburi ', '119:105'],
      ['1 Wakorintho ', '13:4-7'],
      ['Psalm ', '23:1-6'],
      ['Mwanzo ', '1:1-2:3'],
      ['Yn. ', '3:16-21'],
      ['Wakorintho wa Pili ', '5:17,21'],
    ]
    for (const [before, verses] of references)
      expect(provenKind(verses, before), before + verses).toBe('Bible reference')
    expect(provenKind('555:555', 'Psalm ')).toBeUndefined()
    expect(provenKind('119:105', 'Paybill ')).toBeUndefined()
  })
})
