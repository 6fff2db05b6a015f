/**
 * Every island of the site, named once (docs/islands.md). The key is the name a page's HTML carries
 * (`<island-root data-island="copy-button">`); `code` loads the island's code in the browser (the
 * islands' bundler makes one chunk of each, scripts/islands/bundle.ts); `component` names the React component
 * it exports, or, for a DOM island (no React: a widget whose HTML the server renders complete), `enhance`
 * names the function that adds its listeners;
 * `start: 'near'` starts it only when the visitor nears it, `start: 'interaction'` when they tap or focus in it;
 * `early` is a script every page with the island runs as it opens, before the island starts; `styles` are stylesheets it needs from the
 * start (a package's path), linked in the head of the pages that have it: importing them in the component
 * would put them in every page's CSS, since Next.js follows this file's imports from the server side. A server component renders it with
 * `island('copy-button', CopyButton)` (lib/islands/island.tsx), which the type check holds to this entry.
 */
import { defineIslands } from '@/lib/islands/define'

export const ISLANDS = defineIslands({
  'background-video': { code: () => import('../home/BackgroundVideo'), component: 'BackgroundVideo' },
  'church-finder': { code: () => import('../page/ChurchFinder'), component: 'ChurchFinder' },
  'copy-button': { code: () => import('../congregation/copy-button'), enhance: 'enhanceCopyButton' },
  'donation-widget': { code: () => import('../donation/DonationWidget'), component: 'DonationWidget', start: 'near' },
  'hero-carousel': { code: () => import('../congregation/hero-carousel'), enhance: 'enhanceHeroCarousel' },
  'learn-more': { code: () => import('../program/learn-more'), enhance: 'enhanceLearnMore' },
  'masonry-gallery': { code: () => import('../media/MasonryGallery'), component: 'MasonryGallery', start: 'near' },
  // Starts when the visitor reaches into it; its guard holds an early Send and sends the messages kept on the phone.
  'message-form': { code: () => import('../forms/MessageForm'), component: 'MessageForm', start: 'interaction', early: () => import('@/lib/forms/guard-page') },
  'program-drawer': { code: () => import('../program/program-drawer'), enhance: 'enhanceProgramDrawer' },
  // The search page's search; its library (Pagefind's) is fetched by it only when used (docs/search.md).
  'site-search': { code: () => import('../search/SiteSearch'), component: 'SiteSearch' },
  // Slick's layout rules, linked in the head of the pages that have the slider (and in no other CSS).
  'support-slider': { code: () => import('../donation/SupportSlider'), component: 'SupportSlider', styles: ['slick-carousel/slick/slick.css'] },
  'testimonials': { code: () => import('../program/Testimonials'), component: 'Testimonials', start: 'near' },
  'video-modal': { code: () => import('../program/VideoModal'), component: 'VideoModal' },
})

export type IslandName = keyof typeof ISLANDS
