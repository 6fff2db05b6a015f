import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { failureReason } from './send-state'
import { SEND_TIMEOUT_MS, SendTimedOut, withinTime } from './send-timeout'

describe('withinTime', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it(`rejects a send with no answer in ${SEND_TIMEOUT_MS / 1000} s, as the network's failure`, async () => {
    const sending = withinTime(new Promise(() => {}))
    const outcome = sending.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1)
    let settled = false
    void outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(SendTimedOut)
    expect(failureReason(error)).toBe('network')
  })

  it('passes on an answer in time, and the service’s refusal as it came, leaving no timer behind', async () => {
    await expect(withinTime(Promise.resolve('OK'))).resolves.toBe('OK')
    await expect(withinTime(Promise.reject({ status: 400, text: 'Bad' }))).rejects.toEqual({ status: 400, text: 'Bad' })
    expect(vi.getTimerCount()).toBe(0)
  })
})
