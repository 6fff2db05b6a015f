import { describe, expect, it } from 'vitest'
import { savesData } from './save-data'

describe('Save-Data', () => {
  it('is on when the request says so, or the connection does', () => {
    expect(savesData(new Headers({ 'Save-Data': 'on' }))).toBe(true)
    expect(savesData(new Headers({ 'save-data': ' On ' }))).toBe(true)
    expect(savesData(new Headers(), { saveData: true })).toBe(true)
  })

  it('is off otherwise', () => {
    expect(savesData(new Headers())).toBe(false)
    expect(savesData(new Headers({ 'Save-Data': 'off' }), { saveData: false })).toBe(false)
  })
})
