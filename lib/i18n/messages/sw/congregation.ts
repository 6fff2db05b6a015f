/**
 * The words of the congregations: the church finder, a congregation's page and its sections, its service times and its
 * calendar file.
 */
import { WEEKDAY_NAMES } from '../../dates'
import type { CatalogueOf } from '../types'
import type { congregation as english } from '../en/congregation'

export const congregation = {
  finder: {
    label: 'Tafuta kanisa',
    regionLinks: 'Maeneo',
    region: 'Eneo',
    allRegions: 'Maeneo yote',
    name: 'Tafuta kwa jina',
    count: 'Inaonyesha makanisa {shown} kati ya {total}',
    countNearest: 'Inaonyesha makanisa {shown} kati ya {total}, la karibu zaidi kwanza',
    noMatch:
      'Hakuna kanisa linalolingana na ulichotafuta. Kagua tahajia, andika herufi chache zaidi au chagua "Maeneo yote".',
    nearMe: 'Karibu nami',
    locating: 'Inatafuta mahali ulipo…',
    privacy: 'Mahali ulipo hapatoki kwenye simu yako',
    byRegion: 'Onyesha kwa eneo',
    nearestHeading: 'La karibu zaidi kwanza',
    errors: {
      denied:
        'Mahali ulipo hapakushirikiwa. Ili kupanga kwa umbali, ruhusu tovuti hii ijue mahali ulipo katika mipangilio ya kivinjari chako, kisha ubonyeze "Karibu nami" tena.',
      unavailable:
        'Mahali ulipo hapakuweza kupatikana sasa hivi. Hakikisha huduma ya mahali (location) imewashwa, au tafuta kanisa kwa eneo au kwa jina.',
      timeout:
        'Kutafuta mahali ulipo kumechukua muda mrefu mno. Bonyeza "Karibu nami" ujaribu tena, au tafuta kanisa kwa eneo au kwa jina.',
    },
  },

  microsite: {
    label: 'Kanisa hili',
    menu: 'Menyu',
    sectionLinks: {
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
    // Kiswahili names a day the same alone and in "every Sunday": the day names of lib/i18n/dates.ts.
    days: WEEKDAY_NAMES.sw,
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
    poster: 'Chapisha bango',
  },

  poster: {
    title: 'Bango: Kanisa la {name}',
    description:
      'Nyakati za ibada, mahali na namna ya kutoa sadaka za Kanisa la {name} kwenye karatasi moja ya A4 ya kuchapisha.',
    back: 'Rudi kwenye ukurasa wa Kanisa la {name}',
    howToPrint:
      'Chapisha ukurasa huu: kwenye menyu ya kivinjari chako chagua Print (kwenye simu: Share, kisha Print), karatasi ya A4. Karatasi iliyo hapa chini ndiyo itakayochapishwa; mstari huu na kiungo kilicho juu havichapishwi.',
    welcome: 'Karibuni nyote',
    scan: 'Changanua msimbo huu kwa kamera ya simu yako ili kufungua ukurasa wetu',
    orType: 'au andika',
    qrLabel: 'Msimbo wa QR wa anwani {address}',
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
    missingWithForm:
      'Ili kupata {what} ya {name}, uliza ofisi ya kanisa: tuma ujumbe kupitia {form} kwenye ukurasa huu, au uliza baada ya {service}.',
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
} satisfies CatalogueOf<typeof english>
