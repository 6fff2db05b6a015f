'use client'

/**
 * The church finder, split from the route's code: every page is rendered by the same route, so without
 * this split each one would download the finder; Next.js loads it only on the page that renders it.
 * Its HTML is still rendered at build time (the grouped list visitors without JavaScript get).
 */
import dynamic from 'next/dynamic'

export const ChurchFinder = dynamic(() => import('./ChurchFinder').then((m) => m.ChurchFinder))
