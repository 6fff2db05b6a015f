/**
 * The only third parties the site talks to, what the Content-Security-Policy allows for each,
 * and how the build tells that a page uses one: a `data-third-party` marker in its HTML,
 * put there by the component that needs it (or, for the map, its embed address).
 */
type Directive = 'script-src' | 'connect-src' | 'frame-src' | 'img-src'

export type ThirdParty = { name: string; usedBy: RegExp; allow: Partial<Record<Directive, string[]>> }

export const thirdPartyMarker = (name: 'emailjs' | 'paypal') => ({ 'data-third-party': name })

export const thirdParties: ThirdParty[] = [
  {
    name: 'EmailJS (contact forms)',
    usedBy: /data-third-party="emailjs"/,
    allow: { 'connect-src': ['https://api.emailjs.com'] },
  },
  {
    name: 'PayPal (donation widget)',
    usedBy: /data-third-party="paypal"/,
    allow: {
      'script-src': ['https://www.paypal.com', 'https://*.paypal.com'],
      'connect-src': ['https://www.paypal.com', 'https://*.paypal.com'],
      'frame-src': ['https://www.paypal.com', 'https://*.paypal.com'],
      'img-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
    },
  },
  {
    name: 'OpenStreetMap (locations map)',
    usedBy: /src="https:\/\/www\.openstreetmap\.org\/export\/embed/,
    allow: { 'frame-src': ['https://www.openstreetmap.org'] },
  },
]
