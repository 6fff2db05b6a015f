import { describe, expect, it } from 'vitest'
import { givingNumbersOnPage, whereWritten, type GuardedFacts } from './page-numbers'

// Test data only: these numbers belong to no one.
const facts: GuardedFacts = {
  values: ['247247', '0070', 'FX-07', '0712 345 678', 'FIXTURE FILLED FELLOWSHIP'],
  paypalClientId: 'test',
  allowedPhones: ['0722 111 222', '0712 345 678'],
}

const page = (body: string, head = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`
const numbers = (body: string, head = '') => givingNumbersOnPage(page(body, head), facts).map((f) => f.number)

describe('the guard on giving numbers in a built page', () => {
  it('accepts the guarded facts where the giving block and footer mark them', () => {
    expect(
      numbers(`<section id="give"><dl><dt>Paybill number</dt><dd><span data-giving="paybill">247247</span><button>Copy</button></dd>
        <dt>Account number</dt><dd><span data-giving="account">0070</span></dd></dl>
        <ol><li data-giving="paybill">Enter business number 247247.</li><li>Enter Raila's account number, then the amount and your PIN.</li></ol>
        <p>Before you enter your PIN, M-Pesa shows the name <strong data-giving="accountName">FIXTURE FILLED FELLOWSHIP</strong>.</p></section>
        <footer><p>Give by M-Pesa paybill <strong data-giving="paybill">247247</strong> · <a href="/support/">Other ways to give</a></p></footer>`),
    ).toEqual([])
  })

  it('finds a paybill-like number typed into a page body next to a money word, in English and Kiswahili', () => {
    expect(numbers('<main><p>Our church. Give by M-Pesa paybill 512 345, account 88.</p></main>')).toEqual(['512 345', '88'])
    expect(numbers('<main><p>Lipa na M-Pesa: till number 8123456.</p></main>')).toEqual(['8123456'])
    expect(numbers('<main><p>Toa sadaka kwa nambari ya biashara 400200, akaunti KANISA1.</p></main>')).toEqual(['400200', 'KANISA1'])
  })

  it("finds a phone number to send money to, even a congregation's own, but not a contact number", () => {
    expect(numbers('<p>Send your offering by M-Pesa to 0733 444 555.</p>')).toEqual(['0733 444 555'])
    expect(numbers('<p>Send your tithe by M-Pesa to 0722 111 222.</p>')).toEqual(['0722 111 222'])
    expect(numbers('<section id="visit"><p>Call 0722 111 222</p><a href="tel:0722111222">WhatsApp</a></section>')).toEqual([])
    // The pastor's number may be the congregation's phone too: on the Call button it is a contact.
    expect(numbers('<p>Call 0712 345 678 to ask the way.</p>')).toEqual([])
  })

  it('finds a guarded value repeated outside the giving block, and a marked value that is not guarded', () => {
    expect(numbers('<p>Our paybill is 247247.</p>')).toEqual(['247247'])
    expect(numbers('<p>The church hall code 247 247 is on the door.</p>')).toEqual(['247 247'])
    expect(numbers('<p>Our youth group is called FX-07.</p>')).toEqual(['FX-07'])
    expect(numbers('<dd><span data-giving="account">0071</span></dd>')).toEqual(['0071'])
    expect(numbers('<li data-giving="paybill">Enter business number 247248.</li>')).toEqual(['247248'])
    expect(numbers('<li data-giving="paybill">Enter the business number.</li>')).toEqual(['Enter the business number.'])
  })

  it('reads what search results and screen readers read too', () => {
    expect(numbers('<p>Welcome.</p>', '<meta name="description" content="Raila church. M-Pesa paybill 600100."/>')).toEqual(['600100'])
    expect(numbers('<img alt="Banner: give to till 5566778" src="/a.png">')).toEqual(['5566778'])
  })

  it('leaves dates, years, times, amounts, counts and contact numbers alone, even beside money words', () => {
    expect(
      numbers(`<main><p>The account of our history: founded in 1994, the church was opened on 27 September 2023 (2023-09-27).</p>
        <p>We have given by M-Pesa since 2016 and raised KSh 150,000 and 25,000 shillings; 76 adults, 20 children and 25 youth.</p>
        <p>Sundays, 10:00 AM – 12:30 PM. Give by M-Pesa on 27/09/2023 at 6.30.</p>
        <p>Our accounts are audited every year; US$ 250000 was given by PayPal.</p></main>`),
    ).toEqual([])
  })

  it("skips the preview's marked placeholders, which are the editors' own words", () => {
    expect(numbers(`<span data-pending="Raila's account number at paybill 247247"><strong>To supply: </strong><span>Raila's account number at paybill 247247</span></span>`)).toEqual([])
  })

  it("finds a PayPal client id other than the build's own, in the page or in an island's props", () => {
    const id = 'AZx9' + 'q'.repeat(40) + 'Lm3_' + 'k'.repeat(30)
    expect(givingNumbersOnPage(page(`<div data-island="donation-widget" data-props="{&quot;clientId&quot;:&quot;test&quot;}"></div>`), facts)).toEqual([])
    expect(givingNumbersOnPage(page(`<div data-island="donation-widget" data-props="{&quot;clientId&quot;:&quot;${id}&quot;}"></div>`), facts).map((f) => f.number)).toEqual([id])
    expect(numbers(`<p>Our PayPal: ${id}</p>`)).toEqual([id])
  })

  it('says why, with the sentence it is in', () => {
    const [finding] = givingNumbersOnPage(page('<p>Give by M-Pesa paybill 512345.</p>'), facts)
    expect(finding).toEqual({ number: '512345', context: 'Give by M-Pesa paybill 512345.', why: expect.stringMatching(/paybill, till or account number.*guarded giving fact/) })
  })
})

describe('where a number found on a page is written', () => {
  it('names every content file and line that holds it, however its digits are grouped', () => {
    const files = [
      { file: 'content/congregations/raila.en.mdx', text: '---\nname: Raila\n---\nGive by M-Pesa paybill 512 345.\n' },
      { file: 'content/congregations/raila.sw.mdx', text: '---\n---\nToa kwa paybill 512345.\n' },
      { file: 'content/pages/history.en.mdx', text: '---\n---\nFounded in 1994 with 512 members.\n' },
    ]
    expect(whereWritten('512 345', files)).toEqual(['content/congregations/raila.en.mdx:4', 'content/congregations/raila.sw.mdx:3'])
    expect(whereWritten('FX-07', [{ file: 'content/home.en.mdx', text: 'a\nFX-07 b' }])).toEqual(['content/home.en.mdx:2'])
  })
})
