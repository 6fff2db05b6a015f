/**
 * Kiswahili interface strings: the same keys as en.ts and the same `{name}` placeholders in each text (see its notes).
 *
 * A DRAFT until a Kiswahili speaker of the ministry has reviewed it (see docs/translations.md): the
 * words follow what Kenyan churches and M-Pesa's own menus say, but have not been checked by the ministry.
 */
import type { Messages } from './types'

export const sw = {
  language: {
    switchTo: 'English',
    switchLabel: 'Read this page in English',
  },

  skipLink: 'Ruka hadi maudhui',

  meta: {
    congregationTitle: 'Kanisa la {name}',
  },

  untranslated: {
    note: 'Ukurasa huu bado haujatafsiriwa kwa Kiswahili; unaonyeshwa kwa Kiingereza.',
  },

  menu: {
    label: 'Menyu kuu',
    button: 'Menyu',
    submenu: 'Menyu ndogo ya {title}',
  },

  footer: {
    giveByPaybill: 'Toa kwa M-Pesa, paybill {paybill}',
    otherWays: 'njia nyingine za kutoa',
    followUs: 'Tufuate',
    copyright: '© {year} {name}. Haki zote zimehifadhiwa.',
  },

  social: {
    list: 'Mitandao ya kijamii',
    ownerList: '{owner} kwenye mitandao ya kijamii',
    ownerOn: '{owner} kwenye',
    newTab: '(inafunguka kwenye kichupo kipya)',
  },

  notFound: {
    title: 'Ukurasa haupatikani',
    text: 'Hakuna ukurasa kwenye anwani hii. Jaribu {home} au {churches}.',
    home: 'ukurasa wa nyumbani',
    churches: 'orodha ya makanisa yetu',
  },

  redirect: {
    title: 'Ukurasa huu umehamishwa',
    continueTo: 'Endelea hadi {link}.',
  },

  home: {
    findChurch: 'Tafuta kanisa karibu nawe',
    events: 'Matukio yajayo',
    allEvents: 'Matukio yote',
    noneUpcoming: 'Bado hakuna matukio yajayo yaliyotangazwa. Tazama {link}.',
    eventsPage: 'ukurasa wa matukio',
    mapNewTab: 'Fungua ramani kwenye kichupo kipya',
    allChurches: 'Tazama orodha kamili ya makanisa yetu',
  },

  events: {
    upcoming: 'Matukio yajayo',
    past: 'Matukio yaliyopita',
    noneUpcoming: 'Bado hakuna matukio yajayo yaliyotangazwa.',
  },

  backgroundVideo: {
    play: 'Endelea na video ya mandharinyuma',
    pause: 'Sitisha video ya mandharinyuma',
  },

  /** The preview build's mark on a fact the ministry has not supplied yet (the public build shows nothing there). */
  pending: {
    toSupply: 'Cha kuongezwa:',
    previewBanner: 'Onyesho la awali kwa wahariri: ambacho huduma bado haijatoa kimewekwa alama "Cha kuongezwa" mahali kitakapoonekana. Tovuti ya umma haikionyeshi.',
  },

  page: {
    photos: 'Picha',
    galleryLabel: 'Picha: {title}',
    download: 'Pakua {label}',
    downloadFile: '(PDF, {size})',
    bytes: 'baiti {n}',
  },

  finder: {
    label: 'Tafuta kanisa',
    regionLinks: 'Maeneo',
    region: 'Eneo',
    allRegions: 'Maeneo yote',
    name: 'Tafuta kwa jina',
    count: 'Inaonyesha makanisa {shown} kati ya {total}',
    countNearest: 'Inaonyesha makanisa {shown} kati ya {total}, la karibu zaidi kwanza',
    noMatch: 'Hakuna kanisa linalolingana na ulichotafuta. Kagua tahajia, andika herufi chache zaidi au chagua "Maeneo yote".',
    nearMe: 'Karibu nami',
    locating: 'Inatafuta mahali ulipo…',
    privacy: 'Mahali ulipo hapatoki kwenye simu yako',
    byRegion: 'Onyesha kwa eneo',
    nearestHeading: 'La karibu zaidi kwanza',
    errors: {
      denied: 'Mahali ulipo hapakushirikiwa. Ili kupanga kwa umbali, ruhusu tovuti hii ijue mahali ulipo katika mipangilio ya kivinjari chako, kisha ubonyeze "Karibu nami" tena.',
      unavailable: 'Mahali ulipo hapakuweza kupatikana sasa hivi. Hakikisha huduma ya mahali (location) imewashwa, au tafuta kanisa kwa eneo au kwa jina.',
      timeout: 'Kutafuta mahali ulipo kumechukua muda mrefu mno. Bonyeza "Karibu nami" ujaribu tena, au tafuta kanisa kwa eneo au kwa jina.',
    },
  },

  microsite: {
    label: 'Kanisa hili',
    menu: 'Menyu',
    anchors: {
      home: 'Nyumbani',
      visit: 'Tutembelee',
      about: 'Kuhusu',
      programs: 'Shughuli',
      team: 'Viongozi',
      give: 'Toa',
      contact: 'Wasiliana',
    },
    footerLabel: '{name}: sehemu za ukurasa',
    allCongregations: 'Makanisa yote',
    region: 'Eneo la {region}',
    carouselLabel: 'Jumbe za ukaribisho kutoka {name}',
  },

  carousel: {
    role: 'onyesho la slaidi',
    slideRole: 'slaidi',
    pause: 'Sitisha slaidi',
    play: 'Endelea na slaidi',
    slide: '{n} kati ya {total}',
    show: 'Onyesha slaidi {n} kati ya {total}: {title}',
  },

  weekly: {
    eyebrow: 'Shughuli zetu',
    heading: 'Kila wiki',
  },

  services: {
    days: { Sunday: 'Jumapili', Monday: 'Jumatatu', Tuesday: 'Jumanne', Wednesday: 'Jumatano', Thursday: 'Alhamisi', Friday: 'Ijumaa', Saturday: 'Jumamosi' },
    and: 'na',
    weekly: 'kila {days}',
    usuallyWeekly: 'kwa kawaida kila {days}',
    monthly: '{day} ya {week} ya kila mwezi',
    usuallyMonthly: 'kwa kawaida {day} ya {week} ya kila mwezi',
    monthlyAny: 'mara moja kwa mwezi',
    usuallyMonthlyAny: 'kwa kawaida mara moja kwa mwezi',
    weeks: { first: 'kwanza', second: 'pili', third: 'tatu', fourth: 'nne', last: 'mwisho' },
    line: '{when}, {time}',
    // Kiswahili lines already end in the clock time's brackets; a second pair would read as a typo.
    inLanguage: '{line}, kwa {language}',
    // The Swahili clock names the part of the day, so a range always names both ends in full.
    rangeSameHalf: '{start} hadi {end}',
    range: '{start} hadi {end}',
    // The Swahili day starts at sunrise, so say outright that the end is the next one.
    rangeNextDay: '{start} hadi {end} siku inayofuata',
  },

  calendar: {
    language: 'SW',
    name: 'Kanisa la {name}: ibada',
    event: '{service} (kanisa la {name})',
    inLanguage: 'Kwa {language}.',
  },

  visit: {
    eyebrow: 'Panga ziara yako',
    heading: 'Ibada na maelekezo',
    when: 'Tunapokutana',
    addToCalendar: 'Ongeza ibada hizi kwenye kalenda yako',
    calendarFile: '(faili ya .ics)',
    where: 'Mahali tunapokutana',
    askWhere: 'Kwa maelekezo ya mahali tunapokutania, tuulize kupitia {form}.',
    contactForm: 'fomu ya mawasiliano',
    directions: 'Pata maelekezo',
    mapInBrowser: 'Fungua ramani kwenye kivinjari',
    call: 'Piga simu {phone}',
    whatsapp: 'WhatsApp {phone}',
    share: 'Shiriki kwenye WhatsApp',
  },

  about: {
    eyebrow: 'Kuhusu',
    heading: 'Kuhusu {name}',
    aboutUs: 'Kuhusu Sisi',
    founded: 'Lilianzishwa',
    members: 'Washiriki',
    ourChurch: 'Kanisa Letu',
    photos: 'Picha',
    galleryLabel: 'Picha za {name}',
  },

  programs: {
    eyebrow: 'Miradi',
    heading: 'Miradi ya sasa na ya baadaye',
    status: 'Hali:',
    statuses: {
      Operational: 'Inafanya kazi',
      Ongoing: 'Inaendelea',
      'In Progress': 'Inatekelezwa',
      Started: 'Imeanza',
      Future: 'Ya baadaye',
      Challenge: 'Changamoto',
    },
  },

  leaders: {
    eyebrow: 'Timu yetu',
    heading: 'Kutana na Viongozi wa Kanisa Letu',
  },

  giving: {
    eyebrow: 'Toa',
    heading: 'Sadaka na zaka',
    methods: {
      paybill: 'Toa kwa M-Pesa paybill',
      pastor: 'Toa kupitia nambari ya M-Pesa ya mchungaji',
      account: 'Toa kwa M-Pesa',
    },
    labels: {
      paybill: 'Nambari ya paybill',
      account: 'Nambari ya akaunti',
      pastorNumber: 'Nambari ya M-Pesa ya mchungaji',
    },
    inSentence: {
      paybill: 'nambari ya paybill',
      account: 'nambari ya akaunti',
      pastorNumber: 'nambari ya M-Pesa ya mchungaji',
    },
    notListed: 'Uliza ofisi ya kanisa',
    missingWithForm: 'Ili kupata {what} ya {name}, uliza ofisi ya kanisa: tuma ujumbe kupitia {form} kwenye ukurasa huu, au uliza baada ya {service}.',
    missingWithoutForm: 'Ili kupata {what} ya {name}, uliza ofisi ya kanisa, au uliza baada ya {service}.',
    contactForm: 'fomu ya mawasiliano',
    service: 'ibada',
    and: 'na',
    steps: {
      open: 'Kwenye simu yako fungua M-Pesa, chagua Lipa na M-Pesa, kisha Pay Bill.',
      business: 'Weka nambari ya biashara {paybill}.',
      account: 'Weka nambari ya akaunti ya {name}, kisha kiasi na PIN yako.',
    },
  },

  copy: {
    button: 'Nakili',
    copied: 'Imenakiliwa',
    failed: 'Imeshindwa kunakili',
    copiedStatus: '{label} {value} imenakiliwa',
    failedStatus: 'Imeshindwa kunakili; chagua {label} uinakili mwenyewe',
  },

  contact: {
    eyebrow: 'Wasiliana nasi',
    heading: 'Tutumie ujumbe',
    intro: 'Liandikie kanisa la {name}: swali, hitaji la maombi au ziara.',
    required: 'Sehemu zenye alama * ni za lazima.',
    orVisit: 'Au tutembelee: {service}.',
    orVisitPlan: 'Au tutembelee: {service} ({plan}).',
    plan: 'panga ziara yako',
  },

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
  },

  messageForm: {
    send: 'Tuma ujumbe',
    sending: 'Inatuma...',
    sent: 'Asante, ujumbe wako umetumwa',
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
    alsoPastor: 'Unaweza pia kuzungumza na mchungaji wa kanisa lililo karibu nawe: tazama {churches} ujue kila kanisa hukutana wapi na lini.',
  },

  support: {
    categories: 'Zawadi yako inasaidia nini',
    online: 'Toa mtandaoni',
    onlineText: 'Mchango wa kiasi unachochagua, kwa dola za Marekani au yuro, kupitia PayPal au kadi.',
    mpesa: 'Toa kwa M-Pesa',
    steps: {
      open: 'Kwenye M-Pesa, chagua Lipa na M-Pesa, kisha Pay Bill.',
      business: 'Nambari ya biashara: {paybill}',
      account: 'Nambari ya akaunti: muulize mchungaji wa kanisa lako au ofisi ya kanisa zawadi yako iende kwenye akaunti gani.',
      amount: 'Weka kiasi na PIN yako ya M-Pesa.',
    },
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
    loading: 'INAPAKIA...',
    unavailable: 'PayPal haikuweza kupakiwa kwenye muunganisho huu. Unaweza kutoa kwa M-Pesa badala yake: paybill {paybill} (tazama “Toa kwa M-Pesa” hapa chini).',
    thanks: 'Asante kwa mchango wako wa {gift}. Malipo yamekamilika.',
    thanksBy: 'Asante, {name}, kwa mchango wako wa {gift}. Malipo yamekamilika.',
    failed: 'Malipo hayakufaulu. Unaweza kujaribu tena, au kutoa kwa M-Pesa paybill {paybill}.',
  },

  gallery: {
    viewer: 'Kitazamaji cha picha',
    close: 'Funga',
    position: '(picha {n} kati ya {total})',
    previous: 'Picha iliyotangulia',
    next: 'Picha inayofuata',
  },

  program: {
    label: 'Mpango',
    home: 'Nyumbani',
    about: 'Kuhusu',
    testimonials: 'Shuhuda',
    contact: 'Wasiliana',
    photos: 'Picha za mpango',
    videoPending: 'Hii ni video ya muda: video ya mpango itaongezwa na huduma hii.',
    learnMore: 'Soma Zaidi',
  },

  drawer: {
    menu: 'Menyu',
    label: 'Menyu ya mpango',
    close: 'Funga menyu',
  },

  video: {
    watch: 'Tazama Video',
    close: 'Funga video',
    unsupported: 'Kivinjari chako hakiwezi kucheza video hii. {download}.',
    download: 'Pakua video',
    captions: 'Kiingereza',
  },

  testimonials: {
    label: 'Shuhuda',
    role: 'onyesho la slaidi',
    previous: 'Ushuhuda uliotangulia',
    next: 'Ushuhuda unaofuata',
    bullet: 'Nenda kwenye ushuhuda {{index}}',
    slide: 'Ushuhuda {{index}} kati ya {{slidesLength}}',
    pause: 'Sitisha shuhuda',
    play: 'Endelea na shuhuda',
  },
} satisfies Messages
