'use client'

/**
 * The support page's two heavy islands, split from the route's code: Next.js loads their JavaScript
 * (PayPal, react-slick) and CSS (slick) only on a page that renders them, i.e. /support.
 */
import dynamic from 'next/dynamic'

export const SupportSlider = dynamic(() => import('./SupportSlider').then((m) => m.SupportSlider))

export const DonationWidget = dynamic(() => import('./DonationWidget').then((m) => m.DonationWidget), {
  loading: () => <p className="mt-4 font-semibold tracking-wide text-brand-900">LOADING...</p>,
})
