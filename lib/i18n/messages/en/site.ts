/**
 * The words of the site's frame and its general pages: the language switch, menus, footer, the not-found and moved
 * pages, the home and events pages, a content page's additions and the photo viewer.
 */
export const site = {
  language: {
    /** The language switch's link text (the other language's own name) and its accessible name. */
    switchTo: 'Kiswahili',
    switchLabel: 'Soma ukurasa huu kwa Kiswahili',
  },

  /** The first link of every page, for keyboard users. */
  skipLink: 'Skip to content',

  /** Said by the page's live region while a widget the visitor acted on is on its way (docs/islands.md). */
  islandBusy: 'Loading…',

  /** Titles in the head, search results and structured data. */
  meta: {
    congregationTitle: '{name} congregation',
  },

  /** Above content shown in the other language because its translation is missing. */
  untranslated: {
    note: 'This page has not been translated into English yet; it is shown in Kiswahili.',
  },

  /** The site header's main menu. */
  menu: {
    /** The navigation landmark's name. */
    label: 'Main',
    /** The phone menu's button. */
    button: 'Menu',
    /** The control that opens an item's submenu, beside the item's own link. */
    submenu: '{title} submenu',
  },

  footer: {
    giveByPaybill: 'Give by M-Pesa paybill {paybill}',
    otherWays: 'other ways to give',
    followUs: 'Follow us',
    copyright: '© {year} {name}. All rights reserved.',
  },

  social: {
    list: 'Social media',
    ownerList: '{owner} on social media',
    /** Read before the network's name: "Grace Wanjiru on" Facebook. */
    ownerOn: '{owner} on',
    newTab: '(opens in a new tab)',
  },

  notFound: {
    title: 'Not found!',
    text: 'There is no page at this address. Try the {home} or the {churches}.',
    home: 'home page',
    churches: 'list of our churches',
  },

  /**
   * The offline page: what a visitor sees, without a connection, for a page this phone has not saved (docs/offline.md).
   */
  offline: {
    title: 'You are offline',
    text: 'This page is not saved on this phone, so it needs a connection. The pages you have opened before open without one.',
    saved: 'Pages saved on this phone',
    noneSaved: 'No page is saved yet: each page you open with a connection is kept for later.',
    give: 'Give by M-Pesa',
    /** Before a congregation's numbers: "Raila congregation: paybill 123456, account 7". */
    noneGiving: 'The paybill of each congregation whose page is saved on this phone is listed here.',
    paybill: 'paybill',
    account: 'account',
  },

  /** A page's link picture (docs/sharing.md): its alt text, and the preview's panel showing how a shared link looks. */
  share: {
    alt: "A card in the site's colours that reads: {words}",
    panelHeading: 'How this link looks when shared',
    panelNote:
      'Only the preview shows this. WhatsApp and other apps show this picture, title and text when someone shares this page: check the time and the words before it spreads.',
  },

  /** The stand-in page of an old address. */
  redirect: {
    title: 'This page has moved',
    continueTo: 'Continue to {link}.',
  },

  home: {
    findChurch: 'Find a church near you',
    events: 'Upcoming events',
    allEvents: 'All events',
    /** When no event is still to come; `{link}` is eventsPage, a link to the events page. */
    noneUpcoming: 'No upcoming events have been announced yet. See the {link}.',
    eventsPage: 'events page',
    mapNewTab: 'Open the map in a new tab',
    allChurches: 'See the full list of our churches',
  },

  /** The events page: the events still to come, then the past ones. */
  events: {
    upcoming: 'Upcoming events',
    past: 'Past events',
    noneUpcoming: 'No upcoming events have been announced yet.',
  },

  /** The home page's background video button (island). */
  backgroundVideo: {
    play: 'Play background video',
    pause: 'Pause background video',
  },

  /** The preview build's mark on a fact the ministry has not supplied yet (the public build shows nothing there). */
  pending: {
    toSupply: 'To supply:',
    previewBanner:
      'Preview for editors: what the ministry has not supplied yet is marked "To supply" where it will show. The public site leaves it out.',
  },

  /** What a content page adds to its fields. */
  page: {
    photos: 'Photos',
    galleryLabel: 'Photos: {title}',
    download: 'Download the {label}',
    /** After a download's name: its type and size ("1.2 MB"). */
    downloadFile: '(PDF, {size})',
    bytes: '{n} bytes',
  },

  /** The photo grid's viewer (island): `{n}` is the photo's number, `{total}` how many. */
  gallery: {
    viewer: 'Photo viewer',
    close: 'Close',
    position: '(photo {n} of {total})',
    previous: 'Previous photo',
    next: 'Next photo',
  },
} as const
