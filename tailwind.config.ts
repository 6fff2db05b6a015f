import type { Config } from 'tailwindcss'
import { accent, brand } from './lib/theme'

// Loaded from app/globals.css with @config. The colours are lib/theme.ts's, chosen for WCAG AA contrast on white.
const config: Config = {
  // lib/offline: the notice the service worker writes into a saved page (lib/offline/saved-copy.ts) is styled by the
  // site's stylesheet.
  content: ['./app/**/*.{ts,tsx,mdx}', './components/**/*.{ts,tsx}', './content/**/*.mdx', './lib/offline/*.ts'],
  theme: {
    extend: {
      screens: {
        // The desktop menu with hover dropdowns applies above 960 px (docs/behaviour.md).
        nav: '961px',
      },
      colors: {
        brand,
        accent,
      },
      fontFamily: {
        // System fonts: nothing to download on a phone over mobile data.
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
}

export default config
