/**
 * The words of the site's search: the control in every page's bar, the search page, its results and its list of every
 * page (docs/search.md).
 */
export const search = {
  search: {
    /** The search page's title and heading, and the control's name in every page's bar. */
    title: 'Search',
    /** The search page's description in search engines and shares. */
    description: 'Search every page of the site, or find it in the list of all pages by kind.',
    /** The search landmark's name and the field's label, in the bars and on the search page. */
    label: 'Search the site',
    /** Under the field: what can be found. */
    hint: 'A congregation, a place, a ministry or any word of a page.',
    submit: 'Search',
    /** The select that limits the results to one kind of page. */
    kind: 'Show',
    allKinds: 'All pages',
    /** Without JavaScript the search cannot run: the page is the list of every page. */
    noScript: 'Searching needs JavaScript, which is off in this browser. Every page of the site is listed below.',
    /** The live region, read out as the results change; `{query}` is what the visitor typed. */
    searching: 'Searching…',
    one: '1 page found for “{query}”',
    many: '{count} pages found for “{query}”',
    /** When no page has every word: the pages with some of them, those with more first. */
    some: '{count} pages found with some of the words of “{query}”',
    someOne: '1 page found with some of the words of “{query}”',
    /** `{index}` is `index`, a link to the list of every page below. */
    none: 'No page found for “{query}”. Check the spelling or try other words, or find the page in the {index}.',
    failed: 'The search could not start (it needs a connection the first time). Find the page in the {index}.',
    index: 'list of every page',
    /** Below the first results. */
    more: 'Show more pages',
    /** Each result's kind of page, and each group of the list of every page. */
    kinds: {
      congregation: 'Congregation',
      ministry: 'Ministry',
      resource: 'Resource',
      event: 'Events',
      page: 'Page',
    },
    groups: {
      congregation: 'Congregations',
      ministry: 'Ministries',
      resource: 'Resources',
      event: 'Events',
      page: 'Other pages',
    },
    /** The list of every page of the site in this language, under the search. */
    siteIndex: 'Every page of the site',
  },
} as const
