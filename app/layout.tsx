import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { loadContent } from '@/lib/content/load'
import { siteOrigin } from '@/lib/site-url'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { site } = await loadContent()
  return {
    metadataBase: new URL(siteOrigin(site)),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
    openGraph: { siteName: site.name, type: 'website', locale: 'en_KE' },
  }
}

export const viewport: Viewport = { themeColor: '#0c3343', width: 'device-width', initialScale: 1 }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-accent-400 px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
        >
          Skip to content
        </a>
        {children}
      </body>
    </html>
  )
}
