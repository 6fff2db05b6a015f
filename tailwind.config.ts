import type { Config } from 'tailwindcss'

// Loaded from app/globals.css with @config. Colours are chosen for WCAG AA contrast on white.
const config: Config = {
  // lib/offline: the notice the service worker writes into a saved page (lib/offline/saved-copy.ts) is styled by the site's stylesheet.
  content: ['./app/**/*.{ts,tsx,mdx}', './components/**/*.{ts,tsx}', './content/**/*.mdx', './lib/offline/*.ts'],
  theme: {
    extend: {
      screens: {
        // The desktop menu with hover dropdowns applies above 960 px (docs/behaviour.md).
        nav: '961px',
      },
      colors: {
        brand: {
          50: '#eef6f8',
          100: '#d5e9ee',
          600: '#1d6c82',
          700: '#165669',
          800: '#12475a',
          900: '#0c3343',
        },
        accent: {
          400: '#f6c453',
          500: '#eeb02b',
        },
      },
      fontFamily: {
        // System fonts: nothing to download on a phone over mobile data.
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
}

export default config
