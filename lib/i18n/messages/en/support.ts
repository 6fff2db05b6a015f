/** The words of the support page: its giving sections and the PayPal donation widget. */
export const support = {
  /** The support page's giving sections. */
  support: {
    categories: 'What your gift supports',
    online: 'Give online',
    onlineText: 'A gift of the amount you choose, in US dollars or euros, by PayPal or card.',
    mpesa: 'Give by M-Pesa',
    steps: {
      open: 'In M-Pesa, choose Lipa na M-Pesa, then Pay Bill.',
      business: 'Business number: {paybill}',
      account:
        "Account number: ask your congregation's pastor or the church office which account your gift should go to.",
      amount: 'Enter the amount and your M-Pesa PIN.',
    },
  },

  /**
   * Under every M-Pesa giving block (a congregation's, the support page's): the name M-Pesa shows on the
   * donor's phone before the PIN, so a donor can check where the money goes. `{name}` is that name.
   */
  mpesaName: {
    shows: 'Before you enter your PIN, M-Pesa shows the name {name}.',
    differs: 'If your phone shows a different name, stop: do not enter your PIN, and ask the church office.',
  },

  /**
   * The treasurer's reviewed addresses for giving online (a giving file's `paymentLinks`), under the M-Pesa steps of
   * the support page and of a congregation's giving section. `{service}` is the service's name (PayPal, M-Changa).
   */
  paymentLinks: {
    heading: 'Other ways to give online',
    through: 'Give through {service}',
    otherSite: '(opens another site)',
  },

  /** The support categories slider's buttons (island). */
  supportSlider: {
    previous: 'Previous support categories',
    next: 'Next support categories',
  },

  /**
   * The PayPal donation widget (island): `{paybill}` is the ministry's paybill, `{name}` the payer's given name,
   * `{currency}` the chosen currency's code, `{amount}` a number, `{gift}`, `{min}` and `{max}` amounts written by
   * `money`.
   */
  donation: {
    currency: 'Currency',
    currencies: {
      USD: 'US dollars (USD)',
      EUR: 'Euros (EUR)',
    },
    /** An amount in a currency: "USD 25.00". */
    money: '{currency} {amount}',
    amount: 'Amount',
    other: 'Other amount',
    otherField: 'Your amount in {currency}',
    otherHint: 'For example 25 or 25.50',
    /** Next to the "Other amount" field when its amount cannot be sent; PayPal does not open. */
    errors: {
      empty: 'Enter an amount.',
      notNumber: 'Enter the amount as a number, such as 25 or 25.50.',
      decimals: 'Use at most two decimals, such as 25.50.',
      tooSmall: 'The smallest gift here is {min}.',
      tooLarge: 'The largest gift here is {max}.',
    },
    /** The button that fetches PayPal's script: nothing of PayPal's comes to the page before it is pressed. */
    give: 'Give with PayPal',
    /** At once when "Give with PayPal" is pressed, until PayPal's own buttons show. */
    loading: 'Loading PayPal...',
    unavailable:
      'PayPal could not be loaded on this connection. You can give by M-Pesa instead: paybill {paybill} (see “Give by M-Pesa” above).',
    /** Where the widget cannot run at all (no JavaScript, or its code could not come). */
    elsewhere: 'PayPal cannot open on this page now. You can give by M-Pesa instead (see “Give by M-Pesa” above).',
    /** After PayPal has captured the gift. */
    thanks: 'Thank you for your gift of {gift}. The payment is complete.',
    thanksBy: 'Thank you, {name}, for your gift of {gift}. The payment is complete.',
    failed: 'The payment did not go through. You can try again, or give by M-Pesa paybill {paybill}.',
  },
} as const
