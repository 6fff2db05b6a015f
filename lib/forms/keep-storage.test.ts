import { describe, expect, it, vi } from 'vitest'
import { askToKeepStorage } from './keep-storage'

describe('askToKeepStorage', () => {
  it('asks the browser to keep the site’s storage, and says whether it will', async () => {
    const persist = vi.fn(async () => true)
    expect(await askToKeepStorage({ storage: { persist } })).toBe(true)
    expect(persist).toHaveBeenCalledOnce()
    expect(await askToKeepStorage({ storage: { persist: async () => false } })).toBe(false)
  })

  it('changes nothing where the browser cannot be asked, or fails when asked', async () => {
    expect(await askToKeepStorage(undefined)).toBe(false)
    expect(await askToKeepStorage({})).toBe(false)
    expect(await askToKeepStorage({ storage: {} })).toBe(false)
    expect(await askToKeepStorage({ storage: { persist: () => Promise.reject(new Error('denied')) } })).toBe(false)
  })
})
