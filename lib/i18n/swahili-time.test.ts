import { describe, expect, it } from 'vitest'
import { partOfDay, swahiliHour, swahiliNumber, swahiliTime } from './swahili-time'

describe('numbers in words', () => {
  it.each<[number, string]>([
    [1, 'moja'],
    [5, 'tano'],
    [9, 'tisa'],
    [10, 'kumi'],
    [11, 'kumi na moja'],
    [12, 'kumi na mbili'],
    [19, 'kumi na tisa'],
    [20, 'ishirini'],
    [21, 'ishirini na moja'],
    [30, 'thelathini'],
    [40, 'arobaini'],
    [44, 'arobaini na nne'],
    [50, 'hamsini'],
    [59, 'hamsini na tisa'],
  ])('%i is "%s"', (n, words) => {
    expect(swahiliNumber(n)).toBe(words)
  })

  it('refuses numbers it has no words for', () => {
    for (const n of [0, 60, 1.5, -1]) expect(() => swahiliNumber(n)).toThrow(RangeError)
  })
})

describe('the Swahili hour and part of the day', () => {
  it('counts hours from sunrise', () => {
    expect([7, 10, 6, 12, 0, 13, 18, 19, 5].map(swahiliHour)).toEqual([1, 4, 12, 6, 6, 7, 12, 1, 11])
  })

  it('names the part of the day at its edges', () => {
    expect([3, 4, 5, 6, 11, 12, 15, 16, 18, 19, 23, 0].map(partOfDay)).toEqual([
      'usiku',
      'alfajiri',
      'alfajiri',
      'asubuhi',
      'asubuhi',
      'mchana',
      'mchana',
      'jioni',
      'jioni',
      'usiku',
      'usiku',
      'usiku',
    ])
  })
})

describe('telling the time', () => {
  it.each<[number, number, string]>([
    [7, 0, 'saa moja asubuhi'],
    [10, 0, 'saa nne asubuhi'],
    [12, 0, 'saa sita mchana'],
    [13, 0, 'saa saba mchana'],
    [18, 30, 'saa kumi na mbili na nusu jioni'],
    [19, 0, 'saa moja usiku'],
    [0, 0, 'saa sita usiku'],
    [5, 0, 'saa kumi na moja alfajiri'],
    [6, 0, 'saa kumi na mbili asubuhi'],
    [21, 0, 'saa tatu usiku'],
    [16, 0, 'saa kumi jioni'],
    [10, 15, 'saa nne na robo asubuhi'],
    [10, 30, 'saa nne na nusu asubuhi'],
    [10, 45, 'saa tano kasorobo asubuhi'],
    [10, 20, 'saa nne na dakika ishirini asubuhi'],
    [10, 5, 'saa nne na dakika tano asubuhi'],
    [10, 10, 'saa nne na dakika kumi asubuhi'],
    [14, 37, 'saa nane na dakika thelathini na saba mchana'],
    [5, 59, 'saa kumi na moja na dakika hamsini na tisa alfajiri'],
    [23, 59, 'saa tano na dakika hamsini na tisa usiku'],
  ])('%i:%i is "%s"', (hour, minute, said) => {
    expect(swahiliTime({ hour, minute })).toBe(said)
  })

  it('says a quarter to of the next hour, in the part of the day it is now', () => {
    expect(swahiliTime({ hour: 23, minute: 45 })).toBe('saa sita kasorobo usiku')
    expect(swahiliTime({ hour: 11, minute: 45 })).toBe('saa sita kasorobo asubuhi')
    expect(swahiliTime({ hour: 5, minute: 45 })).toBe('saa kumi na mbili kasorobo alfajiri')
    expect(swahiliTime({ hour: 18, minute: 45 })).toBe('saa moja kasorobo jioni')
  })

  it('refuses a time that is not one', () => {
    for (const [hour, minute] of [
      [24, 0],
      [-1, 0],
      [10, 60],
      [10.5, 0],
    ] as const)
      expect(() => swahiliTime({ hour, minute })).toThrow(RangeError)
  })
})
