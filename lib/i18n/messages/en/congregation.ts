/**
 * The words of the congregations: the church finder, a congregation's page and its sections, its service times and its
 * calendar file.
 */
export const congregation = {
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
      denied:
        'Your location was not shared. To sort by distance, allow location for this site in your browser\'s settings and press "Near me" again.',
      unavailable:
        'Your location could not be found just now. Check that location is on, or find a church by region or name.',
      timeout: 'Finding your location took too long. Press "Near me" to try again, or find a church by region or name.',
    },
  },

  /** A congregation's page: its top bar, footer and the parts they share. */
  microsite: {
    /** The top bar's navigation landmark. */
    label: 'This congregation',
    menu: 'Menu',
    /** The in-page links of the top bar and footer, by the key lib/content/congregation-layout.ts gives each. */
    sectionLinks: {
      home: 'Home',
      visit: 'Visit',
      about: 'About',
      programs: 'Programs',
      team: 'Team',
      give: 'Give',
      contact: 'Contact',
    },
    footerLabel: '{name}: sections',
    allCongregations: 'All congregations',
    region: '{region} region',
    carouselLabel: 'Welcome messages from {name}',
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
    days: {
      Sunday: 'Sundays',
      Monday: 'Mondays',
      Tuesday: 'Tuesdays',
      Wednesday: 'Wednesdays',
      Thursday: 'Thursdays',
      Friday: 'Fridays',
      Saturday: 'Saturdays',
    },
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
    /**
     * A service that starts and ends at the same half of the day: "7:00–8:00 PM" (the first time without its AM/PM).
     */
    rangeSameHalf: '{start}–{end}',
    range: '{start} to {end}',
    /** A service that ends on the next day (a night kesha, 21:00 to 05:00). */
    rangeNextDay: '{start} to {end}',
  },

  /** A congregation's calendar file (.ics), in the language of the page that offers it. */
  calendar: {
    language: 'EN',
    name: '{name} congregation: services',
    event: '{service} ({name} congregation)',
    inLanguage: 'In {language}.',
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
    call: 'Call {phone}',
    whatsapp: 'WhatsApp {phone}',
    share: 'Share on WhatsApp',
    /** The link to the congregation's printable poster, beside the calendar link. */
    poster: 'Print a poster',
  },

  /** A congregation's printable poster (one A4 sheet for the church door). */
  poster: {
    /** Its `<title>`. */
    title: 'Poster: {name} congregation',
    description: "{name} congregation's service times, place and giving details on one A4 sheet to print.",
    back: 'Back to the page of {name} congregation',
    /** On screen only, above the sheet. */
    howToPrint:
      "Print this page: in your browser's menu choose Print (on a phone: Share, then Print), A4 paper. The sheet below is what prints; this line and the link above do not.",
    welcome: 'Everyone is welcome',
    /** Beside the QR code. */
    scan: 'Scan with your phone camera to open our page',
    orType: 'or type',
    /** The QR code's text alternative. */
    qrLabel: 'QR code of the address {address}',
  },

  about: {
    eyebrow: 'About',
    heading: 'About {name}',
    aboutUs: 'About Us',
    founded: 'Founded',
    members: 'Members',
    ourChurch: 'Our Church',
    photos: 'Photos',
    galleryLabel: 'Photos of {name}',
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
    /**
     * `{what}` is the missing numbers, `{name}` the congregation, `{service}` its main service, `{form}` the contact
     * form link.
     */
    missingWithForm:
      'To get the {what} for {name}, ask the church office: send a message with the {form} on this page, or ask after the {service}.',
    missingWithoutForm: 'To get the {what} for {name}, ask the church office or ask after the {service}.',
    contactForm: 'contact form',
    /** In place of the main service's name when the congregation lists none. */
    service: 'service',
    /** Between two missing numbers. */
    and: 'and',
    steps: {
      open: 'On your phone open M-Pesa and choose Lipa na M-Pesa, then Pay Bill.',
      business: 'Enter business number {paybill}.',
      account: "Enter {name}'s account number, then the amount and your PIN.",
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
    intro: 'Write to {name} congregation: a question, a prayer request or a visit.',
    required: 'Fields marked * are required.',
    /** `{service}` is the main service and its time, `{plan}` the link to the visit section. */
    orVisit: 'Or visit us: {service}.',
    orVisitPlan: 'Or visit us: {service} ({plan}).',
    plan: 'plan your visit',
  },
} as const
