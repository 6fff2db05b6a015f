/**
 * Every island of the site, named once (docs/islands.md). The key is the name a page's HTML carries
 * (`<island-root data-island="copy-button">`); `code` loads the island's code in the browser (the
 * islands' bundler makes one chunk of each, scripts/build/islands/bundle.ts); `component` names the React component
 * it exports, or, for a DOM island (no React: a widget whose HTML the server renders complete), `enhance`
 * names the function that adds its listeners;
 * `start: 'near'` starts it only when the visitor nears it, `start: 'interaction'` at their first tap, focus or key
 * in it (what they do until it runs is held and done again then: lib/islands/replay.ts), or, with `startIfParam`,
 * after the first paint when the page's address has that parameter;
 * `early` is a script every page with the island runs as it opens, before the island starts (an island may be only
 * that: no `code`, nothing for the loader to start); `styles` are stylesheets
 * it needs from the
 * start (a package's path), linked in the head of the pages that have it: importing them in the component
 * would put them in every page's CSS, since Next.js follows this file's imports from the server side. A server
 * component renders it with
 * `island('copy-button', CopyButton)` (components/islands/island.tsx), which the type check holds to this entry.
 */
import { defineIslands } from '@/lib/islands/define'
import { QUERY_PARAM } from '@/lib/search/paths'

// React (about 70 KB gzipped, most of a second of a cheap phone's time to start) comes to a page only when the
// visitor acts on one of its React islands, or nears a gallery or the testimonials: docs/islands.md.
export const ISLANDS = defineIslands({
  'background-video': { code: () => import('../home/background-video'), enhance: 'enhanceBackgroundVideo' },
  // No React: it shows, hides and orders the list the server wrote, at the visitor's first action.
  'church-finder': {
    code: () => import('../page/church-finder'),
    enhance: 'enhanceChurchFinder',
    start: 'interaction',
  },
  // No code for the loader: its early script answers the first tap at once, and every one after.
  'copy-button': { early: () => import('../congregation/copy-buttons-page') },
  // PayPal's script is fetched only when the visitor presses "Give with PayPal".
  'donation-widget': {
    code: () => import('../donation/DonationWidget'),
    component: 'DonationWidget',
    start: 'interaction',
  },
  'hero-carousel': { code: () => import('../congregation/hero-carousel'), enhance: 'enhanceHeroCarousel' },
  'learn-more': { code: () => import('../program/learn-more'), enhance: 'enhanceLearnMore' },
  'masonry-gallery': { code: () => import('../media/MasonryGallery'), component: 'MasonryGallery', start: 'near' },
  // Starts when the visitor reaches into it; its guard holds an early Send and sends the messages kept on the phone.
  'message-form': {
    code: () => import('../forms/MessageForm'),
    component: 'MessageForm',
    start: 'interaction',
    early: () => import('@/lib/forms/guard-page'),
  },
  'program-drawer': { code: () => import('../program/program-drawer'), enhance: 'enhanceProgramDrawer' },
  // The search page's search, at once when the page opens with a query; its library (Pagefind's) is fetched by it only
  // when used (docs/search.md).
  'site-search': {
    code: () => import('../search/SiteSearch'),
    component: 'SiteSearch',
    start: 'interaction',
    startIfParam: QUERY_PARAM,
  },
  // Slick's layout rules, linked in the head of the pages that have the slider (and in no other CSS); its cards scroll
  // by touch until it starts, and its arrows scroll them at once (its early script, no React).
  'support-slider': {
    code: () => import('../donation/SupportSlider'),
    component: 'SupportSlider',
    start: 'interaction',
    styles: ['slick-carousel/slick/slick.css'],
    early: () => import('@/lib/carousel/row-arrows-page'),
  },
  testimonials: { code: () => import('../program/Testimonials'), component: 'Testimonials', start: 'near' },
  'video-modal': { code: () => import('../program/VideoModal'), component: 'VideoModal', start: 'interaction' },
})

export type IslandName = keyof typeof ISLANDS
