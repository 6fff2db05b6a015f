/** The words of the support page: its giving sections and the PayPal donation widget. */
import type { CatalogueOf } from '../types'
import type { support as english } from '../en/support'

export const support = {
  support: {
    categories: 'Zawadi yako inasaidia nini',
    online: 'Toa mtandaoni',
    onlineText: 'Mchango wa kiasi unachochagua, kwa dola za Marekani au yuro, kupitia PayPal au kadi.',
    mpesa: 'Toa kwa M-Pesa',
    steps: {
      open: 'Kwenye M-Pesa, chagua Lipa na M-Pesa, kisha Pay Bill.',
      business: 'Nambari ya biashara: {paybill}',
      account:
        'Nambari ya akaunti: muulize mchungaji wa kanisa lako au ofisi ya kanisa zawadi yako iende kwenye akaunti gani.',
      amount: 'Weka kiasi na PIN yako ya M-Pesa.',
    },
  },

  // Draft translation, to be reviewed by a Kiswahili speaker of the ministry.
  mpesaName: {
    shows: 'Kabla hujaweka PIN yako, M-Pesa itaonyesha jina {name}.',
    differs: 'Simu yako ikionyesha jina tofauti, acha: usiweke PIN yako, na uulize ofisi ya kanisa.',
  },

  // Draft translation, to be reviewed by a Kiswahili speaker of the ministry.
  paymentLinks: {
    heading: 'Njia nyingine za kutoa mtandaoni',
    through: 'Toa kupitia {service}',
    otherSite: '(inafungua tovuti nyingine)',
  },

  supportSlider: {
    previous: 'Aina za msaada zilizotangulia',
    next: 'Aina za msaada zinazofuata',
  },

  donation: {
    currency: 'Sarafu',
    currencies: {
      USD: 'Dola za Marekani (USD)',
      EUR: 'Yuro (EUR)',
    },
    money: '{currency} {amount}',
    amount: 'Kiasi',
    other: 'Kiasi kingine',
    otherField: 'Kiasi chako kwa {currency}',
    otherHint: 'Kwa mfano 25 au 25.50',
    errors: {
      empty: 'Andika kiasi.',
      notNumber: 'Andika kiasi kwa tarakimu, kama 25 au 25.50.',
      decimals: 'Usiandike zaidi ya tarakimu mbili baada ya nukta, kama 25.50.',
      tooSmall: 'Mchango wa chini kabisa hapa ni {min}.',
      tooLarge: 'Mchango wa juu kabisa hapa ni {max}.',
    },
    // Draft translation, to be reviewed by a Kiswahili speaker of the ministry (give, loading, unavailable, elsewhere).
    give: 'Toa kwa PayPal',
    loading: 'Inapakia PayPal...',
    unavailable:
      'PayPal haikuweza kupakiwa kwenye muunganisho huu. Unaweza kutoa kwa M-Pesa badala yake: paybill {paybill} (tazama “Toa kwa M-Pesa” hapo juu).',
    elsewhere:
      'PayPal haiwezi kufunguka kwenye ukurasa huu sasa. Unaweza kutoa kwa M-Pesa badala yake (tazama “Toa kwa M-Pesa” hapo juu).',
    thanks: 'Asante kwa mchango wako wa {gift}. Malipo yamekamilika.',
    thanksBy: 'Asante, {name}, kwa mchango wako wa {gift}. Malipo yamekamilika.',
    failed: 'Malipo hayakufaulu. Unaweza kujaribu tena, au kutoa kwa M-Pesa paybill {paybill}.',
  },
} satisfies CatalogueOf<typeof english>
