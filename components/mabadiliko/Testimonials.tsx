'use client'

/**
 * Loads the swiper carousel through next/dynamic. Every named page shares one route (app/[slug]), so a
 * static import would put swiper's code and CSS on all of them; a dynamic import puts them only on
 * pages that render the carousel. It is still rendered on the server, so every quote is in the HTML.
 */
import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'

const TestimonialsCarousel = dynamic(() => import('./TestimonialsCarousel').then((m) => m.TestimonialsCarousel))

export function Testimonials(props: { slides: ReactNode[]; label: string }) {
  return <TestimonialsCarousel {...props} />
}
