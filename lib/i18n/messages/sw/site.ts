/**
 * The words of the site's frame and its general pages: the language switch, menus, footer, the not-found and moved
 * pages, the home and events pages, a content page's additions and the photo viewer.
 */
import type { CatalogueOf } from '../types'
import type { site as english } from '../en/site'

export const site = {
  language: {
    switchTo: 'English',
    switchLabel: 'Read this page in English',
  },

  skipLink: 'Ruka hadi maudhui',

  islandBusy: 'Inapakia…',

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

  // Draft translation, to be reviewed by a Kiswahili speaker of the ministry.
  offline: {
    title: 'Huna mtandao',
    text: 'Ukurasa huu haujahifadhiwa kwenye simu hii, kwa hivyo unahitaji mtandao. Kurasa ulizofungua awali zinafunguka bila mtandao.',
    saved: 'Kurasa zilizohifadhiwa kwenye simu hii',
    noneSaved:
      'Bado hakuna ukurasa uliohifadhiwa: kila ukurasa unaoufungua ukiwa na mtandao huhifadhiwa kwa ajili ya baadaye.',
    give: 'Toa kwa M-Pesa',
    noneGiving: 'Paybill ya kila kanisa ambalo ukurasa wake umehifadhiwa kwenye simu hii inaonyeshwa hapa.',
    paybill: 'paybill',
    account: 'akaunti',
  },

  // Draft translation, to be reviewed by a Kiswahili speaker of the ministry.
  share: {
    alt: 'Kadi yenye rangi za tovuti inayosema: {words}',
    panelHeading: 'Kiungo hiki kinavyoonekana kikishirikiwa',
    panelNote:
      'Hii inaonekana kwenye toleo la wahariri pekee. WhatsApp na programu nyingine huonyesha picha, kichwa na maelezo haya mtu anaposhiriki ukurasa huu: hakikisha saa na maneno ni sahihi kabla hayajasambaa.',
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
    previewBanner:
      'Onyesho la awali kwa wahariri: ambacho huduma bado haijatoa kimewekwa alama "Cha kuongezwa" mahali kitakapoonekana. Tovuti ya umma haikionyeshi.',
  },

  page: {
    photos: 'Picha',
    galleryLabel: 'Picha: {title}',
    download: 'Pakua {label}',
    downloadFile: '(PDF, {size})',
    bytes: 'baiti {n}',
  },

  gallery: {
    viewer: 'Kitazamaji cha picha',
    close: 'Funga',
    position: '(picha {n} kati ya {total})',
    previous: 'Picha iliyotangulia',
    next: 'Picha inayofuata',
  },
} satisfies CatalogueOf<typeof english>
