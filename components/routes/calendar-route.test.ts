// The calendar files are dated by the build's day (SITE_BUILD_DATE, lib/build-date.ts), as every page is,
// never by the clock of the machine that builds them: a site rebuilt as of a past day offers that day's files.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { calendarParams, calendarResponse } from './calendar-route'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

describe('the calendar files', () => {
  it("start each series and stamp each event on the build's day, whatever the machine's clock says", async () => {
    const [first] = await calendarParams()
    vi.stubEnv('SITE_BUILD_DATE', '2024-01-10')
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-06-15T12:00:00Z') })
    expect(first, 'a congregation with a calendar file').toBeDefined()
    const text = await (await calendarResponse('en', first!.slug)).text()
    const stamps = [...text.matchAll(/\r\nDTSTAMP:(\d{8})T/g)].map((m) => m[1])
    const starts = [...text.matchAll(/\r\nDTSTART;TZID=Africa\/Nairobi:(\d{8})T/g)].map((m) => m[1]!)
    expect(stamps.length).toBeGreaterThan(0)
    expect(new Set(stamps)).toEqual(new Set(['20240110']))
    expect(starts.length).toBe(stamps.length)
    // The first meeting on or after the build's day: within five weeks of it for a monthly service.
    for (const start of starts) expect(start >= '20240110' && start <= '20240214', start).toBe(true)
  }, 60_000)
})
