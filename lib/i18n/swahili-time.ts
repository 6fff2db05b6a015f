/**
 * Telling the time the Swahili way. The day's hours are counted from sunrise, so 07:00 is "saa moja"
 * (hour one) and 19:00 is "saa moja usiku"; the part of the day tells the two apart.
 */

const UNITS = ['', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'] as const
const TENS = ['', 'kumi', 'ishirini', 'thelathini', 'arobaini', 'hamsini'] as const

/** A number from 1 to 59 in words: "tano", "kumi na moja", "ishirini", "hamsini na tisa". */
export function swahiliNumber(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 59)
    throw new RangeError(`swahiliNumber: ${n} is not a whole number from 1 to 59`)
  const [tens, units] = [Math.floor(n / 10), n % 10]
  if (tens === 0) return UNITS[units]!
  return units === 0 ? TENS[tens]! : `${TENS[tens]} na ${UNITS[units]}`
}

/** The Swahili hour (1 to 12) of a 24-hour clock hour: 07:00 is 1, 12:00 is 6, 06:00 is 12. */
export function swahiliHour(hour: number): number {
  return ((hour + 5) % 12) + 1
}

/** The part of the day an hour (0 to 23) falls in, which says whether "saa moja" is morning or evening. */
export function partOfDay(hour: number): 'alfajiri' | 'asubuhi' | 'mchana' | 'jioni' | 'usiku' {
  if (hour >= 4 && hour <= 5) return 'alfajiri'
  if (hour >= 6 && hour <= 11) return 'asubuhi'
  if (hour >= 12 && hour <= 15) return 'mchana'
  if (hour >= 16 && hour <= 18) return 'jioni'
  return 'usiku'
}

/**
 * A clock time as a Swahili speaker says it: 10:00 "saa nne asubuhi", 18:30 "saa kumi na mbili na nusu
 * jioni", 10:45 "saa tano kasorobo asubuhi" (a quarter to the next hour), 10:20 "saa nne na dakika
 * ishirini asubuhi".
 */
export function swahiliTime({ hour, minute }: { hour: number; minute: number }): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || !Number.isInteger(minute) || minute < 0 || minute > 59)
    throw new RangeError(`swahiliTime: ${hour}:${minute} is not a time of day`)
  // A quarter to is said of the coming hour, but the part of the day stays the one it is now.
  const said = minute === 45 ? (hour + 1) % 24 : hour
  const minutes =
    minute === 0
      ? ''
      : minute === 15
        ? ' na robo'
        : minute === 30
          ? ' na nusu'
          : minute === 45
            ? ' kasorobo'
            : ` na dakika ${swahiliNumber(minute)}`
  return `saa ${swahiliNumber(swahiliHour(said))}${minutes} ${partOfDay(hour)}`
}
