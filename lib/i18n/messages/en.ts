/**
 * English interface strings: every word the site's code shows, by where it appears (content's words
 * come from content/). This catalogue defines the keys; sw.ts has the same ones.
 *
 * A value is a string, or a function for server-rendered strings with a number or name in them. Strings
 * an island shows are never functions (its props travel as JSON): where they need a value they carry
 * `{name}` placeholders that the island fills (lib/i18n/messages/fill.ts). Sentences with a link or bold
 * text in them use placeholders too, filled with elements (lib/i18n/messages/rich.tsx).
 */
export const en = {
  language: {
    /** The language switch's link text (the other language's own name) and its accessible name. */
    switchTo: 'Kiswahili',
    switchLabel: 'Soma ukurasa huu kwa Kiswahili',
  },

  /** The first link of every page, for keyboard users. */
  skipLink: 'Skip to content',

  /** Titles in the head, search results and structured data. */
  meta: {
    congregationTitle: (name: string) => `${name} congregation`,
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
    submenu: (title: string) => `${title} submenu`,
  },

  footer: {
    giveByPaybill: 'Give by M-Pesa paybill {paybill}',
    otherWays: 'other ways to give',
    followUs: 'Follow us',
    copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  },

  social: {
    list: 'Social media',
    ownerList: (owner: string) => `${owner} on social media`,
    /** Read before the network's name: "Grace Wanjiru on" Facebook. */
    ownerOn: (owner: string) => `${owner} on`,
    newTab: '(opens in a new tab)',
  },

  notFound: {
    title: 'Not found!',
    text: 'There is no page at this address. Try the {home} or the {churches}.',
    home: 'home page',
    churches: 'list of our churches',
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
    previewBanner: 'Preview for editors: what the ministry has not supplied yet is marked "To supply" where it will show. The public site leaves it out.',
  },

  /** What a content page adds to its fields. */
  page: {
    photos: 'Photos',
    galleryLabel: (title: string) => `Photos: ${title}`,
    download: (label: string) => `Download the ${label}`,
    /** After a download's name: its type and size ("1.2 MB"). */
    downloadFile: (size: string) => `(PDF, ${size})`,
    bytes: (n: number) => `${n} bytes`,
  },

  /** "Find a church" on the list of congregations (island); `{shown}` and `{total}` are numbers. */
  finder: {
    label: 'Find a church',
    regionLinks: 'Regions',
    region: 'Region',
    allRegions: 'All regions',
    name: 'Search by name',
    count: 'Showing {shown} of {total} congregations',
    countNearest: 'Showing {shown} of {total} congregations, nearest first',
    noMatch: 'No congregation matches your search. Check the spelling, type fewer letters or choose "All regions".',
    nearMe: 'Near me',
    locating: 'Finding your location…',
    privacy: 'Your location stays on your phone',
    byRegion: 'Show by region',
    nearestHeading: 'Nearest first',
    errors: {
      denied: 'Your location was not shared. To sort by distance, allow location for this site in your browser\'s settings and press "Near me" again.',
      unavailable: 'Your location could not be found just now. Check that location is on, or find a church by region or name.',
      timeout: 'Finding your location took too long. Press "Near me" to try again, or find a church by region or name.',
    },
  },

  /** A congregation's page: its top bar, footer and the parts they share. */
  microsite: {
    /** The top bar's navigation landmark. */
    label: 'This congregation',
    menu: 'Menu',
    /** The in-page links of the top bar and footer, by the key lib/content/congregation-layout.ts gives each. */
    anchors: {
      home: 'Home',
      visit: 'Visit',
      about: 'About',
      programs: 'Programs',
      team: 'Team',
      give: 'Give',
      contact: 'Contact',
    },
    footerLabel: (name: string) => `${name}: sections`,
    allCongregations: 'All congregations',
    region: (region: string) => `${region} region`,
    carouselLabel: (name: string) => `Welcome messages from ${name}`,
  },

  /** The hero carousel's controls (island): `{n}` is a slide's number, `{total}` how many, `{title}` its title. */
  carousel: {
    /** What screen readers call the carousel and each of its slides. */
    role: 'carousel',
    slideRole: 'slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    slide: '{n} of {total}',
    show: 'Show slide {n} of {total}: {title}',
  },

  weekly: {
    eyebrow: 'Our programs',
    heading: 'Happening weekly',
  },

  /**
   * When a service meets, as a line ("Sundays, 10:00 AM"): `{days}` is a list of day names from `days`
   * joined with `and`, `{day}` a day's name (lib/i18n/dates.ts), `{week}` one of `weeks`. The line is
   * capitalised where it starts. The clock times themselves are written by lib/congregation/services.ts.
   */
  services: {
    /** A day's name in a list of the days a service meets every week. */
    days: { Sunday: 'Sundays', Monday: 'Mondays', Tuesday: 'Tuesdays', Wednesday: 'Wednesdays', Thursday: 'Thursdays', Friday: 'Fridays', Saturday: 'Saturdays' },
    and: 'and',
    weekly: '{days}',
    usuallyWeekly: 'usually {days}',
    monthly: '{week} {day} of the month',
    usuallyMonthly: 'usually the {week} {day} of the month',
    monthlyAny: 'once a month',
    usuallyMonthlyAny: 'usually once a month',
    weeks: { first: 'first', second: 'second', third: 'third', fourth: 'fourth', last: 'last' },
    /** When and what time: "Sundays, 10:00 AM". */
    line: '{when}, {time}',
    /** A service held in a language of its own (content's word for it). */
    inLanguage: '{line} (in {language})',
    /** A service that starts and ends at the same half of the day: "7:00–8:00 PM" (the first time without its AM/PM). */
    rangeSameHalf: '{start}–{end}',
    range: '{start} to {end}',
    /** A service that ends on the next day (a night kesha, 21:00 to 05:00). */
    rangeNextDay: '{start} to {end}',
  },

  /** A congregation's calendar file (.ics), in the language of the page that offers it. */
  calendar: {
    language: 'EN',
    name: (name: string) => `${name} congregation: services`,
    event: (service: string, name: string) => `${service} (${name} congregation)`,
    inLanguage: (language: string) => `In ${language}.`,
  },

  visit: {
    eyebrow: 'Plan your visit',
    heading: 'Services and directions',
    when: 'When we meet',
    addToCalendar: 'Add these services to your calendar',
    calendarFile: '(.ics file)',
    where: 'Where we meet',
    /** Where the meeting place is not published: the region is shown, and this sentence. */
    askWhere: 'For directions to where we meet, ask us with the {form}.',
    contactForm: 'contact form',
    directions: 'Get directions',
    mapInBrowser: 'Open the map in a browser',
    call: (phone: string) => `Call ${phone}`,
    whatsapp: (phone: string) => `WhatsApp ${phone}`,
    share: 'Share on WhatsApp',
  },

  about: {
    eyebrow: 'About',
    heading: (name: string) => `About ${name}`,
    aboutUs: 'About Us',
    founded: 'Founded',
    members: 'Members',
    ourChurch: 'Our Church',
    photos: 'Photos',
    galleryLabel: (name: string) => `Photos of ${name}`,
  },

  /** Current and future programs, each with its status (content gives the status by these English names). */
  programs: {
    eyebrow: 'Programs',
    heading: 'Current and future programs',
    status: 'Status:',
    statuses: {
      Operational: 'Operational',
      Ongoing: 'Ongoing',
      'In Progress': 'In Progress',
      Started: 'Started',
      Future: 'Future',
      Challenge: 'Challenge',
    },
  },

  leaders: {
    eyebrow: 'Our team',
    heading: 'Meet Our Church Leaders',
  },

  /** A congregation's offerings and tithes by M-Pesa. */
  giving: {
    eyebrow: 'Give',
    heading: 'Offerings and tithes',
    /** The heading of the block with the numbers, by the kind of giving details the congregation has. */
    methods: {
      paybill: 'Give by M-Pesa paybill',
      pastor: "Give through the pastor's M-Pesa number",
      account: 'Give by M-Pesa',
    },
    /** Each number's label, as shown beside it. */
    labels: {
      paybill: 'Paybill number',
      account: 'Account number',
      pastorNumber: "Pastor's M-Pesa number",
    },
    /** The same inside a sentence ("To get the account number…", "Copy paybill number"). */
    inSentence: {
      paybill: 'paybill number',
      account: 'account number',
      pastorNumber: "pastor's M-Pesa number",
    },
    /** In place of a number the page does not give (the sentence below says how to get it). */
    notListed: 'Ask the church office',
    /** `{what}` is the missing numbers, `{name}` the congregation, `{service}` its main service, `{form}` the contact form link. */
    missingWithForm: 'To get the {what} for {name}, ask the church office: send a message with the {form} on this page, or ask after the {service}.',
    missingWithoutForm: 'To get the {what} for {name}, ask the church office or ask after the {service}.',
    contactForm: 'contact form',
    /** In place of the main service's name when the congregation lists none. */
    service: 'service',
    /** Between two missing numbers. */
    and: 'and',
    steps: {
      open: 'On your phone open M-Pesa and choose Lipa na M-Pesa, then Pay Bill.',
      business: (paybill: string) => `Enter business number ${paybill}.`,
      account: (name: string) => `Enter ${name}'s account number, then the amount and your PIN.`,
    },
  },

  /** The copy button beside a number (island): `{label}` is the number's name in a sentence, `{value}` the number. */
  copy: {
    button: 'Copy',
    copied: 'Copied',
    failed: 'Copy failed',
    copiedStatus: '{label} {value} copied',
    failedStatus: 'Could not copy; select the {label} to copy it',
  },

  /** A congregation's contact section. */
  contact: {
    eyebrow: 'Contact',
    heading: 'Send us a message',
    intro: (name: string) => `Write to ${name} congregation: a question, a prayer request or a visit.`,
    required: 'Fields marked * are required.',
    /** `{service}` is the main service and its time, `{plan}` the link to the visit section. */
    orVisit: 'Or visit us: {service}.',
    orVisitPlan: 'Or visit us: {service} ({plan}).',
    plan: 'plan your visit',
  },

  /** The fields of each form. */
  forms: {
    main: {
      label: 'Message to the ministry',
      name: 'Full name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
    },
    congregation: {
      label: (name: string) => `Message to ${name} congregation`,
      name: 'Your name',
      email: 'Your email',
      subject: 'Subject',
      message: 'Message (optional)',
    },
    /** A program page's question box. */
    question: {
      label: (program: string) => `Question about ${program}`,
      submit: 'email us',
      question: 'Your e-mail address or your question',
      email: 'Your e-mail address, so we can answer (optional)',
    },
  },

  /** What every message form says while and after sending (island). */
  messageForm: {
    send: 'Send message',
    sending: 'Sending...',
    sent: 'Thank you, your message was sent',
    /** Why a message did not go, by reason. */
    failed: {
      network:
        'Your message could not be sent: there seems to be no internet connection. Your message is still in the form; try again when you are back online.',
      service:
        'Your message could not be sent: the message service did not accept it. Your message is still in the form; please try again in a few minutes.',
      'rate-limited':
        'You sent a message from this browser less than a minute ago. Your new message is still in the form; please wait a minute and send it again.',
    },
    /** The hidden field that catches bots. */
    honeypot: 'Leave this field empty',
    notReady:
      'Messages cannot be sent from this site yet: its message service is not set up. Please speak to the pastor of a congregation near you (see {churches}).',
    churches: 'our churches',
    /** After a failure: `{email}` is the ministry's address as a link, `{churches}` the churches link. */
    alsoEmail: 'You can also e-mail your message to us at {email}.',
    alsoPastor: 'You can also speak to the pastor of a congregation near you: see {churches} for where and when each one meets.',
  },

  /** The support page's giving sections. */
  support: {
    categories: 'What your gift supports',
    online: 'Give online',
    onlineText: 'A gift of the amount you choose, in US dollars or euros, by PayPal or card.',
    mpesa: 'Give by M-Pesa',
    steps: {
      open: 'In M-Pesa, choose Lipa na M-Pesa, then Pay Bill.',
      business: 'Business number: {paybill}',
      account: "Account number: ask your congregation's pastor or the church office which account your gift should go to.",
      amount: 'Enter the amount and your M-Pesa PIN.',
    },
  },

  /** The support categories slider's buttons (island). */
  supportSlider: {
    previous: 'Previous support categories',
    next: 'Next support categories',
  },

  /**
   * The PayPal donation widget (island): `{paybill}` is the ministry's paybill, `{name}` the payer's given name,
   * `{currency}` the chosen currency's code, `{amount}` a number, `{gift}`, `{min}` and `{max}` amounts written by `money`.
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
    loading: 'LOADING...',
    unavailable: 'PayPal could not be loaded on this connection. You can give by M-Pesa instead: paybill {paybill} (see “Give by M-Pesa” below).',
    /** After PayPal has captured the gift. */
    thanks: 'Thank you for your gift of {gift}. The payment is complete.',
    thanksBy: 'Thank you, {name}, for your gift of {gift}. The payment is complete.',
    failed: 'The payment did not go through. You can try again, or give by M-Pesa paybill {paybill}.',
  },

  /** The photo grid's viewer (island): `{n}` is the photo's number, `{total}` how many. */
  gallery: {
    viewer: 'Photo viewer',
    close: 'Close',
    position: '(photo {n} of {total})',
    previous: 'Previous photo',
    next: 'Next photo',
  },

  /** A program's landing page. */
  program: {
    /** Its navigation bar's landmark and links. */
    label: 'Program',
    home: 'Home',
    about: 'About',
    testimonials: 'Testimonials',
    contact: 'Contact',
    photos: 'Program photos',
    videoPending: 'This is a placeholder clip: the program video will be added by the ministry.',
    learnMore: 'Learn More',
  },

  /** A program page's menu drawer on phones (island). */
  drawer: {
    menu: 'Menu',
    label: 'Program menu',
    close: 'Close menu',
  },

  /** A program page's video player (island). */
  video: {
    watch: 'Watch Video',
    close: 'Close video',
    unsupported: 'Your browser cannot play this video. {download}.',
    download: 'Download the video',
    /** The captions track's name in the player's menu: the captions are in English. */
    captions: 'English',
  },

  /** The testimonials carousel (island); the placeholders are swiper's own: `{{index}}`, `{{slidesLength}}`. */
  testimonials: {
    label: 'Testimonials',
    role: 'carousel',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    bullet: 'Go to testimonial {{index}}',
    slide: 'Testimonial {{index}} of {{slidesLength}}',
    pause: 'Pause testimonials',
    play: 'Play testimonials',
  },
}
