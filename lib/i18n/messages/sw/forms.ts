/** The words of the message forms: their fields, and what they say while and after sending. */
import type { CatalogueOf } from '../types'
import type { forms as english } from '../en/forms'

export const forms = {
  forms: {
    main: {
      label: 'Ujumbe kwa huduma',
      name: 'Jina kamili',
      email: 'Barua pepe',
      subject: 'Mada',
      message: 'Ujumbe',
    },
    congregation: {
      label: 'Ujumbe kwa kanisa la {name}',
      name: 'Jina lako',
      email: 'Barua pepe yako',
      subject: 'Mada',
      message: 'Ujumbe (si lazima)',
    },
    question: {
      label: 'Swali kuhusu {program}',
      submit: 'tutumie barua pepe',
      question: 'Anwani yako ya barua pepe au swali lako',
      email: 'Anwani yako ya barua pepe, ili tukujibu (si lazima)',
    },
    // Draft translation, to be reviewed by a Kiswahili speaker of the ministry.
    reachUs: {
      lead: 'Fomu hii haiwezi kutuma kutoka kivinjari hiki: inahitaji JavaScript. Ulichoandika bado kiko kwenye fomu.',
      notKept:
        'Ujumbe wako haukuweza kutumwa kutoka ukurasa huu, na simu hii haikuweza kuuhifadhi ili utumwe baadaye. Ulichoandika bado kiko kwenye fomu.',
      otherWays: 'Unaweza kuwasiliana nasi kwa njia nyingine:',
      pastor:
        'Unaweza kuzungumza na mchungaji wa kanisa lililo karibu nawe: tazama {churches} ujue kila kanisa hukutana wapi na lini.',
      email: 'Barua pepe {email}',
    },
  },

  messageForm: {
    send: 'Tuma ujumbe',
    sending: 'Inatuma...',
    sent: 'Asante, ujumbe wako umetumwa',
    // Draft translation, to be reviewed by a Kiswahili speaker of the ministry (held to outbox).
    held: 'Ujumbe wako utatumwa mara fomu hii itakapokuwa tayari.',
    saved: 'Umehifadhiwa kwenye simu hii. Utatumwa utakapopata intaneti tena.',
    savedSent: 'Ujumbe wako uliohifadhiwa umetumwa. Asante.',
    close: 'Funga',
    // Draft translation, to be reviewed by a Kiswahili speaker of the ministry (tooLong, and one, many, show, hide,
    // forgetAll, forgotten, expired below).
    tooLong:
      '“{field}” ni ndefu mno: inaweza kuwa na herufi {limit} tu. Hakuna kilichotumwa, na ulichoandika bado kiko kwenye fomu: tafadhali kifupishe kisha utume tena.',
    outbox: {
      one: 'Ujumbe 1 kutoka simu hii unasubiri',
      many: 'Jumbe {count} kutoka simu hii zinasubiri',
      waiting: 'Inasubiri muunganisho',
      refused: 'Haukutumwa: huduma ya kutuma jumbe haikuupokea.',
      cancel: 'Usitume',
      retry: 'Jaribu tena',
      cancelled: 'Umefutwa kwenye simu hii: ujumbe huo hautatumwa.',
      tooLate: 'Ujumbe huo unatumwa sasa hivi na hauwezi kusimamishwa tena.',
      show: 'Onyesha ujumbe',
      hide: 'Ficha ujumbe',
      forgetAll: 'Sahau jumbe zilizo kwenye simu hii',
      forgotten: 'Jumbe zote ambazo tovuti hii ilihifadhi kwenye simu hii zimefutwa. Hakuna hata mmoja utakaotumwa.',
      expired:
        'Ujumbe uliohifadhiwa kwenye simu hii zaidi ya siku {days} zilizopita haukuweza kutumwa, na umefutwa bila kutumwa. Tafadhali uandike tena kama bado ungependa kuutuma.',
    },
    failed: {
      network:
        'Ujumbe wako haukuweza kutumwa: inaonekana hakuna muunganisho wa intaneti. Ujumbe wako bado uko kwenye fomu; jaribu tena ukipata intaneti.',
      service:
        'Ujumbe wako haukuweza kutumwa: huduma ya kutuma jumbe haikuupokea. Ujumbe wako bado uko kwenye fomu; tafadhali jaribu tena baada ya dakika chache.',
      'rate-limited':
        'Ulituma ujumbe kutoka kivinjari hiki chini ya dakika moja iliyopita. Ujumbe wako mpya bado uko kwenye fomu; tafadhali subiri dakika moja kisha uutume tena.',
    },
    honeypot: 'Acha sehemu hii wazi',
    notReady:
      'Jumbe haziwezi kutumwa kutoka tovuti hii bado: huduma yake ya kutuma jumbe haijawekwa. Tafadhali zungumza na mchungaji wa kanisa lililo karibu nawe (tazama {churches}).',
    churches: 'makanisa yetu',
    alsoEmail: 'Unaweza pia kututumia ujumbe wako kwa barua pepe: {email}.',
    alsoPastor:
      'Unaweza pia kuzungumza na mchungaji wa kanisa lililo karibu nawe: tazama {churches} ujue kila kanisa hukutana wapi na lini.',
  },
} satisfies CatalogueOf<typeof english>
