import { describe, expect, it } from 'vitest'
import { formFields } from './form-fields'

describe('formFields', () => {
  it('reads every text field of a form by its name, hidden ones included, as EmailJS receives them', () => {
    const data = new FormData()
    data.append('language', 'Kiswahili')
    data.append('user_name', 'Grace Achieng')
    data.append('message', 'Tuombee.\nAsante')
    data.append('website', '')
    expect(formFields(data)).toEqual({
      language: 'Kiswahili',
      user_name: 'Grace Achieng',
      message: 'Tuombee.\nAsante',
      website: '',
    })
  })

  it('leaves out a file, which no template can receive', () => {
    const data = new FormData()
    data.append('subject', 'Prayer')
    data.append('photo', new File(['x'], 'photo.jpg'))
    expect(formFields(data)).toEqual({ subject: 'Prayer' })
  })
})
