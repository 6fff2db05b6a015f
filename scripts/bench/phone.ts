/** The phone every measure of the bench opens its pages on: a common phone's screen, touch, twice the pixels. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const
