/**
 * An event (content/events/*.en.mdx): its day, or its month while the day is not known.
 * Messages are written for a church editor: the loader prefixes them with the file and the field.
 */
import { z } from 'zod'
import { isCalendarDay } from '../../build-date'
import { image, orPlaceholder, words } from './fields'

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

/** What is wrong with an event's `date`, with the fix; undefined for a day of the calendar written YYYY-MM-DD. */
export function eventDayProblem(value: string): string | undefined {
  if (isCalendarDay(value)) return undefined
  if (MONTH_PATTERN.test(value)) return `a month alone goes in "month": write month: "${value}" instead of date`
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'that day is not in the calendar; check the month and the day'
  const pad = (n: string) => n.padStart(2, '0')
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value)
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value)
  const fixed = yearFirst
    ? `${yearFirst[1]}-${pad(yearFirst[2]!)}-${pad(yearFirst[3]!)}`
    : dayFirst
      ? `${dayFirst[3]}-${pad(dayFirst[2]!)}-${pad(dayFirst[1]!)}`
      : undefined
  if (fixed && isCalendarDay(fixed))
    return `write the day as YYYY-MM-DD (year, month, day), in quotes: date: "${fixed}"`
  return 'expected a day written as YYYY-MM-DD, e.g. "2024-01-14"; when only the month is known, write month: "2024-01" instead of date'
}

export const eventSchema = z
  .strictObject({
    title: words,
    date: z
      .string()
      .superRefine((v, ctx) => {
        const problem = eventDayProblem(v)
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v })
      })
      .optional()
      .meta({
        description:
          'The day of the event, as YYYY-MM-DD in quotes (e.g. "2024-01-14"). It is listed as upcoming until that day has passed, then under "Past events". Write "month" instead while only the month is known.',
      }),
    month: z
      .string()
      .superRefine((v, ctx) => {
        if (MONTH_PATTERN.test(v)) return
        const message = isCalendarDay(v)
          ? `a day goes in "date": write date: "${v}" instead of month`
          : 'expected a month written as YYYY-MM, e.g. "2024-01"'
        ctx.addIssue({ code: 'custom', message, input: v })
      })
      .optional()
      .meta({
        description:
          'For an event whose day is not known yet: its month, as YYYY-MM in quotes (e.g. "2024-01"). It is listed as upcoming until the month has passed. Give either "date" or "month", not both.',
      }),
    summary: orPlaceholder(words, 'a sentence about the event'),
    order: z.number().int().min(1).default(1).meta({
      description:
        'Position among the events of the same day, or of the same month for events without a day (1 comes first).',
    }),
    image: image.optional(),
  })
  .superRefine((e, ctx) => {
    if (e.date !== undefined && e.month !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['month'],
        message: 'the day in "date" already gives the month; remove "month"',
      })
    if (e.date === undefined && e.month === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message:
          'say when the event is: date: "2024-01-14" (in quotes) for its day, or month: "2024-01" while only the month is known',
      })
  })
