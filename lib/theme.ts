/**
 * The site's colours, the one spelling of each: tailwind.config.ts makes the classes from them (`bg-brand-700`,
 * `text-accent-500`), app/globals.css reads them with `theme(colors.brand.900)`, and code that needs a colour
 * outside a class (the browser's frame, the app manifest, a drawn mark, the carousel's bullets) imports them.
 * app/icon.svg cannot import: a unit test holds it to `brand[700]`. Chosen for WCAG AA contrast on white.
 */
export const brand = {
  50: '#eef6f8',
  100: '#d5e9ee',
  600: '#1d6c82',
  700: '#165669',
  800: '#12475a',
  900: '#0c3343',
} as const

export const accent = {
  400: '#f6c453',
  500: '#eeb02b',
} as const

/** The site's brand colour as the browser shows it around the page (address bar, installed app's frame). */
export const THEME_COLOR = brand[900]
